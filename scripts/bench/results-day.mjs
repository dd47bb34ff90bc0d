// `npm run bench:results-day`: the day the site exists for. Two instances of the built server on
// one throw-away PostgreSQL, behind nginx (a generated config: one upstream of both, X-Forwarded-For
// appended; TRUST_PROXY=2, as wrk plays a proxy in front that names each family's address), take
// 500 connections of what families do at once: the home page and the notices in both languages,
// an application's receipt and a grievance's status by their links, new applications and
// grievances (each unique), and an administrator's dashboard every few seconds. Two runs: every
// connection a fast reader (wrk), then 200 of them slow readers (phones reading a few KB a second).
// Checked: answers outside 2xx and socket errors, answers past 2 s, p99 of pages, links and
// writes, every acknowledged application and grievance being in the database, /api/health of
// each instance polled throughout, and each instance's memory during and after the load.
//
// BENCH_SECONDS (60) is each run's length, BENCH_PORT (3450) the first of five ports;
// RESULTS_DAY_WRITERS (20) and RESULTS_DAY_LINK_READERS (50) of the 500 connections write and
// follow links, the rest read pages; SLOW_KBPS (4) is a slow reader's pace.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { runServer } from "../lib/run-server.mjs";
import { startNginxProxy } from "./lib/nginx-proxy.mjs";
import { startPostgres } from "./lib/postgres.mjs";
import { runWrk, wrkInstalled } from "./lib/wrk.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3450);
const CONNECTIONS = 500;
const SLOW_READERS = 200;
const WRITERS = Number(process.env.RESULTS_DAY_WRITERS ?? 20);
const LINK_READERS = Number(process.env.RESULTS_DAY_LINK_READERS ?? 50);
const SLOW_KBPS = Number(process.env.SLOW_KBPS ?? 4);
const ADMIN_EVERY_MS = 5_000;
const HEALTH_EVERY_MS = 500;
const SETTLE_MS = 10_000;
const targets = { pagesP99Ms: 500, writesP99Ms: 1000, healthMs: 1000, memoryMb: 300 };
const pagePaths = ["/", "/mr", "/notices", "/mr/notices"];
const here = path.dirname(fileURLToPath(import.meta.url));

if (!wrkInstalled()) {
  console.error("wrk is not installed: apt-get install wrk");
  process.exit(1);
}

const admin = { username: "results-day-admin", password: crypto.randomBytes(18).toString("base64url") };
const runId = `${Date.now().toString(36)}${crypto.randomBytes(3).toString("hex")}`;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-results-day-"));

const post = (url, body, headers = {}) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

/** Applications and grievances filed before the load, whose links families then follow. */
async function fileSeedCases(proxyUrl, count) {
  const links = [];
  for (let n = 0; n < count; n++) {
    const address = { "x-forwarded-for": `10.250.${Math.floor(n / 256)}.${n % 256}` };
    const applied = await post(
      `${proxyUrl}/api/admissions/apply`,
      {
        name: `Seed Applicant ${n}`,
        email: `seed-${runId}-${n}@example.org`,
        mobile: `97${String(n).padStart(8, "0")}`,
        education: "12th Science (PCB)",
        tenthPercentage: 80,
        tenthPassingYear: 2022,
        tenthSchoolName: "Zilla Parishad School, Nashik",
        twelfthPercentage: 75,
        twelfthPassingYear: 2024,
        twelfthCollegeName: "KTHM College, Nashik",
      },
      address,
    );
    if (applied.status !== 201) throw new Error(`a seed application was refused: ${applied.status} ${await applied.text()}`);
    links.push((await applied.json()).receiptUrl);
    const filed = await post(
      `${proxyUrl}/api/grievances`,
      {
        name: `Seed Complainant ${n}`,
        email: `seed-grievance-${runId}-${n}@example.org`,
        mobile: `96${String(n).padStart(8, "0")}`,
        category: "examination",
        subject: "Result withheld",
        description: "My result is withheld although every fee is paid.",
        language: n % 2 ? "mr" : "en",
      },
      address,
    );
    if (filed.status !== 201) throw new Error(`a seed grievance was refused: ${filed.status} ${await filed.text()}`);
    links.push((await filed.json()).statusUrl);
  }
  return links;
}

