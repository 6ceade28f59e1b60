import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";

// Issue 10: the storefront's one logger (server only: pino never reaches the browser bundle). JSON lines on stdout,
// one request id per request (proxy.ts sets it, bffRoute runs the handler inside `withRequestId`), and no personal
// data or secrets: the session token, Authorization and cookies, passwords, card fields, e-mail, phone, names and
// addresses are censored by key at any depth, and error objects are reduced to their type, message and code (an
// upstream error's headers, request or config never reach a log line).

export const CENSOR = "[Redacted]";

/**
 * Keys censored wherever they appear, compared in lower case without `-`/`_` (so `Set-Cookie`, `set_cookie` and
 * `setCookie` are one key). A key that contains one of PARTS is censored too.
 */
const SENSITIVE_KEYS = new Set([
  "authorization", "proxyauthorization", "cookie", "cookies", "setcookie", "token", "accesstoken", "refreshtoken",
  "idtoken", "bearer", "session", "sessionid", "secret", "apikey", "appkey", "password", "passwordconfirmation",
  "card", "cardnumber", "number", "pan", "cvc", "cvv", "cvc2", "expiry", "expirydate", "expmonth", "expyear",
  "email", "phone", "phonenumber", "mobile", "name", "firstname", "lastname", "fullname", "personname",
  "customername", "username", "holder", "cardholder", "address", "addresses", "formattedaddress", "street",
  "streetaddress", "building", "apartment", "floor", "latitude", "longitude", "lat", "lng", "iban", "code", "otp",
  "verificationcode",
]);
const SENSITIVE_PARTS = ["password", "token", "secret", "cookie", "authorization", "email", "phone", "address", "cvc", "cvv", "cardnumber"];

/** pino `redact` paths for the same keys where they usually sit: top level, and one or two objects down. */
export const REDACT_PATHS = [
  "authorization", "Authorization", "cookie", "Cookie", '["set-cookie"]', "token", "accessToken", "access_token",
  "refreshToken", "refresh_token", "password", "new_password", "current_password", "password_confirmation",
  "card", "card_number", "cardNumber", "number", "cvc", "cvv", "expiry", "email", "phone", "full_name", "address",
].flatMap((key) => {
  const path = key.startsWith("[") ? key : `.${key}`;
  return [path.replace(/^\./, ""), `*${path}`, `*.*${path}`];
});

function normalise(key: string): string {
  return key.toLowerCase().replace(/[-_\s]/g, "");
}

export function isSensitiveKey(key: string): boolean {
  const k = normalise(key);
  return SENSITIVE_KEYS.has(k) || SENSITIVE_PARTS.some((part) => k.includes(part));
}

/** Secrets and personal data that can hide inside free text (an upstream message, an error's message). */
export function scrubText(text: string): string {
  return text
    .replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, `$1 ${CENSOR}`)
    .replace(/[^\s@"'<>(),;:/\\]+@[^\s@"'<>(),;:/\\]+\.[A-Za-z]{2,}/g, CENSOR)
    .replace(/(?<!\d)(?:\d[ -]?){12,18}\d(?!\d)/g, CENSOR)
    .replace(/(?<![\d+])\+?355[ -]?\d{2}[ -]?\d{3}[ -]?\d{3,4}(?!\d)/g, CENSOR)
    // Issue 28: a group order's code is its link's only secret (ADR 0020), in a page path or an upstream path.
    .replace(/(^|[/\s"'])(group(?:-orders)?\/)[A-Za-z0-9_-]{24}(?![A-Za-z0-9_-])/g, `$1$2${CENSOR}`);
}

const MAX_DEPTH = 6;

/** A copy of a log object fit to be written: sensitive keys censored, errors reduced, text scrubbed, depth capped. */
export function sanitise(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object") return value;
  if (seen.has(value)) return "[Circular]";
  if (depth >= MAX_DEPTH) return "[Object]";
  seen.add(value);
  if (value instanceof Error) return safeError(value, depth, seen);
  // Headers, Requests, Responses, Maps and the like carry what must not be logged; none is useful as a log field.
  if (typeof Headers !== "undefined" && value instanceof Headers) return "[Headers]";
  if (typeof Request !== "undefined" && value instanceof Request) return "[Request]";
  if (typeof Response !== "undefined" && value instanceof Response) return "[Response]";
  if (value instanceof Map || value instanceof Set) return `[${value.constructor.name}]`;
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => sanitise(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = isSensitiveKey(key) ? CENSOR : sanitise(item, depth + 1, seen);
  }
  return out;
}

/** An error as logged: its type, scrubbed message, code/status and stack, and its cause the same way. Nothing else. */
function safeError(error: Error, depth: number, seen: WeakSet<object>): Record<string, unknown> {
  const record = error as Error & { code?: unknown; status?: unknown; cause?: unknown };
  const out: Record<string, unknown> = { type: error.name, message: scrubText(error.message) };
  if (typeof record.code === "string" || typeof record.code === "number") out.code = record.code;
  if (typeof record.status === "number") out.status = record.status;
  if (error.stack) out.stack = scrubText(error.stack);
  if (record.cause !== undefined) out.cause = sanitise(record.cause, depth + 1, seen);
  return out;
}

const requestIds = new AsyncLocalStorage<string>();

/** Runs `fn` with `requestId` attached to every log line written inside it (bffRoute does this per request). */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return requestIds.run(requestId, fn);
}

export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

/** A logger with the storefront's options; `destination` lets tests capture what would be written. */
export function createLogger(options: { destination?: DestinationStream; level?: string } = {}): Logger {
  const level = options.level ?? process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info");
  const config: LoggerOptions = {
    level,
    base: { service: "storefront", pid: process.pid },
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    mixin: () => {
      const requestId = requestIds.getStore();
      return requestId ? { requestId } : {};
    },
    formatters: {
      // Runs on every logged object before it is serialised: the deep pass `redact` paths cannot make.
      log: (object) => sanitise(object) as Record<string, unknown>,
    },
    // Errors are already reduced by `sanitise`; pino's own serializer would copy every enumerable field back.
    serializers: { err: (error: unknown) => error },
    hooks: {
      // Messages are scrubbed too: `log.warn("…%s", upstreamMessage)` must not write an e-mail or a token either.
      logMethod(args, method) {
        const scrubbed = args.map((arg) => (typeof arg === "string" ? scrubText(arg) : arg));
        // `log.error(error)` alone: pino would take the error's raw message as the line's message.
        if (scrubbed.length === 1 && scrubbed[0] instanceof Error) scrubbed.push(scrubText(scrubbed[0].message));
        method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  };
  return options.destination ? pino(config, options.destination) : pino(config);
}

/** The storefront's logger. `log.child({ area: "bff" })` names the part of the app a line comes from. */
export const log: Logger = createLogger();
