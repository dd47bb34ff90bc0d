// `npm run bench:weight`: what a first visit costs a phone, in bytes over the wire. Starts the built
// site (BUILD_DIR), opens each page in a fresh Chromium profile at 412 px with a phone's user agent,
// lets it load until the network has been quiet for a second, and sums what each response moved
// (headers and compressed body: CDP's encodedDataLength) by kind. Unlike a Lighthouse score, the
// figures are the same on any machine: they change only when the pages do.
// WEIGHT_PAGES="/ /apply-now" measures other pages; BENCH_PORT chooses the server's port.
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { runServer } from "./lib/run-server.mjs";

const pages = process.env.WEIGHT_PAGES?.split(/[\s,]+/).filter(Boolean) ?? ["/", "/mr"];
const target = { page: "/", kb: 220 };

/**
 * A mid-range Android phone as Lighthouse's mobile run emulates it (412 px wide, device pixel
 * ratio 1.75), so these bytes are the ones its score is computed from.
 */
const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
};

const kinds = ["document", "script", "css", "font", "image", "other"];
const kindOf = { Document: "document", Script: "script", Stylesheet: "css", Font: "font", Image: "image" };
const quietMs = 1000;

/** Opens `url` in a fresh context and returns every response's bytes, kind and address. */
async function firstVisit(browser, url) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = new Map();
  const pending = new Set();
  let lastActivity = Date.now();
  cdp.on("Network.requestWillBeSent", ({ requestId, request, type }) => {
    requests.set(requestId, { url: request.url, kind: kindOf[type] ?? "other", bytes: 0 });
    pending.add(requestId);
    lastActivity = Date.now();
  });
  const finish = ({ requestId, encodedDataLength = 0 }) => {
    const request = requests.get(requestId);
    if (request) request.bytes = encodedDataLength;
    pending.delete(requestId);
    lastActivity = Date.now();
  };
  cdp.on("Network.loadingFinished", finish);
  cdp.on("Network.loadingFailed", finish);
  await cdp.send("Network.enable");
  await page.goto(url, { waitUntil: "load" });
  // The page releases its scripts after the first paint and starts its carousels when idle: wait
  // until nothing has been asked or answered for a second, as a visitor reading the page would.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && (pending.size > 0 || Date.now() - lastActivity < quietMs)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await context.close();
  return [...requests.values()];
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

const server = await runServer({ port: Number(process.env.BENCH_PORT ?? 3402) });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const rows = [];
try {
  for (const path of pages) {
    const responses = await firstVisit(browser, `${server.url}${path}`);
    const byKind = Object.fromEntries(kinds.map((kind) => [kind, responses.filter((response) => response.kind === kind).reduce((sum, response) => sum + response.bytes, 0)]));
    const total = Object.values(byKind).reduce((sum, bytes) => sum + bytes, 0);
    rows.push({ page: path, total, byKind, requests: responses.length, responses });
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log("\nFirst visit on a phone (412 px), KB transferred (headers and compressed bodies):");
console.log("page".padEnd(22), ...kinds.map((kind) => kind.padStart(9)), "total".padStart(9), "requests".padStart(9));
for (const row of rows) {
  console.log(row.page.padEnd(22), ...kinds.map((kind) => kb(row.byKind[kind]).padStart(9)), kb(row.total).padStart(9), String(row.requests).padStart(9));
}
if (process.env.WEIGHT_DETAIL) {
  for (const row of rows) {
    console.log(`\n${row.page}`);
    for (const response of [...row.responses].sort((a, b) => b.bytes - a.bytes)) console.log(kb(response.bytes).padStart(8), response.kind.padEnd(9), response.url.replace(server.url, ""));
  }
}
const home = rows.find((row) => row.page === target.page);
if (home) {
  const met = home.total <= target.kb * 1024;
  console.log(`\n${target.page}: ${kb(home.total)} KB, target ≤ ${target.kb} KB: ${met ? "met" : "not met"}.`);
  process.exitCode = met ? 0 : 1;
}
fs.mkdirSync("bench-results", { recursive: true });
fs.writeFileSync(
  "bench-results/first-visit-weight.json",
  JSON.stringify({ date: new Date().toISOString(), rows }, null, 2),
);
