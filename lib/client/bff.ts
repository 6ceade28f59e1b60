// The browser's one way to call the BFF (app/api/*): JSON in and out, the page's language in a header, and every
// failure — an HTTP error, a network error, a body that is not JSON — turned into a typed value whose message is
// already in the user's language (the BFF translates), so a caller never shows a stack trace and loses nothing typed.

export type BffMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface BffInit {
  method?: BffMethod;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

export type BffResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      /** 0 when the network failed or the request was aborted. */
      status: number;
      /** The BFF's translated message; null when there was none (network, proxy page): use your fallback. */
      error: string | null;
      /** Per-field messages of a 400. */
      fieldErrors: Record<string, string[]>;
      /** The parsed error body, for routes that answer more than a message (e.g. a retry offer). */
      body: Record<string, unknown> | null;
    };

/** Thrown by `bff()` for TanStack Query, which wants a rejected promise. */
export class BffError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly body: Record<string, unknown> | null = null,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = "BffError";
  }
}

function pageLocale(): string | undefined {
  if (typeof document === "undefined") return undefined;
  const lang = document.documentElement.lang;
  return lang === "en" || lang === "sq" ? lang : undefined;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function fieldErrorsOf(body: Record<string, unknown> | null): Record<string, string[]> {
  const raw = asRecord(body?.fields ?? body?.errors);
  if (!raw) return {};
  const out: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(raw)) {
    const list = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === "string");
    if (list.length) out[key] = list;
  }
  return out;
}

/** Calls a BFF route and never throws. */
export async function bffRequest<T>(path: string, init: BffInit = {}): Promise<BffResult<T>> {
  const locale = pageLocale();
  const headers: Record<string, string> = { Accept: "application/json", ...init.headers };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  if (locale) headers["x-shijo-locale"] = locale;
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
      cache: "no-store",
      signal: init.signal,
    });
  } catch {
    return { ok: false, status: 0, error: null, fieldErrors: {}, body: null };
  }
  let json: unknown = null;
  try {
    json = response.status === 204 ? null : await response.json();
  } catch {
    /* an HTML error page from a proxy in between */
  }
  if (response.ok) return { ok: true, status: response.status, data: json as T };
  const body = asRecord(json);
  const error = typeof body?.error === "string" && body.error ? body.error : null;
  return { ok: false, status: response.status, error, fieldErrors: fieldErrorsOf(body), body };
}

/** Calls a BFF route and throws a BffError on failure: the queryFn / mutationFn form. */
export async function bff<T>(path: string, init: BffInit = {}): Promise<T> {
  const result = await bffRequest<T>(path, init);
  if (result.ok) return result.data;
  throw new BffError(result.status, result.error, result.fieldErrors, result.body);
}

/** The message to show for a failed call: the BFF's translated one, else the caller's translated fallback. */
export function bffErrorMessage(error: unknown, fallback: string): string {
  return error instanceof BffError && error.serverMessage ? error.serverMessage : fallback;
}
