// `npm run bench`: requests per second and p99 latency of the built server under 20
// concurrent connections (autocannon), for two pages, one API list and a static asset of the
// same server (the ceiling), plus the server's peak memory. The load generator shares the
// machine with the server, so compare the ratios more than the absolute numbers.
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { runServer } from "./lib/run-server.mjs";

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const targets = { ratio: 0.5, p99Ms: 50, memoryMb: 500 };

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }, (error, result) => {
      if (error) reject(error);
      else if (result.non2xx > 0 || result.errors > 0) reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      else resolve({ rps: result.requests.average, p99: result.latency.p99 });
    });
  });
}

const assetDir = path.join(process.env.BUILD_DIR || "build", "client", "assets");
const server = await runServer({ port: Number(process.env.BENCH_PORT ?? 3400) });
try {
  const startupMemory = server.peakMemoryMb();
  const asset = fs.readdirSync(assetDir).find((name) => name.endsWith(".css"));
  const paths = ["/", "/management/faculty", "/api/admin/faculty"];

  // Warm up: the first requests compile code paths and fill caches.
  for (const target of [...paths, `/assets/${asset}`]) {
    await new Promise((resolve) => autocannon({ url: server.url + target, connections: 4, amount: 200 }, resolve));
  }

  const ceiling = await measure(`${server.url}/assets/${asset}`);
  const rows = [{ path: `/assets/${asset} (ceiling)`, ...ceiling, ratio: 1 }];
  for (const target of paths) {
    const result = await measure(server.url + target);
    rows.push({ path: target, ...result, ratio: result.rps / ceiling.rps });
  }
  const memory = server.peakMemoryMb();

  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each\n`);
  console.log("path".padEnd(44), "req/s".padStart(9), "p99 ms".padStart(8), "ratio".padStart(7));
  for (const row of rows) {
    console.log(row.path.padEnd(44), row.rps.toFixed(0).padStart(9), String(row.p99).padStart(8), row.ratio.toFixed(2).padStart(7));
  }
  console.log(`\nserver peak memory: ${memory} MB (${startupMemory} MB by the end of its start)`);

  const pages = rows.slice(1);
  const failures = [
    ...pages.filter((row) => row.ratio < targets.ratio).map((row) => `${row.path}: ratio ${row.ratio.toFixed(2)} < ${targets.ratio}`),
    ...pages.filter((row) => row.p99 > targets.p99Ms).map((row) => `${row.path}: p99 ${row.p99} ms > ${targets.p99Ms} ms`),
    ...(memory > targets.memoryMb ? [`peak memory ${memory} MB > ${targets.memoryMb} MB`] : []),
  ];
  console.log(failures.length ? `\nMissed targets:\n  ${failures.join("\n  ")}` : "\nAll targets met (ratio ≥ 0.5, p99 ≤ 50 ms, memory ≤ 500 MB).");
  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync("bench-results/bench.json", JSON.stringify({ date: new Date().toISOString(), rows, memoryMb: memory }, null, 2));
  process.exitCode = failures.length ? 1 : 0;
} finally {
  await server.stop();
}
