import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "./context";
import { t, type MessageKey } from "./i18n";

// Error bodies: { error } for one error, 422 { message, errors: { field: [msg] } } for validation.
export function fail(c: Context<AppEnv>, status: ContentfulStatusCode, key: MessageKey) {
  return c.json({ error: t(c.get("lang") ?? "sq", key) }, status);
}

export function invalid(c: Context<AppEnv>, errors: Record<string, string[]>) {
  return c.json({ message: t(c.get("lang") ?? "sq", "validationFailed"), errors }, 422);
}
