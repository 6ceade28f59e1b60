// The Drizzle schema for the whole domain (spec 1–3 §3). Each file mirrors one SQL migration in
// product-api/migrations; tests/integration/product-api-schema.test.ts checks that they agree.
export * from "./schema/accounts";
export * from "./schema/vendors";
export * from "./schema/marketing";
export * from "./schema/orders";
export * from "./schema/social";
export * from "./schema/content";
export * from "./schema/account-links";
