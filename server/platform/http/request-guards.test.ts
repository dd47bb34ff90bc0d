import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const MB = 1024 * 1024;

type StreamedPost = { status: number; bytesSent: number; body: string };

/**
 * Posts up to `totalBytes` of form data in 64 KiB chunks, with or without declaring the length,
 * and stops sending as soon as the server answers: what a hostile client does, minus the patience.
 */
function streamPost(path: string, totalBytes: number, { declareLength }: { declareLength: boolean }): Promise<StreamedPost> {
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const headers: Record<string, string | number> = { "content-type": "application/x-www-form-urlencoded" };
    if (declareLength) headers["content-length"] = totalBytes;
    const request = http.request({ host: "127.0.0.1", port, path, method: "POST", headers }, (response) => {
      answered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => (body += text));
      response.on("end", () => {
        request.destroy();
        resolve({ status: response.statusCode!, bytesSent, body });
      });
    });
    // The server may close the connection while we are still sending: that is its right.
    request.on("error", (error) => (answered ? undefined : reject(error)));
    const pump = () => {
      while (!answered && bytesSent < totalBytes) {
        bytesSent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!answered) request.end();
    };
    request.write("name=");
    pump();
  });
}

const health = async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).status;

describe("request bodies are capped before they are buffered", () => {
  for (const path of ["/apply-now", "/login", "/api/admissions/apply"]) {
    it(`refuses a 200 MB post to ${path} that declares its length, without reading it`, async () => {
      const answer = await streamPost(path, 200 * MB, { declareLength: true });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ success: false });
      expect(answer.bytesSent).toBeLessThan(50 * MB);
      expect(await health()).toBe(200);
    });
  }

  it("refuses a 200 MB post to /apply-now sent in chunks without a length, with memory bounded", async () => {
    const heapBefore = process.memoryUsage().heapUsed;
    const answer = await streamPost("/apply-now", 200 * MB, { declareLength: false });
    expect(answer.status).toBe(413);
    expect(answer.bytesSent).toBeLessThan(50 * MB);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * MB);
    expect(await health()).toBe(200);
  });

  it("still accepts an ordinary form post", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/apply-now",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:80" },
      payload: "name=Priya",
    });
    expect(response.statusCode).not.toBe(413);
  });

  it("refuses an image upload that declares more than the file limit", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/images/upload",
      headers: { ...(await t.adminHeaders()), "content-type": "multipart/form-data; boundary=x", "content-length": String(50 * MB) },
      payload: "--x--",
    });
    expect(response.statusCode).toBe(413);
  });
});

describe("paths that start with two slashes are never another site", () => {
  it("redirects a page request to the single-slash path on this site", async () => {
    for (const path of ["//evil.example/", "/\\evil.example/apply-now", "///evil.example/about"]) {
      // A raw request: fetch and inject would tidy the path before it is sent.
      const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http.get({ host: "127.0.0.1", port, path }, resolve).on("error", reject),
      );
      response.resume();
      expect(response.statusCode, path).toBe(301);
      expect(response.headers.location, path).toMatch(/^\/[^/\\]/);
    }
  });

  it("refuses a form post to //evil.example/apply-now from that site, and stores nothing", async () => {
    const before = await t.app.inject({ method: "GET", url: "/api/admin/admissions", headers: await t.adminHeaders() });
    const response = await t.app.inject({
      method: "POST",
      url: "//evil.example/apply-now",
      headers: { origin: "http://evil.example", "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ name: "Priya Patil", email: "priya.evil@example.com" }).toString(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
    const after = await t.app.inject({ method: "GET", url: "/api/admin/admissions", headers: await t.adminHeaders() });
    expect(after.json()).toHaveLength(before.json().length);
  });
});

describe("every error answers the contract's shape", () => {
  it("answers a malformed URL with {success:false, message} and does not echo it", async () => {
    for (const url of ["/api/admin/faculty/%c0%ae", "/%c0%ae", "/api/%"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      const body = response.json();
      expect(Object.keys(body).sort(), url).toEqual(["message", "success"]);
      expect(body.success).toBe(false);
      expect(response.body).not.toContain("%c0");
      expect(response.body).not.toContain("FST_");
    }
  });

  it("answers a request Node cannot parse with the same shape", async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = new net.Socket();
      let received = "";
      socket.on("data", (data) => (received += data.toString()));
      socket.on("close", () => resolve(received));
      socket.on("error", reject);
      socket.connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n"));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(raw.slice(raw.indexOf("\r\n\r\n") + 4))).toEqual({ success: false, message: expect.any(String) });
  });
});
