import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { paymentMethods, users } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { t } from "../http/i18n";
import { requireUser } from "../http/middleware";
import { fail } from "../http/respond";
import { validJson } from "../http/validate";

type CardRow = typeof paymentMethods.$inferSelect;

// spec 3 §7 POST stripe/payment-methods/create: name, number, cvc, exp_month, exp_year (spec 2 §5 card rules).
// Only brand, last4 and the expiry are kept; the number and CVC are checked and dropped, never stored or logged.
const month = z.coerce.number().int().min(1).max(12);
const year = z.coerce.number().int().min(0).max(2100).transform((y) => (y < 100 ? 2000 + y : y));
const rawCard = z.object({
  name: z.string().trim().min(1).max(32),
  number: z.string().transform((v) => v.replace(/\s+/g, "")).pipe(z.string().regex(/^\d{16}$/)),
  cvc: z.string().regex(/^\d{3}$/),
  exp_month: month,
  exp_year: year,
});
// With Stripe Elements only a payment-method id leaves the browser; its public card details come with it.
const tokenCard = z.object({
  payment_method_id: z.string().regex(/^pm_[A-Za-z0-9_]{3,100}$/),
  name: z.string().trim().max(32).nullish(),
  brand: z.string().trim().max(20).default("card"),
  last4: z.string().regex(/^\d{4}$/),
  exp_month: month,
  exp_year: year,
});
const createBody = z.union([tokenCard, rawCard]);

const CARD_ID = "pm_[A-Za-z0-9_]{3,100}";

/** Luhn checksum: what a card processor refuses before anything else. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return "visa";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  if (/^6(011|5)/.test(number)) return "discover";
  return "card";
}

const tiraneMonth = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Tirane", year: "numeric", month: "numeric" });

function expired(expMonth: number, expYear: number, now: Date): boolean {
  const p: Record<string, string> = {};
  for (const part of tiraneMonth.formatToParts(now)) p[part.type] = part.value;
  return expYear * 12 + expMonth < Number(p.year) * 12 + Number(p.month);
}

export function cardJson(row: CardRow, defaultId: string | null) {
  return {
    id: row.id,
    metadata: { name: row.name },
    card: { brand: row.brand, last4: row.last4, exp_month: row.expMonth, exp_year: row.expYear },
    is_default: row.id === defaultId ? 1 : 0,
  };
}

/** spec 3 §7 GET stripe/payment-methods, POST stripe/payment-methods/create, DELETE stripe/payment-methods/{id}. */
export function paymentMethodRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);

  app.get("/stripe/payment-methods", auth, async (c) => {
    const user = c.get("user");
    const rows = await db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, user.id), isNull(paymentMethods.deletedAt)))
      .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id));
    return c.json({ data: rows.map((r) => cardJson(r, user.defaultCardId)) });
  });

  app.post("/stripe/payment-methods/create", auth, validJson(createBody), async (c) => {
    const body = c.req.valid("json");
    const user = c.get("user");
    const lang = c.get("lang");
    const now = clock.now();
    if (expired(body.exp_month, body.exp_year, now)) return c.json({ error: t(lang, "cardExpired") }, 422);
    let card: { id: string; brand: string; last4: string; name: string };
    if ("number" in body) {
      if (!luhnValid(body.number)) return c.json({ error: t(lang, "cardNumberInvalid") }, 422);
      card = { id: `pm_${randomBytes(12).toString("hex")}`, brand: cardBrand(body.number), last4: body.number.slice(-4), name: body.name };
    } else {
      card = { id: body.payment_method_id, brand: body.brand.toLowerCase(), last4: body.last4, name: body.name || user.fullName.slice(0, 32) };
    }
    const [row] = await db
      .insert(paymentMethods)
      .values({ id: card.id, userId: user.id, name: card.name, brand: card.brand, last4: card.last4, expMonth: body.exp_month, expYear: body.exp_year, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) return c.json({ error: t(lang, "cardNumberInvalid") }, 422);
    return c.json({ payment_method: cardJson(row, user.defaultCardId) }, 201);
  });

  app.delete(`/stripe/payment-methods/:id{${CARD_ID}}`, auth, async (c) => {
    const user = c.get("user");
    const id = c.req.param("id");
    const removed = await db
      .update(paymentMethods)
      .set({ deletedAt: clock.now() })
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, user.id), isNull(paymentMethods.deletedAt)))
      .returning({ id: paymentMethods.id });
    if (removed.length === 0) return fail(c, 404, "cardNotFound");
    if (user.defaultCardId === id) await db.update(users).set({ defaultCardId: null }).where(eq(users.id, user.id));
    return c.json({ success: 1 });
  });

  return app;
}
