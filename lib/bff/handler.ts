import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { getTranslations } from "next-intl/server";
import type { ApiContext } from "@/lib/api/client";
import type { ApiError } from "@/lib/api/result";
import { getSession } from "@/lib/session";
import { env } from "@/lib/env";
import { controlCharacterPaths } from "@/lib/validation/control-chars";
import { DEVICE_COOKIE } from "@/lib/session/config";
import { validDeviceId } from "@/lib/security/device-id";
import { log, withRequestId } from "@/lib/log";
import { requestIdFrom } from "@/lib/request-id";
import type { Locale } from "@/lib/i18n/routing";
import { DEFAULT_MAX_BODY, readLimitedBody, unsafeBodyPath } from "./body";
import { isSameOriginRequest } from "./origin";
import { requestLocale } from "./locale";
import { clientIp, consumeRateLimit, refundRateLimit, type LimitRule } from "./rate-limit";

const bffLog = log.child({ area: "bff" });

type Session = Awaited<ReturnType<typeof getSession>>;
type ErrorsT = Awaited<ReturnType<typeof getTranslations<"errors">>>;

export interface BffContext<I> {
  input: I;
  request: NextRequest;
  params: Record<string, string | string[]>;
  locale: Locale;
  session: Session;
  /** Product API context with the session's token; server memory only. */
  api: ApiContext;
  t: ErrorsT;
  /** Maps an upstream failure to a translated response; upstream 401 clears the session. */
  fail(error: ApiError): Promise<NextResponse>;
}

/** Who may call a route (ARCHITECTURE "BFF rules"): anyone, a signed-in user, or a user whose phone is verified. */
export type AccessLevel = "guest" | "user" | "verified";

export interface RouteOptions<S extends z.ZodType> {
  /** The route's access level; enforced by the wrapper, not only by page guards. */
  access: AccessLevel;
  /** Input schema: the JSON (or form) body for writes, the query string for reads. */
  input?: S;
  /** The largest write body accepted, in bytes (default DEFAULT_MAX_BODY): larger is refused with 413. */
  maxBody?: number;
  /** Personal data is never cached (default true). */
  personal?: boolean;
  /** Abuse limits: one point per key (e.g. the account and the IP); 429 with Retry-After when over. */
  rateLimit?: Array<
    LimitRule & {
      key: (input: z.infer<S>, ip: string) => string;
      /** "failures": only failed attempts count (login: wrong passwords, not every sign-in). Default "all". */
      count?: "all" | "failures";
    }
  >;
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };

