import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Resource } from "../../../common/resource";
import { registerAdminRoutes } from "../auth/admin-guard";
import type { AuthService } from "../auth/auth.service";
import { describeChange } from "../audit/change-summary";
import { isRecordId } from "../db/record-id";
import { notFound } from "./http-error";
import { parseInput } from "./parse-input";

/** What the routes of a resource need of its descriptor (common/resource.ts). */
export type RouteResource = Pick<Resource, "path" | "key" | "noun" | "area" | "messages">;

/** Which text in a path's `:id` can name a record of a resource. */
export type IdRule = (id: string) => boolean;

const IdParamsSchema = z.object({ id: z.string() });

/**
 * The `:id` of a request, checked the one way every route checks it: text that cannot name a
 * record (by default anything but a record's `_id`) is the resource's 404 before a service runs.
 */
export function recordIdOf(request: FastifyRequest, resource: RouteResource, ids: IdRule = isRecordId): string {
  const params = IdParamsSchema.safeParse(request.params);
  if (!params.success || !ids(params.data.id)) throw notFound(resource.messages.notFound);
  return params.data.id;
}

/** A service's answer, or the resource's 404 when it found no such record (null or false). */
export function orNotFound<Result>(resource: RouteResource, result: Result | null | false): Result {
  if (result === null || result === false) throw notFound(resource.messages.notFound);
  return result;
}

/** The contract's answer to a successful write: `{ success, message }`, plus the record under the resource's key when there is one. */
export function writeAnswer(resource: RouteResource, message: string, record?: unknown) {
  return record === undefined ? { success: true, message } : { success: true, message, [resource.key]: record };
}

/**
 * One change asked of the API: of which resource, what (`create`, `update`, `delete`, `toggle`,
 * …), the `:id` it names, if any, and — for a change that is not a plain add, edit or delete —
 * the activity log's sentence for it ("Approved the application of Priya Patil").
 */
export type Change<Result> = {
  resource: RouteResource;
  action: string;
  id?: string;
  summary?: (result: Changed<Result>) => string;
};

/** A write's result when it changed something, or a read's when it found something: null or false mean there was no such record. */
type Changed<Result> = Exclude<Result, null | false>;

const changedSomething = <Result>(result: Result): result is Changed<Result> => result !== null && result !== false;

const idOf = (result: unknown) =>
  typeof result === "object" && result !== null && "_id" in result ? String(result._id) : undefined;

/**
 * Runs the service operation of one write request. Every admin write calls its service through
 * here, once, so what goes with each change is written in one place: the audit log's entry —
 * who, what, which record, in a sentence — in the same transaction as the change, so the entry is
 * there exactly when the change is (a refused or failed write rolls both back; a result of null or
 * false, no such record, changed nothing and leaves none), what the site search finds of the
 * kinds it indexes whole (server/platform/search/), and a log line naming the admin.
 */
export async function performWrite<Result>(request: FastifyRequest, change: Change<Result>, operation: () => Promise<Result>): Promise<Result> {
  const { transact, audit, search } = request.server.services;
  const { resource, action } = change;
  const username = request.admin?.username ?? null;
  let recordId: string | undefined;
  const result = await transact(async () => {
    const result = await operation();
    if (!changedSomething(result)) return result;
    recordId = idOf(result) ?? change.id;
    const summary = change.summary ? change.summary(result) : describeChange(action, resource.noun, result, recordId);
    await audit.record({ username, action, resource: resource.key, recordId, summary });
    // What the search finds of it is made again in the same transaction: findable on the next request.
    await search.changed(resource.key);
    return result;
  });
  if (changedSomething(result)) request.log.info({ resource: resource.key, action, recordId, admin: username }, "record changed");
  return result;
}

/**
 * One read of a record that holds personal data, by a member of staff: of which resource, the
 * `:id` it names, what the log calls it (`view` unless told: an export, a copy), and the activity
 * log's sentence for it, which names the record ("Viewed grievance GRV-2026-00012") and never
 * quotes what the record holds.
 */
export type Access<Result> = {
  resource: RouteResource;
  id: string;
  action?: string;
  summary: (result: Changed<Result>) => string;
};

