import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { TestimonialInputSchema } from "../../common/testimonial.schema";
import { requireAdmin } from "../auth/admin-guard";
import { notFound } from "../http/http-error";
import { parseInput } from "../http/parse-input";
import type { Services } from "../services";

const IdParamsSchema = z.object({ id: z.string() });
const NOT_FOUND = "Testimonial not found";

export async function testimonialsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get("/api/testimonials", { config: { publicCache: true } }, async () => services.testimonials.listActiveTestimonials());

  app.register(async (guarded) => {
    guarded.addHook("onRequest", requireAdmin(services.auth));

    guarded.get("/api/testimonials/admin", async () => services.testimonials.listTestimonials());

    guarded.post("/api/testimonials", async (request, reply) => {
      const input = parseInput(TestimonialInputSchema, request.body);
      const testimonial = await services.testimonials.createTestimonial(input);
      return reply.status(201).send({ success: true, message: "Testimonial added successfully", testimonial });
    });

    guarded.put("/api/testimonials/:id", async (request) => {
      const { id } = parseInput(IdParamsSchema, request.params);
      const input = parseInput(TestimonialInputSchema, request.body);
      const testimonial = await services.testimonials.updateTestimonial(id, input);
      if (!testimonial) throw notFound(NOT_FOUND);
      return { success: true, message: "Testimonial updated successfully", testimonial };
    });

    guarded.delete("/api/testimonials/:id", async (request) => {
      const { id } = parseInput(IdParamsSchema, request.params);
      const testimonial = await services.testimonials.deleteTestimonial(id);
      if (!testimonial) throw notFound(NOT_FOUND);
      return { success: true, message: "Testimonial deleted successfully" };
    });

    guarded.register(async (toggle) => {
      // The toggle takes no body, but clients that label every request as JSON send an empty one.
      const parseJson = toggle.getDefaultJsonParser("error", "error");
      toggle.removeContentTypeParser("application/json");
      toggle.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
        const text = body.toString();
        if (text.trim() === "") done(null, undefined);
        else parseJson(request, text, done);
      });

      toggle.patch("/api/testimonials/:id/toggle", async (request) => {
        const { id } = parseInput(IdParamsSchema, request.params);
        const testimonial = await services.testimonials.toggleTestimonial(id);
        if (!testimonial) throw notFound(NOT_FOUND);
        return { success: true, message: "Testimonial status updated successfully", testimonial };
      });
    });
  });
}