/** The one wrapper every route handler uses (ARCHITECTURE "BFF rules"). */
export function bffRoute<S extends z.ZodType = z.ZodUndefined>(
  options: RouteOptions<S>,
  handler: (ctx: BffContext<z.infer<S>>) => Promise<NextResponse>,
) {
  // Issue 10: the whole request runs under its id (set by proxy.ts; made here if the proxy did not run), so every
  // log line it writes, down to apiFetch and the rate limiter, carries it.
  return (request: NextRequest, context?: RouteContext): Promise<NextResponse> =>
    withRequestId(requestIdFrom(request.headers), () => run(request, context));

  async function run(request: NextRequest, context?: RouteContext): Promise<NextResponse> {
    const locale = requestLocale(request.headers, request.cookies.get("NEXT_LOCALE")?.value);
    const t = await getTranslations({ locale, namespace: "errors" });
    const personal = options.personal ?? true;
    const done = (res: NextResponse) => {
      if (personal) res.headers.set("Cache-Control", "private, no-store");
      return res;
    };

    const writes = request.method !== "GET" && request.method !== "HEAD";
    if (writes && !isSameOriginRequest(request.headers, request.url, env.PUBLIC_SITE_URL)) {
      return done(NextResponse.json({ error: t("forbiddenOrigin") }, { status: 403 }));
    }

    const session = await getSession();
    const denied = accessDenied(options.access, session);
    if (denied) return done(NextResponse.json({ error: t(denied.message) }, { status: denied.status }));

    let input: unknown = undefined;
    if (options.input) {
      let raw: unknown = Object.fromEntries(request.nextUrl.searchParams);
      if (writes) {
        const body = await readLimitedBody(request, options.maxBody ?? DEFAULT_MAX_BODY);
        if (!body.ok && body.problem === "tooLarge") return done(NextResponse.json({ error: t("bodyTooLarge") }, { status: 413 }));
        raw = body.ok ? body.value : null;
      }
      const unsafe = unsafeBodyPath(raw);
      if (unsafe) return done(NextResponse.json({ error: t("badInput"), fields: { [unsafe]: [t("fieldInvalid")] } }, { status: 400 }));
      const controls = controlCharacterPaths(raw);
      if (controls.length > 0) {
        const fields = Object.fromEntries(controls.map((key) => [key, [t("fieldInvalid")]]));
        return done(NextResponse.json({ error: t("badInput"), fields }, { status: 400 }));
      }
      const parsed = options.input.safeParse(raw);
      if (!parsed.success) {
        return done(NextResponse.json({ error: t("badInput"), fields: fieldErrors(parsed.error, t) }, { status: 400 }));
      }
      input = parsed.data;
    }

    // Issue 9 #3: every budget is spent BEFORE the handler runs, so a parallel burst cannot pass it; where only
    // failures count, the point is given back when the attempt succeeds.
    const ip = clientIp(request.headers);
    const limits = (options.rateLimit ?? []).map((rule) => ({ rule, key: rule.key(input as z.infer<S>, ip) }));
    let wait = 0;
    const spent: typeof limits = [];
    for (const limit of limits) {
      const w = await consumeRateLimit(limit.rule, [limit.key]);
      if (w) wait = Math.max(wait, w);
      else spent.push(limit);
    }
    if (wait > 0) {
      // A refused request never reached the check it guards: the other budgets get their point back.
      for (const { rule, key } of spent) await refundRateLimit(rule, [key]);
      const res = NextResponse.json({ error: t("rateLimited", { seconds: wait }), retryAfter: wait }, { status: 429 });
      res.headers.set("Retry-After", String(wait));
      return done(res);
    }
    const settle = async (response: NextResponse) => {
      const failed = (response.status >= 400 && response.status < 500) || response.headers.has(ATTEMPT_FAILED);
      response.headers.delete(ATTEMPT_FAILED);
      if (!failed) for (const { rule, key } of limits) if (rule.count === "failures") await refundRateLimit(rule, [key]);
      return response;
    };

    const api: ApiContext = { token: session.token, deviceId: validDeviceId(request.cookies.get(DEVICE_COOKIE)?.value), locale };
    const fail = async (error: ApiError) => done(await failure(error, session, t));
    try {
      const params = context ? await context.params : {};
      const response = await handler({ input: input as z.infer<S>, request, params, locale, session, api, t, fail });
      return done(await settle(response));
    } catch (error) {
      bffLog.error({ err: error, method: request.method, path: request.nextUrl.pathname }, "route handler failed");
      return done(NextResponse.json({ error: t("generic") }, { status: 500 }));
    }
  }
}

/** A handler whose failed attempt is not a 4xx (a no-JavaScript form sent back with a 303) marks it with this. */
export const ATTEMPT_FAILED = "x-bff-attempt-failed";

/** Issue 9 #2: the wrapper enforces the level every route declares; page guards are not the only guard. */
export function accessDenied(
  level: AccessLevel,
  session: { token?: string; user?: { verified?: boolean } },
): { status: 401 | 403; message: "unauthenticated" | "unverified" } | null {
  if (level === "guest") return null;
  if (!session.token) return { status: 401, message: "unauthenticated" };
  if (level === "verified" && !session.user?.verified) return { status: 403, message: "unverified" };
  return null;
}

async function failure(error: ApiError, session: Session, t: ErrorsT): Promise<NextResponse> {
  if (error.status === 401) {
    // Upstream no longer accepts the token: forget it so the browser is a guest again.
    session.destroy();
    return NextResponse.json({ error: error.message ?? t("unauthenticated") }, { status: 401 });
  }
  if (error.kind === "timeout") return NextResponse.json({ error: t("upstreamTimeout") }, { status: 504 });
  if (error.kind === "network" || error.status >= 500) {
    return NextResponse.json({ error: t("upstreamDown") }, { status: 502 });
  }
  return NextResponse.json(
    { error: error.message ?? t("generic"), ...(error.fields ? { fields: error.fields } : {}) },
    { status: error.status >= 400 && error.status < 500 ? error.status : 502 },
  );
}

// Field errors reach the UI translated: "required" for missing/empty, "invalid" for the rest.
function fieldErrors(error: z.ZodError, t: ErrorsT): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    const missing = (issue.code === "invalid_type" && issue.input === undefined) || (issue.code === "too_small" && issue.minimum === 1);
    (out[key] ??= []).push(missing ? t("fieldRequired") : t("fieldInvalid"));
  }
  return out;
}

/** True when the caller wants HTML back (a plain form post without JavaScript). */
export function wantsHtml(request: NextRequest): boolean {
  const type = request.headers.get("content-type") ?? "";
  return type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data");
}