/** Polls each target's /api/health every half second until stopped: the slowest answer and the failures (not 200, or past 1 s). */
function pollHealth(targetsByName) {
  const seen = Object.fromEntries(Object.keys(targetsByName).map((name) => [name, { polls: 0, maxMs: 0, failures: 0 }]));
  let stopped = false;
  const loops = Object.entries(targetsByName).map(async ([name, url]) => {
    while (!stopped) {
      const started = performance.now();
      let ok = false;
      try {
        const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        ok = response.status === 200;
      } catch {
        ok = false;
      }
      const ms = performance.now() - started;
      const record = seen[name];
      record.polls += 1;
      record.maxMs = Math.max(record.maxMs, ms);
      if (!ok || ms > targets.healthMs) record.failures += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, HEALTH_EVERY_MS - ms)));
    }
  });
  return async () => {
    stopped = true;
    await Promise.all(loops);
    return seen;
  };
}

/** Each instance's resident memory every second until stopped: the highest seen. */
function sampleMemory(instances) {
  const peaks = instances.map(() => 0);
  const timer = setInterval(() => instances.forEach((instance, i) => (peaks[i] = Math.max(peaks[i], instance.memoryMb()))), 1000);
  return () => {
    clearInterval(timer);
    return peaks;
  };
}

/** An administrator with the dashboard open, which loads its page and its figures every few seconds. */
function watchDashboard(proxyUrl, token) {
  const times = [];
  let failures = 0;
  let stopped = false;
  const requests = [
    ["/admin", {}],
    ["/api/auth/check", { authorization: `Bearer ${token}` }],
    ["/api/admin/admissions/figures", { authorization: `Bearer ${token}` }],
    ["/api/admin/grievances/figures", { authorization: `Bearer ${token}` }],
    ["/api/admin/backups", { authorization: `Bearer ${token}` }],
  ];
  const loop = (async () => {
    while (!stopped) {
      const round = performance.now();
      for (const [address, headers] of requests) {
        const started = performance.now();
        try {
          const response = await fetch(proxyUrl + address, { headers: { "accept-encoding": "br, gzip", "x-forwarded-for": "10.99.0.1", ...headers } });
          await response.arrayBuffer();
          if (response.status !== 200) failures += 1;
        } catch {
          failures += 1;
        }
        times.push(performance.now() - started);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, ADMIN_EVERY_MS - (performance.now() - round))));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    const sorted = times.sort((a, b) => a - b);
    return {
      requests: sorted.length,
      failures,
      p99Ms: sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? 0,
      past2s: sorted.filter((ms) => ms > 2000).length,
    };
  };
}

/** The slow readers, in a process of their own so their timers do not delay the health polls. */
function runSlowReaders(proxyUrl, paths) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, "slow-readers.mjs")], {
      env: { ...process.env, SLOW_URL: proxyUrl, SLOW_CONNECTIONS: String(SLOW_READERS), SLOW_SECONDS: String(SECONDS), SLOW_KBPS: String(SLOW_KBPS), SLOW_PATHS: paths.join(" ") },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("exit", (code) => {
      const line = out.split("\n").find((text) => text.startsWith("SLOW_REPORT "));
      if (code !== 0 || !line) reject(new Error(`the slow readers exited with ${code}: ${out}`));
      else resolve(JSON.parse(line.slice("SLOW_REPORT ".length)));
    });
  });
}

/** The acknowledged numbers of a run (from the writers' file) that the database does not hold. */
async function lostWrites(databaseUrl, acksFile) {
  const lines = fs.existsSync(acksFile) ? fs.readFileSync(acksFile, "utf8").split("\n").filter(Boolean) : [];
  const numbers = { application: [], grievance: [] };
  for (const line of lines) {
    const [kind, number] = line.split(" ");
    numbers[kind].push(number);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stored = async (table, column, wanted) =>
      new Set((await client.query(`select ${column} as number from ${table} where ${column} = any($1::text[])`, [wanted])).rows.map((row) => row.number));
    const applications = await stored("admission_applications", "application_number", numbers.application);
    const grievances = await stored("grievances", "grievance_number", numbers.grievance);
    return {
      applications: numbers.application.length,
      grievances: numbers.grievance.length,
      lost: [...numbers.application.filter((n) => !applications.has(n)), ...numbers.grievance.filter((n) => !grievances.has(n))],
    };
  } finally {
    await client.end();
  }
}

