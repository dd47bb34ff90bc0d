import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { fieldsWritableBy } from "../../../common/collection";
import { mayUse, roleNames } from "../../../common/roles";
import { identifyAdmin, registerAdminRoutes, signedInAs } from "../auth/admin-guard";
import type { AuthService } from "../auth/auth.service";
import { orNotFound, performWrite, writeAnswer, type RouteResource } from "../http/crud-routes";
import { forbidden, notFound } from "../http/http-error";
import { parseInput } from "../http/parse-input";
import { describeChange, recordName } from "../audit/change-summary";
import type { StoredRecord } from "./collection-repository";
import type { CollectionService, RecordChange } from "./collection-service";

const NameParamsSchema = z.object({ id: z.string() });

/** Which way a record moves in an order the clerk sets. */
export const MoveSchema = z.object({ direction: z.enum(["up", "down"], { error: "Direction must be up or down" }) });

type RouteTools = { service: CollectionService; resource: RouteResource };

/**
 * Routes a kind adds beside its generic ones: public reads (a list by section), and calls of its
 * part of the back office (a toggle, a move), registered behind the same guard.
 */
export type ExtraRoutes = {
  publicRoutes?: (app: FastifyInstance, tools: RouteTools) => void;
  adminRoutes?: (guarded: FastifyInstance, tools: RouteTools) => void;
};

/**
 * The calls of a collection, made from its declaration:
 * - `GET paths.public` — the public list, kept in the response cache (when it is the staff's list
 *   too, a signed-in account of the kind's part of the back office gets every record instead);
 * - `GET paths.public/:id` — one public record, when the declaration says so;
 * - `GET paths.staffList` — every record, for staff, when it is not the public list;
 * - `POST paths.admin/:id/move` `{direction}` — for a kind the clerk orders;
 * - behind the admin guard (the role check before the body is read): `POST paths.admin` (201),
 *   `PUT paths.admin/:id` (unless the kind is immutable), `DELETE paths.admin/:id` — or, for a
 *   singleton, `PUT paths.admin` —
 *   each through `performWrite`, so its activity entry is in the change's transaction.
 */
export function registerCollectionRoutes(app: FastifyInstance, service: CollectionService, auth: AuthService, extraRoutes: ExtraRoutes = {}) {
  const { collection } = service;
  const { paths, messages, abilities } = collection;
  const resource: RouteResource = { path: paths.admin, key: collection.key, noun: collection.noun, area: collection.area, messages };
  const nameOf = (request: FastifyRequest) => {
    const params = NameParamsSchema.safeParse(request.params);
    if (!params.success || !service.isRecordName(params.data.id)) throw notFound(messages.notFound);
    return params.data.id;
  };
  const tools: RouteTools = { service, resource };
  /**
   * The activity log's sentence for one write, where the kind's hooks have one of their own (the
   * settings name what changed): the write tells its change to `observe`, in its transaction.
   */
  const summaryOf = (action: "create" | "update" | "delete") => {
    let change: RecordChange | undefined;
    const observe = (observed: RecordChange) => {
      change = observed;
    };
    if (!service.hasOwnSummaries) return { observe, summary: undefined };
    const summary = (result: unknown) => (change && service.summarize(action, change)) ?? describeChange(action, collection.noun, result, (result as { _id?: string })._id);
    return { observe, summary };
  };
  /**
   * The body of a write, once it names only fields the account's role may write: a role limited
   * to some fields (the declaration's `limitedRoles`) naming another is refused whole, before
   * anything is checked or saved.
   */
  const bodyOf = (request: FastifyRequest) => {
    const { role } = signedInAs(request).admin;
    const granted = fieldsWritableBy(collection, role);
    const named = typeof request.body === "object" && request.body !== null ? Object.keys(request.body) : [];
    if (granted && !named.every((field) => granted.includes(field))) {
      throw forbidden(collection.limitedRoles!.refusal(roleNames[role], granted.map((field) => collection.fields[field]!.description.label)));
    }
    return request.body;
  };
  extraRoutes.publicRoutes?.(app, tools);
  const required = (message: string | undefined, name: string) => {
    if (!message) throw new Error(`${paths.admin} answers with the "${name}" message, but its declaration has none`);
    return message;
  };

  if (abilities.singleton) {
    if (paths.public) app.get(paths.public, { config: { publicCache: true } }, () => service.getSingleton());
    const updated = required(messages.updated, "updated");
    registerAdminRoutes(app, auth, collection.area, (guarded) => {
      guarded.put(paths.admin, async (request) => {
        const input = parseInput(collection.inputSchema, bodyOf(request));
        const { observe, summary } = summaryOf("update");
        const saved = await performWrite(request, { resource, action: "update", summary }, () => service.saveSingleton(input, observe));
        return writeAnswer(resource, updated, saved);
      });
      extraRoutes.adminRoutes?.(guarded, tools);
    });
    return;
  }

  if (paths.public && paths.staffList === paths.public) {
    // Public, but a signed-in account of the kind's part of the back office gets every record.
    app.get(paths.public, { onRequest: identifyAdmin(auth, mayUse[collection.area]), config: { publicCache: true } }, (request) =>
      request.admin ? service.listAll() : service.listPublic(request.query),
    );
  } else if (paths.public) {
    app.get(paths.public, { config: { publicCache: true } }, (request) => service.listPublic(request.query));
  }
  if (paths.public && paths.publicRecord) {
    app.get(`${paths.public}/:id`, { config: { publicCache: true } }, async (request) => orNotFound(resource, await service.findPublic(nameOf(request))));
  }

  const created = required(messages.created, "created");
  const updated = abilities.immutable ? undefined : required(messages.updated, "updated");
  const deleted = required(messages.deleted, "deleted");
  registerAdminRoutes(app, auth, collection.area, (guarded) => {
    if (paths.staffList && paths.staffList !== paths.public) guarded.get(paths.staffList, () => service.listAll());

    if (abilities.manualOrder) {
      const moved = required(messages.moved, "moved");
      guarded.post(`${paths.admin}/:id/move`, async (request) => {
        const id = nameOf(request);
        const { direction } = parseInput(MoveSchema, request.body);
        const summary = (record: StoredRecord) => `Moved the ${collection.noun} ${recordName(record) ?? id} ${direction}`;
        const record = await performWrite(request, { resource, action: "move", id, summary }, () => service.move(id, direction));
        return writeAnswer(resource, moved, orNotFound(resource, record));
      });
    }

    guarded.post(paths.admin, async (request, reply) => {
      const input = parseInput(collection.createSchema, bodyOf(request));
      const { observe, summary } = summaryOf("create");
      const record = await performWrite(request, { resource, action: "create", summary }, () => service.create(input, observe));
      return reply.status(201).send(writeAnswer(resource, created, record));
    });

    if (updated) {
      guarded.put(`${paths.admin}/:id`, async (request) => {
        const id = nameOf(request);
        const input = parseInput(collection.inputSchema, bodyOf(request));
        const { observe, summary } = summaryOf("update");
        const record = await performWrite(request, { resource, action: "update", id, summary }, () => service.update(id, input, observe));
        return writeAnswer(resource, updated, orNotFound(resource, record));
      });
    }

    guarded.delete(`${paths.admin}/:id`, async (request) => {
      const id = nameOf(request);
      const { observe, summary } = summaryOf("delete");
      orNotFound(resource, await performWrite(request, { resource, action: "delete", id, summary }, () => service.remove(id, observe)));
      return writeAnswer(resource, deleted);
    });

    extraRoutes.adminRoutes?.(guarded, tools);
  });
}
