import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { pageResource, publicPagesPath } from "../../../common/page.resource";
import { isPageKey, PageUpdateSchema, publishDraftSchema, type PageKey } from "../../../common/page.schema";
import { recordName } from "../../platform/audit/change-summary";
import { registerAdminRoutes, signedInAs } from "../../platform/auth/admin-guard";
import { orNotFound, performWrite, writeAnswer } from "../../platform/http/crud-routes";
import { notFound } from "../../platform/http/http-error";
import { parseInput } from "../../platform/http/parse-input";
import type { Services } from "../../services";

const resource = pageResource;

/**
 * What a page's save may weigh. The largest valid page — 50 sections of 20,000 characters in each
 * body and its Marathi twin — is about 2 MB of JSON in English letters, and about 4 MB when the
 * Marathi bodies are Devanagari (3 bytes a letter in UTF-8); the rest is room for JSON's escapes.
 * Every other JSON body stays within MAX_BODY_BYTES (server/platform/http/request-guards.ts).
 */
export const MAX_PAGE_BODY_BYTES = 8 * 1024 * 1024;

const KeyParamsSchema = z.object({ key: z.string() });
const VersionParamsSchema = z.object({ key: z.string(), versionId: z.string() });

/** The `:key` of a request when it names a page; the contract's 404 otherwise, before the body is looked at. */
function pageKeyOf(request: FastifyRequest): PageKey {
  const params = KeyParamsSchema.safeParse(request.params);
  if (!params.success || !isPageKey(params.data.key)) throw notFound(resource.messages.notFound);
  return params.data.key;
}

/**
 * The pages' words: `GET /api/pages` and `GET /api/pages/:key` (public, kept in the response
 * cache, which every save clears), and for an editor the save of a whole page, its earlier
 * versions and their restore, and a draft beside the page: saved, read, published now or at a
 * time, or discarded. Audit entries name the page's key as the record.
 */
export async function collegePagesRoutes(app: FastifyInstance, { services, now }: { services: Services; now: () => Date }) {
  const { pages } = services;

  app.get(publicPagesPath, { config: { publicCache: true } }, () => pages.listPages());
  app.get(`${publicPagesPath}/:key`, { config: { publicCache: true } }, async (request) =>
    orNotFound(resource, await pages.findPage(pageKeyOf(request))),
  );

  registerAdminRoutes(app, services.auth, resource.area, (guarded) => {
    guarded.put(`${resource.path}/:key`, { bodyLimit: MAX_PAGE_BODY_BYTES }, async (request) => {
      const key = pageKeyOf(request);
      const words = parseInput(PageUpdateSchema, request.body);
      const { username } = signedInAs(request).admin;
      const page = await performWrite(request, { resource, action: "update", id: key }, () => pages.savePage(key, words, username));
      return writeAnswer(resource, resource.messages.updated, orNotFound(resource, page));
    });

    guarded.put(`${resource.path}/:key/draft`, { bodyLimit: MAX_PAGE_BODY_BYTES }, async (request) => {
      const key = pageKeyOf(request);
      const words = parseInput(PageUpdateSchema, request.body);
      const { username } = signedInAs(request).admin;
      const draft = await performWrite(
        request,
        { resource, action: "draft", id: key, summary: (saved) => `Saved a draft of the page ${recordName(saved) ?? key}` },
        () => pages.saveDraft(key, words, username),
      );
      return { success: true, message: resource.messages.draftSaved, draft: orNotFound(resource, draft) };
    });

    guarded.get(`${resource.path}/:key/draft`, async (request) => {
      const draft = await pages.findDraft(pageKeyOf(request));
      if (!draft) throw notFound(resource.messages.draftNotFound);
      return draft;
    });

    guarded.post(`${resource.path}/:key/draft/publish`, async (request) => {
      const key = pageKeyOf(request);
      const { publishAt } = parseInput(publishDraftSchema(now()), request.body);
      const { username } = signedInAs(request).admin;
      if (publishAt) {
        const draft = await performWrite(
          request,
          { resource, action: "schedule", id: key, summary: (scheduled) => `Scheduled the draft of the page ${recordName(scheduled) ?? key} for ${publishAt}` },
          () => pages.scheduleDraft(key, new Date(publishAt), username),
        );
        if (!draft) throw notFound(resource.messages.draftNotFound);
        return { success: true, message: resource.messages.draftScheduled, draft };
      }
      const page = await performWrite(
        request,
        { resource, action: "publish", id: key, summary: (published) => `Published the draft of the page ${recordName(published) ?? key}` },
        () => pages.publishDraft(key, username),
      );
      if (!page) throw notFound(resource.messages.draftNotFound);
      return writeAnswer(resource, resource.messages.draftPublished, page);
    });

    guarded.delete(`${resource.path}/:key/draft`, async (request) => {
      const key = pageKeyOf(request);
      const draft = await performWrite(
        request,
        { resource, action: "discard", id: key, summary: (discarded) => `Discarded the draft of the page ${recordName(discarded) ?? key}` },
        () => pages.discardDraft(key),
      );
      if (!draft) throw notFound(resource.messages.draftNotFound);
      return { success: true, message: resource.messages.draftDiscarded };
    });

    guarded.get(`${resource.path}/:key/versions`, async (request) => orNotFound(resource, await pages.listVersions(pageKeyOf(request))));

    guarded.post(`${resource.path}/:key/versions/:versionId/restore`, async (request) => {
      const key = pageKeyOf(request);
      const { versionId } = parseInput(VersionParamsSchema, request.params);
      const { username } = signedInAs(request).admin;
      const page = await performWrite(
        request,
        { resource, action: "restore", id: key, summary: (restored) => `Restored an earlier version of the page ${recordName(restored) ?? key}` },
        () => pages.restoreVersion(key, versionId, username),
      );
      if (!page) throw notFound(resource.messages.versionNotFound);
      return writeAnswer(resource, resource.messages.restored, page);
    });
  });
}
