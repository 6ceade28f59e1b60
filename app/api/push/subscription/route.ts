import { NextResponse } from "next/server";
import { z } from "zod";
import { checkEndpoint } from "@/contract/net/public-address";
import { deletePushSubscription, getPushConfig, savePushSubscription } from "@/lib/api/push";
import { bffRoute } from "@/lib/bff/handler";
import { env } from "@/lib/env";

// Issue 29 / ADR 0021: a device's push subscription, for signed-in customers whose phone is verified (guests 401).
// The endpoint is a URL the server will call on the customer's behalf, so it must be https on a public host — also
// after DNS resolution (contract/net/public-address.ts); the product API checks again, and at every send.
const rules = () => ({ allowLoopback: env.PUSH_TEST_ALLOW_LOOPBACK === "1" });

const base64url = (min: number, max: number) => z.string().min(min).max(max).regex(/^[A-Za-z0-9_-]+={0,2}$/);
const webPush = z
  .object({
    kind: z.literal("webpush").default("webpush"),
    endpoint: z.string().min(1).max(2048),
    keys: z.object({ p256dh: base64url(80, 100), auth: base64url(20, 30) }).strip(),
    expirationTime: z.number().nullable().optional(),
  })
  .strip();
const fcm = z.object({ kind: z.literal("fcm"), token: z.string().min(20).max(4096).regex(/^[A-Za-z0-9_:.-]+$/) }).strict();
const removal = z.union([z.object({ endpoint: z.string().min(1).max(2048) }).strict(), z.object({ token: z.string().min(1).max(4096) }).strict()]);

export const GET = bffRoute({ access: "verified" }, async ({ api, fail }) => {
  const result = await getPushConfig(api);
  if (!result.ok) return fail(result.error);
  return NextResponse.json({ vapid_public_key: result.data.vapid_public_key, kinds: result.data.kinds });
});

export const POST = bffRoute(
  {
    access: "verified",
    input: z.union([fcm, webPush]),
    rateLimit: [{ name: "push-subscribe", points: 20, duration: 60 * 60, key: (_input, ip) => `ip:${ip}` }],
  },
  async ({ input, api, fail, t }) => {
    if (input.kind === "webpush") {
      const problem = await checkEndpoint(input.endpoint, rules());
      if (problem) return NextResponse.json({ error: t("pushEndpointRefused"), fields: { endpoint: [t("pushEndpointRefused")] } }, { status: 400 });
    }
    const device = input.kind === "webpush" ? { kind: input.kind, endpoint: input.endpoint, keys: input.keys } : input;
    const result = await savePushSubscription(api, device);
    if (!result.ok) return fail(result.error);
    return NextResponse.json({ subscription: result.data.subscription }, { status: 201 });
  },
);

export const DELETE = bffRoute({ access: "user", input: removal }, async ({ input, api, fail }) => {
  const result = await deletePushSubscription(api, input);
  if (!result.ok) return fail(result.error);
  return NextResponse.json({ ok: true });
});
