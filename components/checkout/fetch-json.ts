// Client fetches to the BFF: JSON in, JSON out; a failure carries the server's (already translated) message.
export class BffError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
  }
}

export async function bff<T>(url: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? "GET",
      headers: { Accept: "application/json", ...(init.body !== undefined ? { "Content-Type": "application/json" } : {}) },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
  } catch {
    throw new BffError(0, null);
  }
  const data = (await response.json().catch(() => null)) as (T & { error?: unknown }) | null;
  if (!response.ok) throw new BffError(response.status, typeof data?.error === "string" ? data.error : null);
  return data as T;
}

/** A fresh key per order attempt: the same key is reused for retries of the same order. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
