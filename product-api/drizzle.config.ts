import { defineConfig } from "drizzle-kit";

// `npm run db:generate -w @shijo/product-api` (or `npx drizzle-kit generate` in product-api/): compares the
// Drizzle schema in src/db/schema with the last snapshot in migrations/meta and writes the next migration.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./migrations",
});
