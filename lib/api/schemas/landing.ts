import { z } from "zod";
import { text } from "./primitives";

// spec 1 §3 Landing page data (second gateway). Lists default to empty and times to the spec's 30 / 20 minutes.

export const landingSchema = z.object({
  restaurant: z.object({
    name: z.string(),
    hash_id: z.string().nullish(),
    slug: z.string().nullish(),
    logo: text,
    vendor_type: text,
    order_method: text,
    address: text,
    city: text,
    country: text,
    latitude: z.coerce.number().nullish(),
    longitude: z.coerce.number().nullish(),
    phone: text,
  }),
  landingPage: z.object({
    title: z.string().nullish(),
    subtitle: text,
    description: text,
    backgroundImage: text,
    deliveryTimeMinutes: z.coerce.number().int().positive().nullish().transform((v) => v ?? 30),
    preparationTime: z.coerce.number().int().positive().nullish().transform((v) => v ?? 20),
    wifiCode: text,
    appDeepLink: text,
    googleReviewLink: text,
    popularItems: z
      .array(z.object({ id: z.union([z.number(), z.string()]), title: z.string(), price: z.coerce.number(), description: text, imagePath: text }))
      .nullish()
      .transform((v) => v ?? []),
    reviews: z
      .array(z.object({ id: z.union([z.number(), z.string()]), name: z.string(), title: text, content: z.string(), rating: z.coerce.number().min(0).max(5) }))
      .nullish()
      .transform((v) => v ?? []),
    testimonials: z.array(z.object({ content: z.string() })).nullish().transform((v) => v ?? []),
    stats: z.array(z.object({ title: z.string(), value: z.coerce.string() })).nullish().transform((v) => v ?? []),
    faqs: z.array(z.object({ question: z.string(), answer: z.string() })).nullish().transform((v) => v ?? []),
  }),
});
export type Landing = z.infer<typeof landingSchema>;

export const LANDING_ACTIONS = ["PAGE_VIEW", "APP_LINK_CLICK", "GOOGLE_REVIEW_CLICK", "REGISTRATION_START"] as const;
export type LandingAction = (typeof LANDING_ACTIONS)[number];
