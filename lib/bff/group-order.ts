import "server-only";
import { NextResponse } from "next/server";
import { groupWrite } from "@/lib/api/group-orders";
import { isGroupCode, isPathId } from "@/lib/group-order/code";
import type { BffContext } from "./handler";
import type { LimitRule } from "./rate-limit";

// Issue 28, ADR 0020: the group-order BFF routes. Each names its upstream call; the code and ids in the path are
// checked here (404 before anything reaches an upstream path), and every amount is the product API's.
const MIN = 60;

export const GROUP_LIMITS = {
  openIp: { name: "group-open-ip", points: 10, duration: 10 * MIN },
  joinIp: { name: "group-join-ip", points: 30, duration: 10 * MIN },
  // Reads come with every live event; guesses are also counted per user by the product API.
  readIp: { name: "group-read-ip", points: 300, duration: 10 * MIN },
  writeIp: { name: "group-write-ip", points: 300, duration: 10 * MIN },
} as const satisfies Record<string, LimitRule>;

export const byIp = (rule: LimitRule) => ({ ...rule, key: (_input: unknown, ip: string) => ip });

/** The code (and the named id) of the route's path, or null when one is malformed. */
export function groupPath<I>(ctx: BffContext<I>, idParam?: "line_id" | "user_id"): { code: string; id: string | null } | null {
  const code = ctx.params.code;
  if (!isGroupCode(code)) return null;
  if (!idParam) return { code, id: null };
  const id = ctx.params[idParam];
  return isPathId(id) ? { code, id } : null;
}

export const notFound = (t: BffContext<unknown>["t"]) => NextResponse.json({ error: t("badInput") }, { status: 404 });

/** One group-order write, forwarded: the upstream answer's status (201 when something was created or placed) and body. */
export async function forwardWrite<I>(ctx: BffContext<I>, code: string, path: string, method: "POST" | "PUT" | "DELETE", body?: unknown): Promise<NextResponse> {
  const result = await groupWrite(ctx.api, code, path, method, body);
  if (!result.ok) return ctx.fail(result.error);
  return NextResponse.json(result.data, { status: result.status === 201 ? 201 : 200 });
}
