import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { adminHeaders, expect } from "./fixtures";

/**
 * What the admin screen specs share. Tests run side by side against one server, so every record
 * a test makes carries a random tag and is removed afterwards.
 */

export const uniqueTag = () => randomBytes(4).toString("hex");

/** A small PNG of a random colour: a new picture (and stored file name) for every call. */
export async function uniquePng(): Promise<Buffer> {
  const [r, g, b] = randomBytes(3);
  return sharp({ create: { width: 96, height: 72, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

/** Text dressed up as a PNG: the browser believes the name, the server reads the bytes. */
export const textFileNamedPng = {
  name: "not-really-a-photo.png",
  mimeType: "image/png",
  buffer: Buffer.from("This is a plain text file, not a picture.\n"),
};

/** The JSON API as the admin, for setting up and cleaning up around what a test does in the browser. */
export async function adminApi(page: Page) {
  const headers = await adminHeaders(page.request);
  return {
    async get<T>(path: string): Promise<T> {
      const response = await page.request.get(path, { headers });
      expect(response.status(), `GET ${path}`).toBe(200);
      return (await response.json()) as T;
    },
    async post<T>(path: string, data: unknown): Promise<T> {
      const response = await page.request.post(path, { headers, data });
      expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(201);
      return (await response.json()) as T;
    },
    async put<T>(path: string, data: unknown): Promise<T> {
      const response = await page.request.put(path, { headers, data });
      expect(response.status(), `PUT ${path}: ${await response.text()}`).toBe(200);
      return (await response.json()) as T;
    },
    /** Deletes every record of `listPath` that `matches`; used to clean up after a test, pass or fail. */
    async deleteWhere<T extends { _id: string }>(listPath: string, itemPath: (id: string) => string, matches: (item: T) => boolean) {
      const response = await page.request.get(listPath, { headers });
      if (!response.ok()) return;
      for (const item of ((await response.json()) as T[]).filter(matches)) {
        await page.request.delete(itemPath(item._id), { headers });
      }
    },
  };
}

/**
 * Answers "Delete" to the question every delete asks first, after checking it names the right
 * record: a clerk must see what is about to go before it goes.
 */
export async function confirmDelete(page: Page, question: string) {
  const dialog = page.getByRole("alertdialog", { name: "Please confirm" });
  await expect(dialog).toContainText(question);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
}

/** A toast (role status) with exactly this text. */
export const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
