/**
 * Downloads that cost the server real work — a receipt's PDF, a spreadsheet of every application —
 * must not take the site from everyone else: a load balancer's health check keeps its answer
 * within 2 seconds meanwhile. Bounded in requests and in time; everything stays in this process.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { sampleApplication } from "../../tests/support/sample-application";

const APP_START_TIMEOUT = 120_000;
/** What a load balancer allows a health check, and more than twice what this machine needs for one. */
const HEALTH_ANSWERS_WITHIN_MS = 2_000;

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

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

/** Health checks one after the other, `pauseMs` apart: how long each took to answer, in ms. */
async function healthCheckTimes({ checks, pauseMs = 100 }: { checks: number; pauseMs?: number }): Promise<number[]> {
  const times: number[] = [];
  for (let check = 0; check < checks; check++) {
    const started = performance.now();
    const response = await get("/api/health");
    times.push(performance.now() - started);
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return times;
}

const describeTimes = (times: number[]) => `health answered in ${times.map(Math.round).join(", ")} ms`;

describe("receipts", () => {
  it("keep health answering while 40 clients download one receipt over and over", async () => {
    const { receiptUrl } = await submit();
    let running = true;
    const statuses: number[] = [];
    // 40 clients, each asking again as soon as it has its answer, at most 10 times.
    const clients = Array.from({ length: 40 }, async () => {
      for (let download = 0; download < 10 && running; download++) statuses.push((await get(receiptUrl)).statusCode);
    });
    const load = Promise.all(clients);
    const times = await healthCheckTimes({ checks: 5 }).finally(() => (running = false));
    await load;
    expect(Math.max(...times), describeTimes(times)).toBeLessThan(HEALTH_ANSWERS_WITHIN_MS);
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it("keep health answering while 40 families download their own receipts at once, and every receipt arrives", { timeout: 60_000 }, async () => {
    const receipts: string[] = [];
    for (let family = 0; family < 40; family++) receipts.push((await submit()).receiptUrl);
    const downloads = Promise.all(receipts.map((url) => get(url)));
    const times = await healthCheckTimes({ checks: 3 });
    const answers = await downloads;
    expect(Math.max(...times), describeTimes(times)).toBeLessThan(HEALTH_ANSWERS_WITHIN_MS);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(200));
    expect(answers.every((answer) => answer.rawPayload.subarray(0, 5).toString() === "%PDF-")).toBe(true);
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
