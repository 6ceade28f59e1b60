import { doublePrecision, timestamp } from "drizzle-orm/pg-core";

// Shared column shapes; the SQL in product-api/migrations is the source of truth, these mirror it.
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
export const createdAt = () => ts("created_at").notNull().defaultNow();
export const dbl = (name: string) => doublePrecision(name);
