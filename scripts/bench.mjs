// `npm run bench`: requests per second and p99 latency of the built server under 20 concurrent
// connections (autocannon) asking as a browser does (`Accept-Encoding: br, gzip`), for three
// cached pages and the API's faculty list, plus the server's peak memory. When nginx is installed,
// it serves the very same bytes pre-compressed, with one worker, in the same run: each row's
// ratio is our server's rate over nginx's. The load generator shares the machine with both, so
// compare the ratios more than the absolute numbers.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import autocannon from "autocannon";
import { nginxInstalled, startNginxMirror } from "./lib/nginx-mirror.mjs";
import { runServer } from "./lib/run-server.mjs";

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const ACCEPT_ENCODING = "br, gzip";
const targets = { ratio: 0.4, p99Ms: 20, memoryMb: 300 };
const paths = ["/", "/management/faculty", "/mr", "/api/admin/faculty"];

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { "accept-encoding": ACCEPT_ENCODING } }, (error, result) => {
      if (error) reject(error);
      else if (result.non2xx > 0 || result.errors > 0) reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      else resolve({ rps: result.requests.average, p99: result.latency.p99, kbPerRequest: result.throughput.average / result.requests.average / 1024 });
    });
  });
}

const warmUp = (url) =>
  new Promise((resolve) => autocannon({ url, connections: 4, amount: 200, headers: { "accept-encoding": ACCEPT_ENCODING } }, resolve));

const server = await runServer({ port: Number(process.env.BENCH_PORT ?? 3400) });
let nginx;
try {
  const startupMemory = server.peakMemoryMb();
  // Warm up: the first requests compile code paths and fill caches.
  for (const target of paths) await warmUp(server.url + target);
  if (nginxInstalled()) {
    nginx = await startNginxMirror({ serverUrl: server.url, paths, port: Number(process.env.BENCH_PORT ?? 3400) + 1 });
    for (const target of paths) await warmUp(nginx.url + target);
  } else {
    console.log("nginx is not installed (apt-get install nginx): measuring our server alone.");
  }

  const peakFromStart = server.peakMemoryMb();
  const loadPeakOnly = server.resetPeakMemory();
  const rows = [];
  for (const target of paths) {
    const ours = await measure(server.url + target);
    const reference = nginx ? await measure(nginx.url + target) : undefined;
    rows.push({ path: target, ...ours, nginx: reference, ratio: reference ? ours.rps / reference.rps : undefined });
  }
  const memory = server.peakMemoryMb();

  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, Accept-Encoding: ${ACCEPT_ENCODING}`);
  if (nginx) console.log(`nginx: one worker, the same bytes pre-compressed (${nginx.encodings})`);
  console.log("");
  console.log(
    "path".padEnd(22),
    "req/s".padStart(8),
    "p99 ms".padStart(7),
    "KB/req".padStart(7),
    ...(nginx ? ["nginx req/s".padStart(12), "p99 ms".padStart(7), "ratio".padStart(6)] : []),
  );
  for (const row of rows) {
    console.log(
      row.path.padEnd(22),
      row.rps.toFixed(0).padStart(8),
      String(row.p99).padStart(7),
      row.kbPerRequest.toFixed(1).padStart(7),
      ...(row.nginx ? [row.nginx.rps.toFixed(0).padStart(12), String(row.nginx.p99).padStart(7), row.ratio.toFixed(2).padStart(6)] : []),
    );
  }
  console.log(
    loadPeakOnly
      ? `\nserver peak memory under load: ${memory} MB (${startupMemory} MB by the end of its start, ${peakFromStart} MB after the warm-up)`
      : `\nserver peak memory: ${memory} MB (${startupMemory} MB by the end of its start)`,
  );

  const failures = [
    ...rows.filter((row) => row.ratio !== undefined && row.ratio < targets.ratio).map((row) => `${row.path}: ratio ${row.ratio.toFixed(2)} < ${targets.ratio}`),
    ...rows.filter((row) => row.p99 > targets.p99Ms).map((row) => `${row.path}: p99 ${row.p99} ms > ${targets.p99Ms} ms`),
    ...(memory > targets.memoryMb ? [`peak memory ${memory} MB > ${targets.memoryMb} MB`] : []),
  ];
  const met = `ratio ≥ ${targets.ratio} of nginx${nginx ? "" : " (not measured)"}, p99 ≤ ${targets.p99Ms} ms, memory ≤ ${targets.memoryMb} MB`;
  console.log(failures.length ? `\nMissed targets:\n  ${failures.join("\n  ")}` : `\nAll targets met (${met}).`);
  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync(
    "bench-results/bench.json",
    JSON.stringify({ date: new Date().toISOString(), acceptEncoding: ACCEPT_ENCODING, nginx: nginx?.encodings ?? null, rows, memoryMb: memory }, null, 2),
  );
  process.exitCode = failures.length ? 1 : 0;
} finally {
  await nginx?.stop();
  await server.stop();
}

// Then the site search on its own: 50 searches over 2,000 records (scripts/bench-search.ts).
console.log("\nThe site search");
const searchBench = spawnSync("npx", ["tsx", "scripts/bench-search.ts"], { stdio: "inherit" });
if (searchBench.status !== 0) process.exitCode = 1;
