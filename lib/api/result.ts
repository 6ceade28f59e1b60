// Saleor-style typed result: callers branch on ok, nothing throws strings.
export type ApiErrorKind = "network" | "timeout" | "http" | "validation";

export interface ApiError {
  kind: ApiErrorKind;
  status: number;
  /** The upstream message per the spec's extraction rule, or null when there is none. */
  message: string | null;
  /** Field errors for validation failures, when the upstream gave them. */
  fields?: Record<string, string[]>;
}

export type ApiResult<T> = { ok: true; data: T; status: number } | { ok: false; error: ApiError };

export const ok = <T>(data: T, status = 200): ApiResult<T> => ({ ok: true, data, status });
export const fail = <T = never>(error: ApiError): ApiResult<T> => ({ ok: false, error });
