import type { FastifyInstance } from "fastify";
import { TestimonialInputSchema, type Testimonial } from "../../../common/testimonial.schema";
import { allTestimonialsPath, testimonialResource } from "../../../common/testimonial.resource";
import { registerAdminRoutes } from "../../platform/auth/admin-guard";
import { orNotFound, performWrite, recordIdOf, registerCrudRoutes, writeAnswer } from "../../platform/http/crud-routes";
import type { Services } from "../../services";

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

export async function testimonialsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { testimonials } = services;
  const resource = testimonialResource;
  app.get(resource.path, { config: { publicCache: true } }, async () => testimonials.listActiveTestimonials());

  registerCrudRoutes(app, resource, {
    auth: services.auth,
    create: { schema: TestimonialInputSchema, run: testimonials.createTestimonial },
    update: { schema: TestimonialInputSchema, run: testimonials.updateTestimonial },
    remove: testimonials.deleteTestimonial,
  });

  registerAdminRoutes(app, services.auth, resource.area, (guarded) => {
    guarded.get(allTestimonialsPath, async () => testimonials.listTestimonials());

    guarded.register(async (toggle) => {
      acceptEmptyJsonBody(toggle);
      toggle.patch(`${resource.path}/:id/toggle`, async (request) => {
        const id = recordIdOf(request, resource);
        const change = {
          resource,
          action: "toggle",
          id,
          summary: ({ isActive, name }: Testimonial) => `${isActive ? "Showed" : "Hid"} the testimonial of ${name} on the home page`,
        };
        const testimonial = await performWrite(request, change, () => testimonials.toggleTestimonial(id));
        return writeAnswer(resource, resource.messages.toggled, orNotFound(resource, testimonial));
      });
    });
  });
}
