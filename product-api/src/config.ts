// Every environment variable the local product API reads, parsed in one place (STYLE: Medusa-style env check).
export interface ApiConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appKey: string;
  landingKey: string;
  testEndpoints: boolean;
  /** Absolute base for image URLs; undefined means "the origin the request came in on". */
  publicUrl: string | undefined;
  /** Sink log lines and request logs (development only, never in tests or production). */
  log: boolean;
  /** HMAC key that signs the identity tokens login/facebook|google|apple accept here; unset = social login off. */
  socialTestIdentityKey: string | undefined;
  /** Storefront origin used in the links the API e-mails (password reset). */
  storefrontUrl: string;
  /** Bearer of GET /metrics (16+ characters); unset: /metrics answers 404 (issue 30). */
  metricsToken: string | undefined;
  /**
   * Bearer of the operator's publishing routes, POST /operator/blogs and /operator/promotions (16+ characters; issue
   * 29: what they publish is pushed to the accounts that want it). Unset: those routes answer 404.
   */
  operatorToken: string | undefined;
  /**
   * Issue 29, tests only: push endpoints on loopback are accepted (a local push service). Needs PUSH_TEST_ALLOW_LOOPBACK=1
   * and the test endpoints on, and is never on in production.
   */
  pushAllowLoopback: boolean;
  /** How often each instance looks for due pushes and advances the orders of customers with a device (ms). */
  pushPollMs: number;
  /** What the first start of an empty database seeds (SHIJO_SEED): the small demo world, or production shape (issue 26). */
  seedProfile: SeedProfile;
}

export const SEED_PROFILES = ["small", "large"] as const;
export type SeedProfile = (typeof SEED_PROFILES)[number];

/** SHIJO_SEED: unset or empty is "small"; anything but "small" or "large" stops the start with this message. */
export function parseSeedProfile(value: string | undefined): SeedProfile {
  const v = nonEmpty(value)?.toLowerCase();
  if (v === undefined) return "small";
  if ((SEED_PROFILES as readonly string[]).includes(v)) return v as SeedProfile;
  throw new Error(`SHIJO_SEED must be "small" (the default) or "large", not "${value}"`);
}

export const DEFAULTS = {
  port: 4000,
  host: "127.0.0.1",
  dataDir: ".data/pglite",
  appKey: "shijo-local-app-key",
  landingKey: "shijo-local-landing-key",
  storefrontUrl: "http://localhost:3000/",
} as const;

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() ? value.trim() : undefined;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return DEFAULTS.port;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PRODUCT_API_PORT is not a port: ${value}`);
  return port;
}

function withSlash(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}

export function loadConfig(env: Env = process.env): ApiConfig {
  const publicUrl = nonEmpty(env.PRODUCT_API_PUBLIC_URL);
  const testEndpoints = env.PRODUCT_API_TEST_ENDPOINTS === "1" || env.PRODUCT_API_TEST_ENDPOINTS === "true";
  return {
    port: parsePort(env.PRODUCT_API_PORT),
    host: nonEmpty(env.PRODUCT_API_HOST) ?? DEFAULTS.host,
    dataDir: nonEmpty(env.PRODUCT_API_DATA_DIR) ?? DEFAULTS.dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    appKey: nonEmpty(env.PRODUCT_API_KEY) ?? DEFAULTS.appKey,
    landingKey: nonEmpty(env.LANDING_API_KEY) ?? DEFAULTS.landingKey,
    testEndpoints,
    publicUrl: publicUrl ? withSlash(new URL(publicUrl).toString()) : undefined,
    log: (env.NODE_ENV ?? "development") === "development",
    socialTestIdentityKey: nonEmpty(env.SOCIAL_TEST_IDENTITY_KEY),
    storefrontUrl: withSlash(new URL(nonEmpty(env.PRODUCT_API_STOREFRONT_URL) ?? DEFAULTS.storefrontUrl).toString()),
    metricsToken: nonEmpty(env.METRICS_TOKEN),
    operatorToken: nonEmpty(env.OPERATOR_TOKEN),
    pushAllowLoopback: testEndpoints && env.PUSH_TEST_ALLOW_LOOPBACK === "1" && env.NODE_ENV !== "production",
    pushPollMs: parsePollSeconds(env.PUSH_POLL_SECONDS) * 1000,
    seedProfile: parseSeedProfile(env.SHIJO_SEED),
  };
}

function parsePollSeconds(value: string | undefined): number {
  const seconds = Number(value);
  return value !== undefined && value.trim() !== "" && Number.isFinite(seconds) && seconds >= 0.1 ? seconds : 5;
}

/** loadConfig for a command's start (`npm run api`, `npm run seed`): a setting that cannot be read (SHIJO_SEED=huge,
 * PRODUCT_API_PORT=http) stops the process with its message alone, no stack. */
export function loadConfigOrExit(env: Env = process.env): ApiConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    console.error(`product-api: ${(error as Error).message}`);
    process.exit(1);
  }
}
