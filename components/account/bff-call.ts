"use client";

// The account screens' one way to call the BFF: JSON in, JSON out, the page's language in a header, and a network
// failure (or a non-JSON answer) turned into a message instead of an exception, so what the user typed stays.
export interface BffAnswer<T> {
  ok: boolean;
  status: number;
  data: T | null;
  /** The translated message the BFF gave, or the fallback. */
  error: string | null;
}

export async function callBff<T = Record<string, unknown>>(
  path: string,
  init: { method?: "GET" | "POST" | "PUT"; body?: unknown; locale: string; unreachable: string },
): Promise<BffAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: { "Content-Type": "application/json", Accept: "application/json", "x-shijo-locale": init.locale },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    return { ok: false, status: 0, data: null, error: init.unreachable };
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    /* an HTML error page from a proxy in between */
  }
  const record = json && typeof json === "object" ? (json as Record<string, unknown>) : null;
  if (response.ok) return { ok: true, status: response.status, data: record as T | null, error: null };
  const error = typeof record?.error === "string" && record.error ? record.error : init.unreachable;
  return { ok: false, status: response.status, data: record as T | null, error };
}
