import type { PublicTestimonial, Testimonial, TestimonialInput } from "../../../common/testimonial.schema";
import type { ImagesService } from "../images/images.service";
import type { TestimonialsRepository } from "./testimonials.repository";

/** Alumni testimonials; write operations answer null when there is no such testimonial. */
export function createTestimonialsService(
  repository: TestimonialsRepository,
  images: Pick<ImagesService, "releaseImage">,
) {
  return {
    /** What the public site shows, newest first. */
    listActiveTestimonials(): Promise<PublicTestimonial[]> {
      return repository.listActiveTestimonials();
    },

    listTestimonials(): Promise<Testimonial[]> {
      return repository.listTestimonials();
    },

    createTestimonial(input: TestimonialInput): Promise<Testimonial> {
      return repository.createTestimonial({ ...input, isActive: input.isActive ?? true });
    },

    async updateTestimonial(id: string, input: TestimonialInput): Promise<Testimonial | null> {
      const before = await repository.findTestimonial(id);
      if (!before) return null;
      const updated = await repository.updateTestimonial(id, input);
      if (updated && before.image !== updated.image) await images.releaseImage(before.image);
      return updated;
    },

    async deleteTestimonial(id: string): Promise<Testimonial | null> {
      const deleted = await repository.deleteTestimonial(id);
      if (deleted) await images.releaseImage(deleted.image);
      return deleted;
    },

    toggleTestimonial(id: string): Promise<Testimonial | null> {
      return repository.toggleTestimonial(id);
    },
  };
}

export type TestimonialsService = ReturnType<typeof createTestimonialsService>;
