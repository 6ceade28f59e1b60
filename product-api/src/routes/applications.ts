import { Hono } from "hono";
import { z } from "zod";
import { hashPassword } from "../auth/passwords";
import { contactMessages, courierApplications, newsletterSubscribers, partnerApplications } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { t } from "../http/i18n";
import { invalid } from "../http/respond";
import { validJson } from "../http/validate";
import { emailField, passwordField, phoneField } from "./fields";

// spec 1 §5 / §7: the public forms. Every rule the storefront checks is checked again here.
const text = (max: number) => z.string().trim().min(1).max(max);
const flag = z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(["0", "1", "true", "false"])]).transform((v) => v === true || v === 1 || v === "1" || v === "true");

export const CONTACT_MESSAGE_MIN = 60;

const contactBody = z.object({
  name: text(120),
  email: emailField,
  subject: text(200),
  message: z.string().trim().min(CONTACT_MESSAGE_MIN).max(5000),
  subscribe: flag.default(false),
});

const FIRST_BIRTH_YEAR = 1940;

const courierBody = z.object({
  vehicle_type: z.enum(["Bike", "Motorbike", "Car"]).default("Bike"),
  full_name: text(120),
  gender: z.enum(["male", "female"]).default("male"),
  phone: phoneField,
  email: emailField,
  password: passwordField,
  year: z.coerce.number().int().min(FIRST_BIRTH_YEAR),
  // spec 1 §3: held 0-based in the form, sent 1-based.
  month: z.coerce.number().int().min(1).max(12),
  day: z.coerce.number().int().min(1).max(31),
  birthdate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

const partnerBody = z.object({
  store_name: text(160),
  vendor_type: z.enum(["restaurant", "grocery", "pharmacy", "other"]).default("restaurant"),
  country: text(80),
  city: text(80),
  state: text(80),
  full_name: text(120),
  phone: phoneField,
  email: emailField,
});

const subscribeBody = z.object({ email: emailField, source: z.enum(["blog", "landing", "footer", "contact"]).optional() });

const pad = (n: number) => String(n).padStart(2, "0");

/** A real calendar date, not in the future (Europe/Tirane days are close enough for a birth date). */
function realDate(year: number, month: number, day: number, now: Date): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day && d.getTime() <= now.getTime();
}

export function applicationRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post("/contact-us", validJson(contactBody), async (c) => {
    const body = c.req.valid("json");
    const now = clock.now();
    await db.insert(contactMessages).values({ ...body, createdAt: now });
    if (body.subscribe) await db.insert(newsletterSubscribers).values({ email: body.email, source: "contact", createdAt: now }).onConflictDoNothing();
    return c.json({ success: true, message: t(c.get("lang"), "contactReceived") }, 201);
  });

  app.post("/apply-courier", validJson(courierBody), async (c) => {
    const body = c.req.valid("json");
    const now = clock.now();
    const lang = c.get("lang");
    const derived = `${body.year}-${pad(body.month)}-${pad(body.day)}`;
    if (!realDate(body.year, body.month, body.day, now)) return invalid(c, { birthdate: [t(lang, "invalidBirthdate")] });
    if (body.birthdate !== derived) return invalid(c, { birthdate: [t(lang, "birthdateMismatch")] });
    await db.insert(courierApplications).values({
      vehicleType: body.vehicle_type, fullName: body.full_name, gender: body.gender, phone: body.phone, email: body.email,
      passwordHash: await hashPassword(body.password), birthdate: derived, createdAt: now,
    });
    return c.json({ success: true, message: t(lang, "applicationReceived") }, 201);
  });

  app.post("/apply-partner", validJson(partnerBody), async (c) => {
    const body = c.req.valid("json");
    await db.insert(partnerApplications).values({
      storeName: body.store_name, vendorType: body.vendor_type, country: body.country, city: body.city, state: body.state,
      fullName: body.full_name, phone: body.phone, email: body.email, createdAt: clock.now(),
    });
    return c.json({ success: true, message: t(c.get("lang"), "applicationReceived") }, 201);
  });

  // spec 1 §7 POST /invite-earn/subscribe: subscribing twice is not an error.
  app.post("/invite-earn/subscribe", validJson(subscribeBody), async (c) => {
    const body = c.req.valid("json");
    await db.insert(newsletterSubscribers).values({ email: body.email, source: body.source ?? null, createdAt: clock.now() }).onConflictDoNothing();
    return c.json({ success: true, message: t(c.get("lang"), "subscribed") });
  });

  return app;
}