async function runDay({ name, slowReaders, proxyUrl, instances, databaseUrl, linksFile, token, assetPaths }) {
  const acksFile = path.join(workDir, `acks-${name.replace(/\W+/g, "-")}.txt`);
  const fast = CONNECTIONS - (slowReaders ? SLOW_READERS : 0);
  const pageReaders = fast - WRITERS - LINK_READERS;
  const env = { RESULTS_DAY_RUN: `${runId}-${slowReaders ? "slow" : "fast"}`, RESULTS_DAY_PATHS: pagePaths.join(" "), RESULTS_DAY_LINKS: linksFile, RESULTS_DAY_ACKS: acksFile };
  const none = { requests: 0, rps: 0, non2xx: 0, errors: 0, past2s: 0, p99Ms: 0 };
  const load = async (kind, connections) =>
    connections === 0 ? none : runWrk({ url: proxyUrl, connections, seconds: SECONDS, script: "results-day.lua", env: { ...env, RESULTS_DAY_KIND: kind } });

  for (const instance of instances) instance.resetPeakMemory();
  const stopHealth = pollHealth({ "instance 1": instances[0].url, "instance 2": instances[1].url, nginx: proxyUrl });
  const stopMemory = sampleMemory(instances);
  const stopDashboard = watchDashboard(proxyUrl, token);
  const started = performance.now();
  const [pages, links, writes, slow] = await Promise.all([
    load("pages", pageReaders),
    load("links", LINK_READERS),
    load("writes", WRITERS),
    slowReaders ? runSlowReaders(proxyUrl, [...pagePaths, ...assetPaths]) : undefined,
  ]);
  const loadSeconds = (performance.now() - started) / 1000;
  const dashboard = await stopDashboard();
  const health = await stopHealth();
  const during = stopMemory().map((sampled, i) => Math.max(sampled, instances[i].peakMemoryMb()));
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const after = instances.map((instance) => instance.memoryMb());
  const written = await lostWrites(databaseUrl, acksFile);
  return { name, loadSeconds, connections: { pages: pageReaders, links: LINK_READERS, writes: WRITERS, slow: slowReaders ? SLOW_READERS : 0 }, pages, links, writes, slow, dashboard, health, memory: { during, after }, written };
}

/** The script and style files the home page loads: what a phone downloads after the page. */
async function assetsOf(proxyUrl) {
  const html = await (await fetch(`${proxyUrl}/`)).text();
  return [...new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:css|js))"/g)].map((match) => match[1]))].slice(0, 4);
}

function printRun(run) {
  console.log(`\n${run.name} (the load lasted ${run.loadSeconds.toFixed(0)} s): ${run.connections.pages} page readers, ${run.connections.links} link readers, ${run.connections.writes} writers (wrk)${run.connections.slow ? `, ${run.connections.slow} slow readers at ${SLOW_KBPS} KB/s` : ""}, ${SECONDS} s`);
  const line = (cells) => cells.map((cell, i) => String(cell)[i === 0 ? "padEnd" : "padStart"]([24, 9, 8, 8, 7, 9, 9][i])).join(" ");
  console.log(line(["what", "answers", "req/s", "non-2xx", "errors", "past 2 s", "p99 ms"]));
  for (const [what, report] of [["pages (home, notices)", run.pages], ["links (receipt, status)", run.links], ["writes (apply, grievance)", run.writes]]) {
    console.log(line([what, report.requests, report.rps.toFixed(0), report.non2xx, report.errors, report.past2s, report.p99Ms.toFixed(0)]));
  }
  console.log(line(["admin dashboard", run.dashboard.requests, "", run.dashboard.failures, "", run.dashboard.past2s, run.dashboard.p99Ms.toFixed(0)]));
  if (run.slow) console.log(line(["slow readers (headers)", run.slow.answers, "", run.slow.non2xx, run.slow.errors, run.slow.past2s, run.slow.headersP99Ms.toFixed(0)]));
  console.log(
    `health: ${Object.entries(run.health).map(([name, seen]) => `${name} slowest ${seen.maxMs.toFixed(0)} ms, ${seen.failures} of ${seen.polls} failed or past 1 s`).join("; ")}`,
  );
  console.log(`memory: ${run.memory.during.map((mb, i) => `instance ${i + 1} ${mb} MB during, ${run.memory.after[i]} MB ${SETTLE_MS / 1000} s after`).join("; ")}`);
  console.log(`writes: ${run.written.applications} applications and ${run.written.grievances} grievances acknowledged, ${run.written.lost.length} of them missing from the database`);
}

