import "server-only";
import { z } from "zod";

// Medusa-style: every server variable is parsed once; a bad value fails loudly at start.
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PRODUCT_API_URL: z.string().url().optional(),
  PRODUCT_API_PORT: z.coerce.number().int().positive().default(4000),
  PRODUCT_API_KEY: z.string().min(1).default("shijo-local-app-key"),
  LANDING_API_URL: z.string().url().optional(),
  LANDING_API_KEY: z.string().min(1).default("shijo-local-landing-key"),
  SESSION_SECRET: z.string().optional(),
  COOKIE_SECURE: z.enum(["true", "false"]).optional(),
  REDIS_URL: z.string().optional(),
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  PUBLIC_SITE_URL: z.string().url().optional(),
  /** Tests only (issue 29): push endpoints on loopback are accepted, for a local push service. Never set in production. */
  PUSH_TEST_ALLOW_LOOPBACK: z.enum(["0", "1"]).default("0"),
});

const parsed = schema.safeParse(process.env);
if (!parsed.success) {
  throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
}

export const env = parsed.data;

export const isProduction = env.NODE_ENV === "production";

export const cookieSecure = env.COOKIE_SECURE ? env.COOKIE_SECURE === "true" : isProduction;

export function productApiUrl(): string {
  const base = env.PRODUCT_API_URL ?? `http://127.0.0.1:${env.PRODUCT_API_PORT}/`;
  return base.endsWith("/") ? base : `${base}/`;
}

export function landingApiUrl(): string {
  const base = env.LANDING_API_URL ?? `${productApiUrl()}gateway/`;
  return base.endsWith("/") ? base : `${base}/`;
}
