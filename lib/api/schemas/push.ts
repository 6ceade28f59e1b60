import { z } from "zod";

// Issue 29 / ADR 0021: the product API's push contract (product-api/src/routes/push.ts).
export const pushConfigSchema = z.object({
  vapid_public_key: z.string().nullable(),
  kinds: z.array(z.enum(["webpush", "fcm"])),
});

export const pushSubscriptionSchema = z.object({
  subscription: z.object({ id: z.number(), kind: z.enum(["webpush", "fcm"]), lang: z.enum(["sq", "en"]) }),
});
