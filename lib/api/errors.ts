// spec 1 §8: a string is used as is; otherwise the first error or message in the body;
// fallback is the generic message. Pure, shared by the BFF and tests.
export const GENERIC_ERROR = "Unexpected error occurred. Please contact your system admin.";

export function extractErrorMessage(body: unknown): string | null {
  if (typeof body === "string") return body.trim() ? body : null;
  if (!body || typeof body !== "object") return null;
  const record = body as Record<string, unknown>;
  const errors = record.errors;
  if (Array.isArray(errors) && errors.length > 0) {
    const first = firstString(errors[0]);
    if (first) return first;
  }
  if (errors && typeof errors === "object" && !Array.isArray(errors)) {
    const first = firstString(Object.values(errors as Record<string, unknown>)[0]);
    if (first) return first;
  }
  for (const key of ["error", "message"] as const) {
    const found = firstString(record[key]);
    if (found) return found;
  }
  return null;
}

function firstString(value: unknown): string | null {
  if (typeof value === "string") return value.trim() ? value : null;
  if (Array.isArray(value)) return value.length ? firstString(value[0]) : null;
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    return firstString(record.message) ?? firstString(record.error);
  }
  return null;
}
