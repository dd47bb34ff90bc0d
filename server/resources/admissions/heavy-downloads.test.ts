/**
 * Downloads that cost the server real work — a receipt's PDF, a spreadsheet of every application —
 * must not take the site from everyone else: a load balancer's health check, which allows about
 * 2 seconds, is answered meanwhile. Bounded in requests; everything stays in this process.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { sampleApplication } from "../../../tests/support/sample-application";

const APP_START_TIMEOUT = 120_000;
/**
 * The work the server may do for others while a health check waits: half of what a load balancer
 * allows, and several times what it does once downloads no longer crowd health out. Measured as
 * the server's CPU time rather than the clock's, so a machine busy with other programs (tests run
 * beside others) stretches the wait without failing the test; measured in an idle server, the
 * wait is this CPU time.
 */
const HEALTH_WAITS_FOR_AT_MOST_MS = 1_000;

/**
 * The CPU time of this thread, which runs the server's JavaScript, in ms: on Linux from
 * /proc/thread-self/stat (user and system time, fields 14 and 15, in ticks of 10 ms), since Vitest
 * runs test files in threads of one process and the process's time counts the other files' work
 * too. Elsewhere the process's time, which may overstate it, never understate it.
 */
function serverCpuMs(): number {
  try {
    const stat = fs.readFileSync("/proc/thread-self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, APP_START_TIMEOUT);
afterAll(async () => {
  await t?.close();
});

let applicants = 0;
/** One more application, from an address of its own so the per-address limit never answers. */
async function submit(overrides: Record<string, unknown> = {}) {
  const index = ++applicants;
  const response = await t.app.inject({
    method: "POST",
    url: "/api/admissions/apply",
    payload: { ...sampleApplication, email: `applicant${index}@load.example`, ...overrides },
    remoteAddress: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { applicationNumber: string; receiptUrl: string };
}

/**
 * Stores `count` applications of the sample family's details at once, numbered in `year` (one that
 * no submission uses), rather than applying for each one, which costs some 13 ms of the server's
 * work: what an export is tested on is how many there are.
 */
async function storeApplications(count: number, year: number) {
  const family = sampleApplication;
  await t.app.database.execute(sql`
    INSERT INTO admission_applications (name, email, mobile, education, tenth_percentage, tenth_passing_year, tenth_school_name,
      twelfth_percentage, twelfth_passing_year, twelfth_college_name, application_number, academic_year, receipt_token_hash)
    SELECT 'Applicant ' || i, 'bulk' || i || '@load.example', ${family.mobile}, ${family.education}, ${family.tenthPercentage},
      ${family.tenthPassingYear}, ${family.tenthSchoolName}, ${family.twelfthPercentage}, ${family.twelfthPassingYear},
      ${family.twelfthCollegeName}, ${`GIP-${year}-`} || lpad(i::text, 5, '0'), ${`${year}-${year + 1}`}, md5(${`${year}-`} || i)
    FROM generate_series(1, ${count}) AS i`);
  applicants += count;
}

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = "127.0.0.1") => t.app.inject({ method: "GET", url, headers, remoteAddress });

type HealthCheck = { waitedMs: number; serverWorkMs: number };

/**
 * Health checks one after the other, `pauseMs` apart: how long each waited, and the server's work
 * meanwhile. `ask` sends one and answers its status (through app.inject unless told).
 */
async function healthChecks({
  checks,
  pauseMs = 100,
  ask = async () => (await get("/api/health")).statusCode,
}: {
  checks: number;
  pauseMs?: number;
  ask?: () => Promise<number>;
}): Promise<HealthCheck[]> {
  const measured: HealthCheck[] = [];
  for (let check = 0; check < checks; check++) {
    const started = performance.now();
    const cpuBefore = serverCpuMs();
    const status = await ask();
    measured.push({ waitedMs: performance.now() - started, serverWorkMs: serverCpuMs() - cpuBefore });
    expect(status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return measured;
}

function expectHealthAnsweredPromptly(measured: HealthCheck[]) {
  const report = measured.map(({ waitedMs, serverWorkMs }) => `${Math.round(waitedMs)} ms (${Math.round(serverWorkMs)} ms of work)`);
  expect(Math.max(...measured.map((check) => check.serverWorkMs)), `health answered in ${report.join(", ")}`).toBeLessThan(
    HEALTH_WAITS_FOR_AT_MOST_MS,
  );
}

describe("receipts", () => {
  it("keep health answering while 40 clients download one receipt over and over", { timeout: 120_000 }, async () => {
    // Another receipt first: the PDF library is loaded once per server, not a cost of this burst.
    expect((await get((await submit()).receiptUrl)).statusCode).toBe(200);
    const { receiptUrl } = await submit();
    let running = true;
    const statuses: number[] = [];
    // 40 clients, each asking again as soon as it has its answer, at most 10 times.
    const clients = Array.from({ length: 40 }, async () => {
      for (let download = 0; download < 10 && running; download++) statuses.push((await get(receiptUrl)).statusCode);
    });
    const load = Promise.all(clients);
    const measured = await healthChecks({ checks: 3 }).finally(() => (running = false));
    await load;
    expectHealthAnsweredPromptly(measured);
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it("keep health answering while 40 families download their own receipts at once, and every receipt arrives", { timeout: 120_000 }, async () => {
    const receipts: string[] = [];
    for (let family = 0; family < 40; family++) receipts.push((await submit()).receiptUrl);
    const downloads = Promise.all(receipts.map((url, family) => get(url, {}, `198.51.100.${family}`)));
    const measured = await healthChecks({ checks: 3 });
    const answers = await downloads;
    expectHealthAnsweredPromptly(measured);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(200));
    expect(answers.every((answer) => answer.rawPayload.subarray(0, 5).toString() === "%PDF-")).toBe(true);
  });

  it("are drawn for other families while one address asks for 60 different receipts at once, and health keeps answering", { timeout: 120_000 }, async () => {
    const flood: string[] = [];
    for (let receipt = 0; receipt < 60; receipt++) flood.push((await submit()).receiptUrl);
    const families: string[] = [];
    for (let family = 0; family < 5; family++) families.push((await submit()).receiptUrl);

    const flooded = Promise.all(flood.map((url) => get(url, {}, "203.0.113.99")));
    const theirs = Promise.all(families.map((url, family) => get(url, {}, `192.0.2.${family + 1}`)));
    const measured = await healthChecks({ checks: 3 });
    const [floodAnswers, familyAnswers] = await Promise.all([flooded, theirs]);
    expectHealthAnsweredPromptly(measured);
    expect(familyAnswers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const refused = floodAnswers.filter((answer) => answer.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.json()).toEqual({ success: false, message: expect.stringContaining("try again in a minute") });
    expect(floodAnswers.every((answer) => answer.statusCode === 200 || answer.statusCode === 503)).toBe(true);
  });

  it("come out the same for repeated downloads, and anew once the details change", async () => {
    const answer = await submit({ name: "Snehal Gaikwad" });
    const first = (await get(answer.receiptUrl)).rawPayload;
    const again = (await get(answer.receiptUrl)).rawPayload;
    expect(again.equals(first)).toBe(true);

    const list = (await get("/api/admin/admissions", await t.adminHeaders())).json() as { _id: string; applicationNumber: string }[];
    const record = list.find((application) => application.applicationNumber === answer.applicationNumber)!;
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/admin/admissions/${record._id}`,
      payload: { name: "Snehal R. Gaikwad" },
      headers: await t.adminHeaders(),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = (await get(answer.receiptUrl)).rawPayload;
    expect(edited.equals(first)).toBe(false);
    expect(edited.toString("latin1")).toContain("%PDF-");
  });
});

describe("the applications export", () => {
  const EXPORTED_ROWS = 600;
  beforeAll(() => storeApplications(EXPORTED_ROWS - applicants, 2089), 120_000);

  const exportUrl = (format: "csv" | "xlsx") => `/api/admin/admissions/export?format=${format}`;

  it("sends the Excel file as it is written, with its header frozen and filtered and its cells typed", async () => {
    const response = await get(exportUrl("xlsx"), await t.adminHeaders());
    expect(response.statusCode).toBe(200);
    // Streamed: the length is not known when sending starts.
    expect(response.headers["content-length"]).toBeUndefined();
    expect(response.headers["transfer-encoding"]).toBe("chunked");

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(applicants + 1);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const last = sheet.getRow(applicants + 1);
    const cell = (name: string) => last.getCell(header.indexOf(name) + 1);
    expect(cell("Application number").value).toMatch(/^GIP-\d{4}-\d{5}$/);
    expect(cell("10th percentage").value).toBe(sampleApplication.tenthPercentage);
    expect(cell("12th passing year").value).toBe(sampleApplication.twelfthPassingYear);
    expect(cell("Application date").value).toBeInstanceOf(Date);
    expect(cell("Application date").numFmt).toBe("dd-mm-yyyy hh:mm");
  });

  it("writes two exports at once, lets two wait and answers the rest 503, while health keeps answering", async () => {
    const headers = await t.adminHeaders();
    const exports = Promise.all(Array.from({ length: 10 }, (_, index) => get(exportUrl(index % 2 ? "csv" : "xlsx"), headers)));
    const measured = await healthChecks({ checks: 3, pauseMs: 50 });
    const answers = await exports;
    expectHealthAnsweredPromptly(measured);

    const refused = answers.filter((answer) => answer.statusCode === 503);
    const sent = answers.filter((answer) => answer.statusCode === 200);
    expect(refused.length + sent.length).toBe(10);
    // Two written and two waiting: at least four of ten asked at once get their file.
    expect(sent.length).toBeGreaterThanOrEqual(4);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) {
      expect(answer.json()).toEqual({ success: false, message: expect.stringContaining("try again in a minute") });
    }
    const isCsv = (answer: (typeof answers)[number]) => String(answer.headers["content-type"]).startsWith("text/csv");
    for (const answer of sent.filter(isCsv)) {
      expect(answer.body.trim().split("\r\n")).toHaveLength(applicants + 1);
    }
    for (const answer of sent.filter((answer) => !isCsv(answer))) {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]!.rowCount).toBe(applicants + 1);
    }

    // Every slot came back: the next export is written.
    expect((await get(exportUrl("xlsx"), headers)).statusCode).toBe(200);
  });
});

describe("CSV exports over the network", () => {
  const ROWS = 5_000;
  let port = 0;
  beforeAll(async () => {
    await storeApplications(ROWS, 2090);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  }, 120_000);

  /** A GET over a socket of its own, as a browser sends it: the status, and the body's length (read and dropped). */
  const fetchOver = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; bytes: number }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, headers }, (response) => {
          let bytes = 0;
          response.on("data", (chunk: Buffer) => (bytes += chunk.length));
          response.on("end", () => resolve({ status: response.statusCode!, bytes }));
        })
        .on("error", reject);
    });

  // Over sockets, as the 20 arrive in a browser's or a script's order: each one's file was once
  // written whole in one task, its slot given back before it was sent, so all 20 ran one after the
  // other and health waited behind them (5.3 s of the server's work here).
  it("write two files at once, let two wait and answer the rest 503, while health keeps answering", { timeout: 120_000 }, async () => {
    const headers = await t.adminHeaders();
    const exports = Promise.all(Array.from({ length: 20 }, () => fetchOver("/api/admin/admissions/export?format=csv", headers)));
    const measured = await healthChecks({ checks: 3, pauseMs: 50, ask: async () => (await fetchOver("/api/health")).status });
    const answers = await exports;
    expectHealthAnsweredPromptly(measured);
    const sent = answers.filter((answer) => answer.status === 200);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(sent.length).toBeLessThanOrEqual(4);
    expect(answers.filter((answer) => answer.status === 503)).toHaveLength(20 - sent.length);
    // Every file sent is whole: the header and a line per application.
    const whole = (await fetchOver("/api/admin/admissions/export?format=csv", headers)).bytes;
    expect(new Set(sent.map((answer) => answer.bytes))).toEqual(new Set([whole]));
  });
});
