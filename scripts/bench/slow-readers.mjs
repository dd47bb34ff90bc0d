// Phones on a slow link, for `npm run bench:results-day`: SLOW_CONNECTIONS clients, each with one
// keep-alive connection to SLOW_URL, asking for SLOW_PATHS in turn (pages and the files they load)
// and reading every answer at SLOW_KBPS KB a second, for SLOW_SECONDS. A reader that is not
// reading leaves the bytes with the server (or the proxy): this shows whether they pile up there.
// Prints one line, SLOW_REPORT {json}: answers, non-2xx, errors, and the time to the answer's
// headers (the server's part; the body then takes as long as the link makes it).
import http from "node:http";

const url = new URL(process.env.SLOW_URL);
const connections = Number(process.env.SLOW_CONNECTIONS ?? 200);
const seconds = Number(process.env.SLOW_SECONDS ?? 60);
const bytesPerSecond = Number(process.env.SLOW_KBPS ?? 4) * 1024;
const paths = process.env.SLOW_PATHS.split(/\s+/).filter(Boolean);
const deadline = Date.now() + seconds * 1000;

const report = { answers: 0, non2xx: 0, errors: 0, bytes: 0, headerTimesMs: [] };

/** One answer, read at the link's pace; resolves when its last byte is read, or at the deadline (the reader leaves). */
function fetchSlowly(agent, path, address) {
  return new Promise((resolve) => {
    const started = performance.now();
    let left = false;
    const leave = setTimeout(() => {
      left = true;
      request.destroy();
      resolve();
    }, deadline - Date.now());
    const finish = (failed) => {
      clearTimeout(leave);
      if (left) return;
      if (failed) report.errors += 1;
      else report.answers += 1;
      resolve();
    };
    const request = http.get(
      { host: url.hostname, port: url.port, path, agent, headers: { "accept-encoding": "br, gzip", "x-forwarded-for": address } },
      (response) => {
        report.headerTimesMs.push(performance.now() - started);
        if (response.statusCode < 200 || response.statusCode > 299) report.non2xx += 1;
        response.on("data", (chunk) => {
          report.bytes += chunk.length;
          response.pause();
          setTimeout(() => response.resume(), (chunk.length / bytesPerSecond) * 1000);
        });
        response.on("end", () => finish(false));
        response.on("error", () => finish(true));
      },
    );
    request.on("error", () => finish(true));
  });
}

async function reader(index) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const address = `10.200.${Math.floor(index / 256)}.${index % 256}`;
  for (let turn = index; Date.now() < deadline; turn++) await fetchSlowly(agent, paths[turn % paths.length], address);
  agent.destroy();
}

await Promise.all(Array.from({ length: connections }, (_, index) => reader(index)));
const sorted = report.headerTimesMs.sort((a, b) => a - b);
const percentile = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
console.log(
  `SLOW_REPORT ${JSON.stringify({
    answers: report.answers,
    non2xx: report.non2xx,
    errors: report.errors,
    bytes: report.bytes,
    headersP99Ms: percentile(99),
    headersMaxMs: sorted.at(-1) ?? 0,
    past2s: sorted.filter((ms) => ms > 2000).length,
  })}`,
);
