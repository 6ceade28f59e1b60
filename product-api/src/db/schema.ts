// The Drizzle schema for the whole domain (spec 1–3 §3), the source of the SQL migrations: drizzle-kit generates
// product-api/migrations from it; tests/integration/product-api-schema.test.ts fails when a change was not generated.
export * from "./schema/accounts";
export * from "./schema/vendors";
export * from "./schema/marketing";
export * from "./schema/orders";
export * from "./schema/social";
export * from "./schema/content";
export * from "./schema/account-links";
export * from "./schema/group-orders";
export * from "./schema/push";
