import { z } from "zod";

// Issue 29 / ADR 0021: the product API's push contract (product-api/src/routes/push.ts).
export const pushConfigSchema = z.object({
  vapid_public_key: z.string().nullable(),
  kinds: z.array(z.enum(["webpush", "fcm"])),
});

export const pushSubscriptionSchema = z.object({
  subscription: z.object({ id: z.number(), kind: z.enum(["webpush", "fcm"]), lang: z.enum(["sq", "en"]) }),
});

/** What a device hands the BFF: a Web Push subscription (RFC 8030 endpoint + RFC 8291 keys) or an FCM token. */
export type DeviceSubscription =
  | { kind: "webpush"; endpoint: string; keys: { p256dh: string; auth: string } }
  | { kind: "fcm"; token: string };
