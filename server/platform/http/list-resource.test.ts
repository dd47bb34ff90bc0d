import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { desc } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { date, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { describeFields } from "../../../common/fields";
import type { AuditRecord } from "../audit/audit.service";
import type { AuthService } from "../auth/auth.service";
import type { Services } from "../../services";
import type { Database } from "../db/database-type";
import { createTableRepository } from "../db/table-repository";
import { registerErrorHandling } from "./error-handler";
import { defineListResource, registerListRoutes } from "./list-resource";

/**
 * A list resource made from nothing but its description and its table, on a database of its
 * own: the answers every list resource gives (list-resources.ts), each real one's API test checks
 * the same through the whole app.
 */

const circulars = pgTable("circulars", {
  id: uuid("id").primaryKey().defaultRandom(),
  // The columns in another order than the fields: the answers keep the fields' order.
  date: date("date", { mode: "string" }).notNull(),
  title: text("title").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

const circularFields = describeFields({ title: { label: "Title", max: 20 }, date: { label: "Date", input: "date" } });
const circularList = defineListResource({
  name: "circulars",
  resource: {
    path: "/api/admin/circulars",
    key: "circular",
    noun: "circular",
    area: "content",
    messages: { notFound: "Circular not found", created: "Circular added", updated: "Circular updated", deleted: "Circular deleted" },
  },
  publicPath: "/api/circulars",
  fields: circularFields,
  schema: z.object({
    title: z.string({ error: "Title is required" }).min(1, "Title is required").max(20, "Title must be at most 20 characters"),
    date: z.iso.date("Date must be a real date written YYYY-MM-DD"),
  }),
  table: circulars,
  order: (table) => [desc(table.date), desc(table.createdAt)],
});

const ADMIN_TOKEN = "admin-token";
/** Signs in exactly one admin, by one token; the guard itself is tested with the real service in auth.test.ts. */
const auth = {
  authenticate: async (token: string) =>
    token === ADMIN_TOKEN ? { admin: { _id: randomUUID(), username: "clerk", role: "editor" }, sessionId: randomUUID() } : null,
} as unknown as AuthService;
const asAdmin = { authorization: `Bearer ${ADMIN_TOKEN}` };

let client: PGlite;
let app: FastifyInstance;
const audited: AuditRecord[] = [];
beforeAll(async () => {
  client = new PGlite();
  await client.exec(`CREATE TABLE circulars (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), date date NOT NULL, title text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
  const db = drizzle({ client }) as unknown as Database;
  app = Fastify();
  registerErrorHandling(app);
  // What performWrite needs of the services: the whole app's tests check the real audit log and its transaction.
  const services = { transact: (work: () => Promise<unknown>) => work(), audit: { record: async (entry: AuditRecord) => void audited.push(entry) } };
  app.decorate("services", services as unknown as Services);
  const repository = createTableRepository(db, { table: circulars, fields: ["title", "date"], order: circularList.order });
  registerListRoutes(app, circularList, repository, auth);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await client.close();
});

const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, headers: object = asAdmin) =>
  app.inject({ method, url, payload, headers: headers as Record<string, string> });

describe("a list resource", () => {
  it("adds, lists in its order, edits and deletes records, answering _id then the fields in their order", async () => {
    const older = await send("POST", "/api/admin/circulars", { title: "Older", date: "2026-01-05" });
    expect(older.statusCode).toBe(201);
    expect(older.body).toBe(`{"success":true,"message":"Circular added","circular":{"_id":"${older.json().circular._id}","title":"Older","date":"2026-01-05"}}`);
    const newer = (await send("POST", "/api/admin/circulars", { title: "Newer", date: "2026-02-01" })).json().circular;
    expect((await send("GET", "/api/circulars", undefined, {})).json().map((each: { title: string }) => each.title)).toEqual(["Newer", "Older"]);

    const edited = await send("PUT", `/api/admin/circulars/${newer._id}`, { title: "Moved", date: "2025-12-01" });
    expect(edited.json()).toEqual({ success: true, message: "Circular updated", circular: { _id: newer._id, title: "Moved", date: "2025-12-01" } });
    expect((await send("GET", "/api/circulars", undefined, {})).json().map((each: { title: string }) => each.title)).toEqual(["Older", "Moved"]);

    expect((await send("DELETE", `/api/admin/circulars/${newer._id}`)).json()).toEqual({ success: true, message: "Circular deleted" });
    expect(audited.map(({ action, resource }) => `${action} ${resource}`)).toEqual(["create circular", "create circular", "update circular", "delete circular"]);
  });

  it("answers the descriptor's 404 for a record that is not there, or an id that names none", async () => {
    for (const id of [randomUUID(), "not-an-id"]) {
      expect((await send("PUT", `/api/admin/circulars/${id}`, { title: "Any", date: "2026-01-01" })).json()).toEqual({ success: false, message: "Circular not found" });
      expect((await send("DELETE", `/api/admin/circulars/${id}`)).statusCode).toBe(404);
    }
  });

  it("refuses a body its schema refuses with a 400 naming the fields, and writes only behind the admin guard", async () => {
    const refused = await send("POST", "/api/admin/circulars", { title: "", date: "2026-02-30" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(["Title is required", "Date must be a real date written YYYY-MM-DD"]);
    expect((await send("POST", "/api/admin/circulars", { title: "Anyone", date: "2026-01-01" }, {})).statusCode).toBe(401);
  });
});