function missedTargets(run) {
  const missed = [];
  for (const [what, report, p99Target] of [["pages", run.pages, targets.pagesP99Ms], ["links", run.links, targets.pagesP99Ms], ["writes", run.writes, targets.writesP99Ms]]) {
    if (report.non2xx || report.errors) missed.push(`${what}: ${report.non2xx} answers not 2xx, ${report.errors} socket errors or timeouts`);
    if (report.past2s) missed.push(`${what}: ${report.past2s} answers past 2 s`);
    if (report.p99Ms > p99Target) missed.push(`${what}: p99 ${report.p99Ms.toFixed(0)} ms > ${p99Target} ms`);
  }
  if (run.dashboard.failures || run.dashboard.past2s) missed.push(`admin dashboard: ${run.dashboard.failures} failures, ${run.dashboard.past2s} past 2 s`);
  if (run.slow && (run.slow.non2xx || run.slow.errors || run.slow.past2s)) missed.push(`slow readers: ${run.slow.non2xx} not 2xx, ${run.slow.errors} errors, ${run.slow.past2s} waited past 2 s for headers`);
  for (const [name, seen] of Object.entries(run.health)) if (seen.failures) missed.push(`health via ${name}: ${seen.failures} polls failed or past 1 s (slowest ${seen.maxMs.toFixed(0)} ms)`);
  run.memory.during.forEach((mb, i) => mb > targets.memoryMb && missed.push(`instance ${i + 1}: ${mb} MB during the load`));
  run.memory.after.forEach((mb, i) => mb > targets.memoryMb && missed.push(`instance ${i + 1}: ${mb} MB after the load`));
  if (run.written.lost.length) missed.push(`${run.written.lost.length} acknowledged writes lost: ${run.written.lost.slice(0, 5).join(", ")}…`);
  return missed.map((text) => `${run.name}: ${text}`);
}

// The instances' warnings and errors, kept for a look after the run.
const logDir = path.resolve("bench-results");
fs.mkdirSync(logDir, { recursive: true });
const logFileOf = (i) => path.join(logDir, `results-day-instance-${i + 1}.log`);
for (const i of [0, 1]) fs.rmSync(logFileOf(i), { force: true });

const database = startPostgres(BASE_PORT);
const instances = [];
let proxy;
try {
  for (const [i, port] of [BASE_PORT + 1, BASE_PORT + 2].entries()) {
    instances.push(
      await runServer({
        port,
        logFile: logFileOf(i),
        env: {
          DATABASE_URL: database.url,
          TRUST_PROXY: "2",
          ADMIN_USERNAME: admin.username,
          ADMIN_PASSWORD: admin.password,
          PUBLIC_URL: `http://127.0.0.1:${BASE_PORT + 3}`,
          // One instance writes the scheduled backups, as the README says of several.
          ...(i > 0 ? { BACKUP_EVERY_HOURS: "0" } : {}),
        },
      }),
    );
  }
  proxy = await startNginxProxy({ port: BASE_PORT + 3, upstreams: instances.map((instance) => instance.url.replace("http://", "")) });
  const login = await post(`${proxy.url}/api/auth/login`, admin, { "x-forwarded-for": "10.99.0.1" });
  if (login.status !== 200) throw new Error(`the administrator could not sign in: ${login.status} ${await login.text()}`);
  const { token } = await login.json();
  const linksFile = path.join(workDir, "links.txt");
  fs.writeFileSync(linksFile, (await fileSeedCases(proxy.url, 25)).join("\n") + "\n");
  const assetPaths = await assetsOf(proxy.url);
  // Warm-up: the first requests compile code paths and render what the instances then keep.
  await runWrk({ url: proxy.url, connections: 8, seconds: 2, script: "results-day.lua", env: { RESULTS_DAY_KIND: "pages", RESULTS_DAY_PATHS: pagePaths.join(" ") } });

  const context = { proxyUrl: proxy.url, instances, databaseUrl: database.url, linksFile, token, assetPaths };
  const runs = [];
  for (const [name, slowReaders] of [["fast readers", false], ["200 slow readers", true]]) {
    runs.push(await runDay({ name, slowReaders, ...context }));
    printRun(runs.at(-1));
  }

  const missed = runs.flatMap(missedTargets);
  const met = `0 errors, 0 past 2 s, 0 lost writes, p99 ≤ ${targets.pagesP99Ms} ms for pages and ≤ ${targets.writesP99Ms} ms for writes, health ≤ ${targets.healthMs} ms, ≤ ${targets.memoryMb} MB an instance`;
  console.log(missed.length ? `\nMissed targets (${met}):\n  ${missed.join("\n  ")}` : `\nAll targets met (${met}).`);
  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync("bench-results/results-day.json", JSON.stringify({ date: new Date().toISOString(), seconds: SECONDS, runs }, null, 2));
  const logged = [0, 1].map((i) => fs.readFileSync(logFileOf(i), "utf8").split("\n").filter(Boolean).length);
  console.log(`\nThe instances logged ${logged.join(" and ")} warnings and errors: ${logDir}/results-day-instance-*.log`);
  process.exitCode = missed.length ? 1 : 0;
} finally {
  await proxy?.stop();
  for (const instance of instances) await instance.stop();
  database.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
