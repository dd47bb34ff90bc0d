import { desc, eq, not } from "drizzle-orm";
import type { PublicTestimonial, Testimonial, TestimonialInput } from "../../../common/testimonial.schema";
import type { Database } from "../../platform/db/database-type";
import { testimonials } from "../../platform/db/schema";
import { isRecordId } from "../../platform/db/record-id";

type TestimonialRow = typeof testimonials.$inferSelect;

const toTestimonial = (row: TestimonialRow): Testimonial => ({
  _id: row.id,
  name: row.name,
  batch: row.batch,
  batchMr: row.batchMr,
  image: row.image,
  quote: row.quote,
  quoteMr: row.quoteMr,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

/** An id that is not a UUID names no record; asking the database would only fail. */

const newestFirst = [desc(testimonials.createdAt), desc(testimonials.id)];

export function createTestimonialsRepository(db: Database) {
  return {
    async listActiveTestimonials(): Promise<PublicTestimonial[]> {
      return db
        .select({
          _id: testimonials.id,
          name: testimonials.name,
          batch: testimonials.batch,
          batchMr: testimonials.batchMr,
          image: testimonials.image,
          quote: testimonials.quote,
          quoteMr: testimonials.quoteMr,
        })
        .from(testimonials)
        .where(eq(testimonials.isActive, true))
        .orderBy(...newestFirst);
    },

    async listTestimonials(): Promise<Testimonial[]> {
      const rows = await db.select().from(testimonials).orderBy(...newestFirst);
      return rows.map(toTestimonial);
    },

    async findTestimonial(id: string): Promise<Testimonial | null> {
      if (!isRecordId(id)) return null;
      const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id));
      return row ? toTestimonial(row) : null;
    },

    async createTestimonial(input: TestimonialInput & { isActive: boolean }): Promise<Testimonial> {
      const [row] = await db.insert(testimonials).values(input).returning();
      return toTestimonial(row!);
    },

    async updateTestimonial(id: string, input: TestimonialInput): Promise<Testimonial | null> {
      if (!isRecordId(id)) return null;
      const [row] = await db.update(testimonials).set(input).where(eq(testimonials.id, id)).returning();
      return row ? toTestimonial(row) : null;
    },

    async deleteTestimonial(id: string): Promise<Testimonial | null> {
      if (!isRecordId(id)) return null;
      const [row] = await db.delete(testimonials).where(eq(testimonials.id, id)).returning();
      return row ? toTestimonial(row) : null;
    },

    /** Flipped in the database itself, so two quick clicks cannot both read the same old value. */
    async toggleTestimonial(id: string): Promise<Testimonial | null> {
      if (!isRecordId(id)) return null;
      const [row] = await db
        .update(testimonials)
        .set({ isActive: not(testimonials.isActive) })
        .where(eq(testimonials.id, id))
        .returning();
      return row ? toTestimonial(row) : null;
    },
  };
}

export type TestimonialsRepository = ReturnType<typeof createTestimonialsRepository>;
