import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "./context";
import { t, type Lang } from "./i18n";
import { invalid } from "./respond";

// Every body and query is parsed with zod; a bad one is a 422 with field errors in the user's language, never a 500.
type Issue = z.core.$ZodRawIssue;

function message(lang: Lang, issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined || issue.input === null ? t(lang, "required") : t(lang, "invalidType");
    case "invalid_format":
      return t(lang, issue.format === "email" ? "emailFormat" : "invalidFormat");
    case "too_small":
      if (issue.origin === "string" && Number(issue.minimum) <= 1) return t(lang, "required");
      return t(lang, issue.origin === "string" ? "tooShort" : "tooSmall", { n: Number(issue.minimum) });
    case "too_big":
      return t(lang, issue.origin === "string" ? "tooLong" : "tooBig", { n: Number(issue.maximum) });
    case "invalid_value":
    case "invalid_union":
      return t(lang, "invalidValue");
    default:
      return t(lang, "invalidValue");
  }
}

export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "body";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown, lang: Lang) {
  return schema.safeParse(input, { error: (issue) => message(lang, issue) });
}

async function readJson(c: Context<AppEnv>): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    return { ok: true, value: await c.req.parseBody().catch(() => ({})) };
  }
  const text = await c.req.text();
  if (!text.trim()) return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The parsed body, or the 422 response to return. */
export async function readBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S> | Response> {
  const lang = c.get("lang");
  const raw = await readJson(c);
  if (!raw.ok) return invalid(c, { body: [t(lang, "invalidJson")] });
  const parsed = parseWith(schema, raw.value, lang);
  return parsed.success ? parsed.data : invalid(c, fieldErrors(parsed.error));
}

export function readQuery<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.output<S> | Response {
  const parsed = parseWith(schema, c.req.query(), c.get("lang"));
  return parsed.success ? parsed.data : invalid(c, fieldErrors(parsed.error));
}
