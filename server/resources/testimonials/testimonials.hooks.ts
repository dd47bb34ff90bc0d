import { eq, not } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { testimonialCollection } from "../../../common/testimonial.collection";
import { columnOf, type StoredRecord } from "../../platform/collections/collection-repository";
import type { ExtraRoutes } from "../../platform/collections/collection-routes";
import type { CollectionHooks } from "../../platform/collections/collection-service";
import { orNotFound, performWrite, recordIdOf, writeAnswer } from "../../platform/http/crud-routes";

const { paths, messages } = testimonialCollection;

/** The toggle takes no body, but clients that label every request as JSON send an empty one. */
function acceptEmptyJsonBody(scope: FastifyInstance) {
  const parseJson = scope.getDefaultJsonParser("error", "error");
  scope.removeContentTypeParser("application/json");
  scope.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === "") done(null, undefined);
    else parseJson(request, text, done);
  });
}

/**
 * The public sees the active testimonials only; `PATCH <admin>/:id/toggle` (no body) shows a
 * hidden one or hides a shown one, flipped in the database itself, so two quick clicks cannot both
 * read the same old value.
 */
export const testimonialHooks: CollectionHooks & ExtraRoutes = {
  publicWhere: (table) => eq(columnOf(table, "isActive"), true),

  adminRoutes(guarded, { service, resource }) {
    guarded.register(async (scope) => {
      acceptEmptyJsonBody(scope);
      scope.patch(`${paths.admin}/:id/toggle`, async (request) => {
        const id = recordIdOf(request, resource, service.isRecordName);
        const { repository } = service;
        const summary = ({ isActive, name }: StoredRecord) => `${isActive ? "Showed" : "Hid"} the testimonial of ${String(name)} on the home page`;
        const toggled = await performWrite(request, { resource, action: "toggle", id, summary }, () =>
          repository.update(id, { isActive: not(columnOf(repository.table, "isActive")) }),
        );
        return writeAnswer(resource, messages.toggled, orNotFound(resource, toggled));
      });
    });
  },
};
