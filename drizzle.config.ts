import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // The platform's tables, and the collections' tables made from their declarations.
  schema: ["./server/platform/db/schema.ts", "./server/resources/collections.ts"],
  out: "./server/platform/db/migrations",
});
