import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { AuditRecord } from "../audit/audit.service";
import type { AuthService } from "../auth/auth.service";
import type { Services } from "../../services";
import { registerCrudRoutes, type RouteResource } from "./crud-routes";
import { registerErrorHandling } from "./error-handler";

/**
 * The helper on its own, with a resource kept in a Map: what every resource built on it answers.
 * The real resources' API tests check the same answers through the whole app and database.
 */

const notes: RouteResource = {
  path: "/api/admin/notes",
  key: "note",
  noun: "note",
  area: "content",
  messages: { notFound: "Note not found", created: "Note added", updated: "Note updated", deleted: "Note deleted" },
};
const NoteSchema = z.object({ text: z.string({ error: "Text is required" }).min(1, "Text is required") });
type Note = { _id: string; text: string };

const ADMIN_TOKEN = "admin-token";
/** Signs in exactly one admin, by one token; the guard itself is tested with the real service in auth.test.ts. */
const auth = {
  authenticate: async (token: string) =>
    token === ADMIN_TOKEN ? { admin: { _id: randomUUID(), username: "clerk", role: "editor" }, sessionId: randomUUID() } : null,
} as unknown as AuthService;
const asAdmin = { authorization: `Bearer ${ADMIN_TOKEN}` };

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

/** An app with the notes routes; `calls` records which ids reached the service. */
async function notesApp(options: { reads?: "public" | "admin" } = {}) {
  const stored = new Map<string, Note>();
  const calls: string[] = [];
  const logLines: Record<string, unknown>[] = [];
  app = Fastify({
    logger: {
      level: "info",
      stream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    },
  });
  registerErrorHandling(app);
  // What performWrite needs of the services: the whole app's tests check the real audit log and its transaction.
  const audited: AuditRecord[] = [];
  const services = {
    transact: (work: () => Promise<unknown>) => work(),
    audit: { record: async (entry: AuditRecord) => void audited.push(entry) },
    search: { changed: async () => {} },
  };
  app.decorate("services", services as unknown as Services);
  registerCrudRoutes(app, notes, {
    auth,
    reads: options.reads,
    list: async () => [...stored.values()],
    get: async (id) => (calls.push(id), stored.get(id) ?? null),
    create: {
      schema: NoteSchema,
      run: async (input) => {
        const note = { _id: randomUUID(), ...input };
        stored.set(note._id, note);
        return note;
      },
    },
    update: {
      schema: NoteSchema,
      run: async (id, input) => {
        calls.push(id);
        if (!stored.has(id)) return null;
        stored.set(id, { _id: id, ...input });
        return stored.get(id)!;
      },
    },
    remove: async (id) => (calls.push(id), stored.delete(id)),
  });
  await app.ready();
  return { calls, logLines, audited };
}

const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, headers = asAdmin) =>
  app.inject({ method, url, payload, headers });

describe("the CRUD routes of a resource", () => {
  it("answers create, read, update and delete in the contract's shape", async () => {
    await notesApp();
    const created = await send("POST", notes.path, { text: "first" });
    expect(created.statusCode).toBe(201);
    const note = created.json().note as Note;
    expect(created.json()).toEqual({ success: true, message: "Note added", note: { _id: expect.any(String), text: "first" } });

    expect((await send("GET", `${notes.path}/${note._id}`, undefined, {} as typeof asAdmin)).json()).toEqual(note);
    expect((await send("PUT", `${notes.path}/${note._id}`, { text: "second" })).json()).toEqual({
      success: true,
      message: "Note updated",
      note: { _id: note._id, text: "second" },
    });
    expect((await send("DELETE", `${notes.path}/${note._id}`)).json()).toEqual({ success: true, message: "Note deleted" });
    expect((await send("GET", notes.path)).json()).toEqual([]);
  });

  it("answers the resource's 404 for an id that cannot name a record, without asking the service", async () => {
    const { calls } = await notesApp();
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      for (const id of ["42", "not-a-uuid", "%27%20OR%201%3D1"]) {
        const response = await send(method, `${notes.path}/${id}`, method === "PUT" ? { text: "x" } : undefined);
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json()).toEqual({ success: false, message: "Note not found" });
      }
    }
    expect(calls).toEqual([]);

    const unknown = randomUUID();
    expect((await send("DELETE", `${notes.path}/${unknown}`)).json()).toEqual({ success: false, message: "Note not found" });
    expect(calls).toEqual([unknown]);
  });

  it("answers 400 naming each problem with the body, and 401 to writes without an admin", async () => {
    await notesApp();
    const invalid = await send("POST", notes.path, {});
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ success: false, message: expect.any(String), errors: ["Text is required"] });

    for (const headers of [{}, { authorization: "Bearer forged" }]) {
      const response = await send("POST", notes.path, { text: "x" }, headers as typeof asAdmin);
      expect(response.statusCode).toBe(401);
    }
  });

  it("keeps the reads behind the admin guard when only an admin may read", async () => {
    await notesApp({ reads: "admin" });
    expect((await send("GET", notes.path, undefined, {} as typeof asAdmin)).statusCode).toBe(401);
    expect((await send("GET", notes.path)).statusCode).toBe(200);
  });

  it("records each change with the admin who made it in the audit log and the log, and nothing for a refused one", async () => {
    const { logLines, audited } = await notesApp();
    const note = (await send("POST", notes.path, { text: "logged" })).json().note as Note;
    await send("DELETE", `${notes.path}/${note._id}`);
    await send("DELETE", `${notes.path}/${note._id}`);

    const changes = logLines.filter((line) => line.msg === "record changed");
    expect(changes).toEqual([
      expect.objectContaining({ resource: "note", action: "create", recordId: note._id, admin: "clerk" }),
      expect.objectContaining({ resource: "note", action: "delete", recordId: note._id, admin: "clerk" }),
    ]);
    expect(audited).toEqual([
      { username: "clerk", action: "create", resource: "note", recordId: note._id, summary: `Added the note ${note._id}` },
      { username: "clerk", action: "delete", resource: "note", recordId: note._id, summary: `Deleted the note ${note._id}` },
    ]);
  });

  it("refuses to register a write whose answer has no message", () => {
    app = Fastify();
    const withoutMessages = { ...notes, messages: { notFound: "Note not found" } };
    expect(() => registerCrudRoutes(app, withoutMessages, { auth, remove: async () => true })).toThrow(/"deleted" message/);
  });
});
