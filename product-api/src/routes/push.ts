import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { checkEndpoint } from "../../../contract/net/public-address";
import { pushSubscriptions } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { requireUser } from "../http/middleware";
import { fail, invalid } from "../http/respond";
import { t } from "../http/i18n";
import { validJson } from "../http/validate";

// Issue 29 / ADR 0021: a device's push subscription, per account and device. Only a customer whose phone is verified
// subscribes; the endpoint must be https on a public host (checked here again after DNS, and at every send).
const base64url = (min: number, max: number) => z.string().min(min).max(max).regex(/^[A-Za-z0-9_-]+={0,2}$/);
const webPush = z.object({
  kind: z.literal("webpush").default("webpush"),
  endpoint: z.string().min(1).max(2048),
  // RFC 8291: a P-256 public key (65 bytes → 87 characters) and a 16-byte secret (22 characters).
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(20, 30) }),
});
const fcm = z.object({ kind: z.literal("fcm"), token: z.string().min(20).max(4096).regex(/^[A-Za-z0-9_:.-]+$/) });
const subscription = z.union([fcm, webPush]);
const removal = z.union([z.object({ endpoint: z.string().min(1).max(2048) }), z.object({ token: z.string().min(1).max(4096) })]);

export function pushRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get("/push/config", (c) => {
    const push = deps.push;
    return c.json({ vapid_public_key: push?.vapidPublicKey ?? null, kinds: push?.kinds ?? [] });
  });

  app.post("/push/subscriptions", requireUser(deps), validJson(subscription), async (c) => {
    const user = c.get("user");
    if (!user.verifiedByMobile) return fail(c, 403, "pushNeedsVerifiedPhone");
    const body = c.req.valid("json");
    if (!deps.push?.kinds.includes(body.kind)) return fail(c, 503, "pushUnavailable");
    let endpoint: string;
    if (body.kind === "webpush") {
      const problem = await checkEndpoint(body.endpoint, { allowLoopback: deps.push.allowLoopback });
      if (problem) return invalid(c, { endpoint: [t(c.get("lang"), "pushEndpointRefused")] });
      endpoint = body.endpoint;
    } else {
      endpoint = `fcm:${body.token}`;
    }
    const values = {
      userId: user.id,
      tokenId: c.get("tokenId"),
      kind: body.kind,
      endpoint,
      p256dh: body.kind === "webpush" ? body.keys.p256dh : null,
      auth: body.kind === "webpush" ? body.keys.auth : null,
      lang: c.get("lang"),
      updatedAt: new Date(),
    };
    // A device belongs to the account that subscribed it last (a shared computer: the one signed in now).
    const [row] = await db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
      .returning({ id: pushSubscriptions.id, kind: pushSubscriptions.kind, lang: pushSubscriptions.lang });
    return c.json({ subscription: row });
  });

  app.delete("/push/subscriptions", requireUser(deps), validJson(removal), async (c) => {
    const body = c.req.valid("json");
    const endpoint = "endpoint" in body ? body.endpoint : `fcm:${body.token}`;
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, c.get("user").id)));
    return c.json({ success: 1 });
  });

  return app;
}
