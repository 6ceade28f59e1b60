import "server-only";
import { productApiUrl } from "@/lib/env";
import { sharedRedisLink } from "@/lib/cache/redis-link";

// Issue 30 "Health": is this instance fit to take traffic? Its product API answers GET /health within a second, and
// Redis (when REDIS_URL is set) answers PING. The answer names what failed, never an address or a secret.
export const READY_DEADLINE_MS = 1000;

export type CheckResult = "ok" | "timeout" | "unreachable" | "not configured" | `HTTP ${number}`;

export interface Readiness {
  ready: boolean;
  checks: { productApi: CheckResult; redis: CheckResult };
}

async function productApi(): Promise<CheckResult> {
  try {
    const response = await fetch(`${productApiUrl()}health`, { cache: "no-store", signal: AbortSignal.timeout(READY_DEADLINE_MS) });
    await response.arrayBuffer();
    return response.ok ? "ok" : `HTTP ${response.status}`;
  } catch (error) {
    return error instanceof Error && error.name === "TimeoutError" ? "timeout" : "unreachable";
  }
}

/** Through the process's one Redis link (lib/cache/redis-link): its budget is 250 ms, well inside the second. */
async function redis(): Promise<CheckResult> {
  const url = process.env.REDIS_URL;
  if (!url) return "not configured";
  const answer = await sharedRedisLink(url).run(
    async (client) => ((await client.ping()) === "PONG" ? ("ok" as const) : ("unreachable" as const)),
    async () => "unreachable" as const,
  );
  return answer;
}

export async function checkReadiness(): Promise<Readiness> {
  const [api, cache] = await Promise.all([productApi(), redis()]);
  const ok = (result: CheckResult) => result === "ok" || result === "not configured";
  return { ready: ok(api) && ok(cache), checks: { productApi: api, redis: cache } };
}
