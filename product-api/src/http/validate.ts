import { zValidator } from "@hono/zod-validator";
import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import type { AppEnv } from "./context";
import { t, type Lang } from "./i18n";
import { invalid } from "./respond";

// Every body and query is validated by @hono/zod-validator with a zod schema: `validJson(schema)` / `validQuery(schema)` on the
// route, `c.req.valid("json" | "query")` in the handler. A bad one is a 422 with field errors in the user's language
// (the one hook below, shared by all routes), never a 500.
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

/** safeParse with messages in `lang` (a message a schema sets itself still wins). */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown, lang: Lang) {
  return schema.safeParse(input, { error: (issue) => message(lang, issue) });
}

/**
 * zValidator's hook for every route: on failure, the 422 `{ message, errors: { field: [...] } }` in the request's
 * language. zValidator parsed without a language; the hook parses the same input again with the translating error
 * map (only on failure), so the field errors are those parseWith gives.
 */
function hookFor(schema: z.ZodType) {
  return (result: { success: boolean; data: unknown }, c: Context<AppEnv>) => {
    if (result.success) return;
    const lang = c.get("lang");
    const localized = parseWith(schema, result.data, lang);
    return invalid(c, localized.success ? { body: [t(lang, "invalidValue")] } : fieldErrors(localized.error));
  };
}

type LocalizedHook = ReturnType<typeof hookFor>;

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Hono's json validator answers a malformed or empty JSON body with a 400 of its own. Read first: malformed JSON is
 * our 422 (`errors.body`), an empty body is `{}`. A body without a JSON content type is `{}` to the validator, as
 * Hono reads it.
 */
async function readJsonFirst(c: Context<AppEnv>): Promise<Response | undefined> {
  const type = (c.req.header("content-type") ?? "").split(";")[0].trim();
  if (!JSON_TYPE.test(type)) return;
  const text = await c.req.text();
  // c.req.json() (what the validator calls) parses the cached text: an empty body is cached as "{}".
  // (Hono's type says the cache holds strings; it holds the promises of raw.text() and the like.)
  if (!text.trim()) (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve("{}");
  else {
    try {
      JSON.parse(text);
    } catch {
      return invalid(c, { body: [t(c.get("lang"), "invalidJson")] });
    }
  }
}

/** The route's JSON body, validated: `app.post(path, validJson(schema), (c) => c.req.valid("json"))`. */
export function validJson<S extends z.ZodType>(schema: S) {
  const validate = zValidator<S, "json", AppEnv, string, LocalizedHook>("json", schema, hookFor(schema));
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => (await readJsonFirst(c)) ?? validate(c, next);
  return middleware as typeof validate;
}

/** Hono gives a repeated query key as an array; the routes read the first value, as `c.req.query()` does. */
function firstValues(query: Record<string, string | string[]>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
}

/**
 * The route's query, validated: `app.get(path, validQuery(schema), (c) => c.req.valid("query"))`. `normalize` shapes
 * Hono's `{ key: value | values }` before the schema sees it (default: the first value of a repeated key).
 */
export function validQuery<S extends z.ZodType>(
  schema: S,
  normalize: (raw: Record<string, string | string[]>) => Record<string, unknown> = firstValues,
) {
  const shaped = z.preprocess((raw) => normalize(raw as Record<string, string | string[]>), schema);
  return zValidator<typeof shaped, "query", AppEnv, string, LocalizedHook>("query", shaped, hookFor(shaped));
}
