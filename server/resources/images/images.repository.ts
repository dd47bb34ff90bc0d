import { desc, eq, sql } from "drizzle-orm";
import type { GalleryItem, ImageInput, ImageRecord, ImageSection } from "../../../common/image.schema";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "../../platform/db/database-type";
import { events, images, testimonials } from "../../platform/db/schema";
import { faculty, staff } from "../collections";
import { isRecordId } from "../../platform/db/record-id";

type ImageRow = typeof images.$inferSelect;

const toImage = (row: ImageRow): ImageRecord => ({
  _id: row.id,
  url: row.url,
  section: row.section as ImageSection,
  title: row.title,
  description: row.description,
  caption: row.caption,
  captionMr: row.captionMr,
  createdAt: row.createdAt.toISOString(),
});

/** An id that is not a UUID names no record; asking the database would only fail. */

export function createImagesRepository(db: Database) {
  return {
    async listImages(section: ImageSection): Promise<ImageRecord[]> {
      const rows = await db
        .select()
        .from(images)
        .where(eq(images.section, section))
        .orderBy(desc(images.createdAt), desc(images.id));
      return rows.map(toImage);
    },

    async listGallery(): Promise<GalleryItem[]> {
      return db
        .select({ url: images.url, caption: images.caption, captionMr: images.captionMr })
        .from(images)
        .where(eq(images.section, "gallery"))
        .orderBy(desc(images.createdAt), desc(images.id));
    },

    async createImage(input: ImageInput): Promise<ImageRecord> {
      const [row] = await db.insert(images).values(input).returning();
      return toImage(row!);
    },

    async deleteImage(id: string): Promise<ImageRecord | null> {
      if (!isRecordId(id)) return null;
      const [row] = await db.delete(images).where(eq(images.id, id)).returning();
      return row ? toImage(row) : null;
    },

    /** Whether any record still shows this picture: another image, a faculty or staff photo, a testimonial, an event. */
    async isUrlInUse(url: string): Promise<boolean> {
      const found = sql<number>`1`;
      const rows = await unionAll(
        db.select({ found }).from(images).where(eq(images.url, url)),
        db.select({ found }).from(faculty).where(eq(faculty.photo, url)),
        db.select({ found }).from(staff).where(eq(staff.photo, url)),
        db.select({ found }).from(testimonials).where(eq(testimonials.image, url)),
        db.select({ found }).from(events).where(sql`${url} = any(${events.images})`),
      ).limit(1);
      return rows.length > 0;
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