/**
 * Runs the service operation of one staff read of personal data and leaves its trace, as
 * performWrite does for a change: an activity-log entry — who read which record, when — written
 * in one transaction with the read, so no answer leaves without its entry (if the entry cannot be
 * written, the read fails). A read that found nothing (null or false) leaves none.
 */
export async function performRead<Result>(request: FastifyRequest, access: Access<Result>, operation: () => Promise<Result>): Promise<Result> {
  const { transact, audit } = request.server.services;
  const { resource, id, action = "view" } = access;
  const username = request.admin?.username ?? null;
  return transact(async () => {
    const result = await operation();
    if (changedSomething(result)) await audit.record({ username, action, resource: resource.key, recordId: id, summary: access.summary(result) });
    return result;
  });
}

type CrudOperations<Item, Create extends z.ZodType, Update extends z.ZodType> = {
  auth: AuthService;
  /** Which `:id` names a record: by default its `_id` (people also accept their public id). */
  ids?: IdRule;
  /** Reads are public and kept in the response cache, unless only an admin may read. */
  reads?: "public" | "admin";
  list?: () => Promise<Item[]>;
  /** null when there is no such record. */
  get?: (id: string) => Promise<Item | null>;
  create?: { schema: Create; run: (input: z.output<Create>) => Promise<Item> };
  /** `run` answers null when there is no such record. */
  update?: { schema: Update; run: (id: string, input: z.output<Update>) => Promise<Item | null> };
  /** null or false when there was no such record to delete. */
  remove?: (id: string) => Promise<object | boolean | null>;
};

/** A message the resource must have because one of its routes answers with it. */
function messageFor(resource: RouteResource, name: "created" | "updated" | "deleted"): string {
  const message = resource.messages[name];
  if (!message) throw new Error(`${resource.path} has a route that answers with the "${name}" message, but no such message`);
  return message;
}

/**
 * The standard calls of one kind of record, the same for every resource, each registered when
 * its operation is given: `GET path` and `GET path/:id`, and behind the admin guard `POST path`
 * (201), `PUT path/:id` and `DELETE path/:id`. Each checks its `:id` and body with the shared
 * schemas, calls the service once and answers in the contract's words for `resource`.
 * Calls particular to a resource are registered beside it from the same pieces.
 */
export function registerCrudRoutes<Item, Create extends z.ZodType, Update extends z.ZodType>(
  app: FastifyInstance,
  resource: RouteResource,
  operations: CrudOperations<Item, Create, Update>,
) {
  const { auth, ids = isRecordId, reads = "public", list, get, create, update, remove } = operations;
  const collection = resource.path;
  const one = `${collection}/:id`;
  const idOfRequest = (request: FastifyRequest) => recordIdOf(request, resource, ids);
  // Checked here, so a resource without a message its routes answer with fails at start, not on a request.
  const created = create && messageFor(resource, "created");
  const updated = update && messageFor(resource, "updated");
  const deleted = remove && messageFor(resource, "deleted");

  function registerReads(scope: FastifyInstance, config: { publicCache?: boolean }) {
    if (list) scope.get(collection, { config }, () => list());
    if (get) scope.get(one, { config }, async (request) => orNotFound(resource, await get(idOfRequest(request))));
  }

  if (reads === "public") registerReads(app, { publicCache: true });

  registerAdminRoutes(app, auth, resource.area, (guarded) => {
    if (reads === "admin") registerReads(guarded, {});

    if (create && created) {
      guarded.post(collection, async (request, reply) => {
        const input = parseInput(create.schema, request.body);
        const record = await performWrite(request, { resource, action: "create" }, () => create.run(input));
        return reply.status(201).send(writeAnswer(resource, created, record));
      });
    }

    if (update && updated) {
      guarded.put(one, async (request) => {
        const id = idOfRequest(request);
        const input = parseInput(update.schema, request.body);
        const record = await performWrite(request, { resource, action: "update", id }, () => update.run(id, input));
        return writeAnswer(resource, updated, orNotFound(resource, record));
      });
    }

    if (remove && deleted) {
      guarded.delete(one, async (request) => {
        const id = idOfRequest(request);
        orNotFound(resource, await performWrite(request, { resource, action: "delete", id }, () => remove(id)));
        return writeAnswer(resource, deleted);
      });
    }
  });
}
