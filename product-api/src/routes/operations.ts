import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { metricsAllowed, renderMetrics } from "../../../contract/telemetry/metrics";
import type { AppDeps, AppEnv } from "../http/context";

// Issue 30 "Health" and "Metrics", the product API's pair: GET /health (liveness: the process answers, no database),
// GET /ready (readiness: the database answers within a second) and GET /metrics (Prometheus, behind METRICS_TOKEN;
// 404 without it). No App-Key on these (app.ts), never cached.
const READY_DEADLINE_MS = 1000;
const NO_STORE = { "Cache-Control": "no-store" };

async function databaseAnswers({ db }: AppDeps): Promise<"ok" | "timeout" | "failed"> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), READY_DEADLINE_MS)));
  const query = db.execute(sql`select 1`).then(
    () => "ok" as const,
    () => "failed" as const,
  );
  return Promise.race([query, deadline]).finally(() => clearTimeout(timer));
}

export function operationsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get("/health", (c) => c.json({ ok: true, status: "ok" }, 200, NO_STORE));
  app.get("/ready", async (c) => {
    const database = await databaseAnswers(deps);
    const ready = database === "ok";
    return c.json({ status: ready ? "ready" : "unavailable", checks: { database } }, ready ? 200 : 503, NO_STORE);
  });
  app.get("/metrics", async (c) => {
    if (!metricsAllowed(c.req.header("authorization"), deps.config.metricsToken)) return c.json({ error: "Not Found" }, 404, NO_STORE);
    const { body, contentType } = await renderMetrics();
    return c.body(body, 200, { "Content-Type": contentType, ...NO_STORE });
  });
  return app;
}
