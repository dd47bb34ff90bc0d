// `npm run bench`: requests per second and p99 latency of the built server under 20 connections
// of Debian's wrk (one thread; written in C, so the client is not what saturates) asking as a
// browser does (`Accept-Encoding: br, gzip`), for the cached pages and the API's faculty list,
// beside nginx serving the very same bytes and headers pre-compressed with sendfile and one worker,
// in the same run: each row's ratio is our rate over nginx's. Every answer of both must be 2xx, or
// the run fails. BENCH_SECONDS sets each row's duration, BENCH_PORT the ports (it and the next),
// BENCH_PATHS="/ /mr" measures just those, BENCH_CPU_PROFILE=<folder> writes the server's CPU profile of the run there (node --cpu-prof).
import fs from "node:fs";
import path from "node:path";
import { runServer } from "../lib/run-server.mjs";
import { nginxInstalled, startNginxMirror } from "./lib/nginx-mirror.mjs";
import { treeCpuSeconds } from "./lib/cpu-time.mjs";
import { runWrk, wrkInstalled } from "./lib/wrk.mjs";

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const ACCEPT_ENCODING = "br, gzip";
const targets = { ratio: 0.6, p99Ms: 10, memoryMb: 300 };
const paths = process.env.BENCH_PATHS?.split(/\s+/).filter(Boolean) ?? ["/", "/mr", "/management/faculty", "/notices", "/api/admin/faculty"];
const profileDir = process.env.BENCH_CPU_PROFILE;

for (const [installed, name] of [
  [wrkInstalled(), "wrk"],
  [nginxInstalled(), "nginx"],
]) {
  if (!installed) {
    console.error(`${name} is not installed: apt-get install ${name}${name === "nginx" ? " libnginx-mod-http-brotli-static" : ""}`);
    process.exit(1);
  }
}

// A phone's browser in Maharashtra: the language header is part of every kept page's key.
const headers = { "accept-encoding": ACCEPT_ENCODING, "accept-language": "en-IN,en-GB;q=0.9,en;q=0.8,mr;q=0.7" };
/** wrk's report for `url`, with the CPU time the process `pid` (and its workers) spent per answer, in µs. */
async function measure(url, pid) {
  const cpuBefore = treeCpuSeconds(pid);
  const report = await runWrk({ url, connections: CONNECTIONS, seconds: DURATION_S, headers });
  return { ...report, cpuUsPerAnswer: ((treeCpuSeconds(pid) - cpuBefore) / report.requests) * 1e6 };
}
// The first requests compile code paths and fill caches; the check that every answer is 2xx holds here too.
const warmUp = (url) => runWrk({ url, connections: 4, seconds: 1, headers });

/** Fails the run when any answer was not 2xx or a socket failed: a fast error is no measurement. */
function checked(url, report) {
  if (report.non2xx > 0 || report.errors > 0) {
    throw new Error(`${url}: ${report.non2xx} answers not 2xx, ${report.errors} socket errors or timeouts of ${report.requests}`);
  }
  return report;
}

const server = await runServer({
  port: PORT,
  nodeArgs: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
});
let nginx;
try {
  const startupMemory = server.peakMemoryMb();
  for (const target of paths) checked(target, await warmUp(server.url + target));
  nginx = await startNginxMirror({ serverUrl: server.url, paths, port: PORT + 1 });
  for (const target of paths) checked(target, await warmUp(nginx.url + target));

  const peakFromStart = server.peakMemoryMb();
  const loadPeakOnly = server.resetPeakMemory();
  const rows = [];
  for (const target of paths) {
    const ours = checked(`ours ${target}`, await measure(server.url + target, server.pid));
    const reference = checked(`nginx ${target}`, await measure(nginx.url + target, nginx.pid));
    rows.push({ path: target, ours, nginx: reference, ratio: ours.rps / reference.rps, kbPerRequest: ours.bytes / ours.requests / 1024 });
  }
  const memory = server.peakMemoryMb();

  console.log(`\nwrk, 1 thread, ${CONNECTIONS} connections, ${DURATION_S} s per row and server, Accept-Encoding: ${ACCEPT_ENCODING}`);
  console.log(`nginx: one worker, sendfile, the same bytes and headers pre-compressed (${nginx.encodings}); every answer of both was 2xx\n`);
  const columns = [
    ["path", 22, (row) => row.path],
    ["ours req/s", 11, (row) => row.ours.rps.toFixed(0)],
    ["nginx req/s", 12, (row) => row.nginx.rps.toFixed(0)],
    ["ratio", 6, (row) => row.ratio.toFixed(2)],
    ["our p99 ms", 11, (row) => row.ours.p99Ms.toFixed(2)],
    ["nginx p99 ms", 13, (row) => row.nginx.p99Ms.toFixed(2)],
    ["our CPU µs", 11, (row) => row.ours.cpuUsPerAnswer.toFixed(0)],
    ["nginx CPU µs", 13, (row) => row.nginx.cpuUsPerAnswer.toFixed(0)],
    ["KB/answer", 10, (row) => row.kbPerRequest.toFixed(1)],
  ];
  const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(columns[i][1]) : cell.padStart(columns[i][1]))).join(" ");
  console.log(line(columns.map(([title]) => title)));
  // CPU µs: CPU time per answer (user and system; nginx's master and worker), which a busy machine changes far less than req/s.
  for (const row of rows) console.log(line(columns.map(([, , value]) => value(row))));
  console.log(
    loadPeakOnly
      ? `\nour peak memory under load: ${memory} MB (${startupMemory} MB by the end of its start, ${peakFromStart} MB after the warm-up)`
      : `\nour peak memory: ${memory} MB (${startupMemory} MB by the end of its start)`,
  );

  const failures = [
    ...rows.filter((row) => row.ratio < targets.ratio).map((row) => `${row.path}: ratio ${row.ratio.toFixed(2)} < ${targets.ratio}`),
    ...rows.filter((row) => row.ours.p99Ms > targets.p99Ms).map((row) => `${row.path}: p99 ${row.ours.p99Ms.toFixed(2)} ms > ${targets.p99Ms} ms`),
    ...(memory > targets.memoryMb ? [`peak memory ${memory} MB > ${targets.memoryMb} MB`] : []),
  ];
  const met = `ratio ≥ ${targets.ratio} of nginx, p99 ≤ ${targets.p99Ms} ms, memory ≤ ${targets.memoryMb} MB`;
  console.log(failures.length ? `\nMissed targets (${met}):\n  ${failures.join("\n  ")}` : `\nAll targets met (${met}).`);
  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync(
    "bench-results/bench.json",
    JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, seconds: DURATION_S, acceptEncoding: ACCEPT_ENCODING, nginx: nginx.encodings, rows, memoryMb: memory }, null, 2),
  );
  process.exitCode = failures.length ? 1 : 0;
} finally {
  await nginx?.stop();
  await server.stop();
  if (profileDir) console.log(`The server's CPU profile is in ${profileDir} (open it in Chrome's DevTools, Performance).`);
}
