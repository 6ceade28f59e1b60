import "server-only";
import { z } from "zod";
import { cachedRead, CACHE_KEYS } from "@/lib/cache";
import { CACHE_TTL } from "@/lib/cache/keys";
import type { Locale } from "@/lib/i18n/routing";
import { apiFetch, type ApiContext } from "./client";
import { publicApiContext } from "./context";
import { aboutUsSchema, faqsSchema, pageDataSchema, referralLinkSchema } from "./schemas/content";

// spec 1 §7 public content and forms.

/** GET about-us → data (map pin, company e-mail and phone). */
export function aboutUs(locale: Locale) {
  return cachedRead(CACHE_KEYS.aboutUs(locale), CACHE_TTL.long, () =>
    apiFetch("about-us", { schema: aboutUsSchema, ctx: publicApiContext(locale) }),
  );
}

export type PrivacyKind = "general" | "courier" | "partner";

/** GET privacy (the courier and partner pages ask with ?type=) → page_data.content, unsanitized HTML. */
export function privacyPage(locale: Locale, kind: PrivacyKind) {
  return cachedRead(CACHE_KEYS.pages(locale, `privacy:${kind}`), CACHE_TTL.long, () =>
    apiFetch("privacy", { query: { type: kind === "general" ? undefined : kind }, schema: pageDataSchema, ctx: publicApiContext(locale) }),
  );
}

/** GET terms-condition → page_data.content, unsanitized HTML. */
export function termsPage(locale: Locale) {
  return cachedRead(CACHE_KEYS.pages(locale, "terms"), CACHE_TTL.long, () =>
    apiFetch("terms-condition", { schema: pageDataSchema, ctx: publicApiContext(locale) }),
  );
}

/** GET get-referral-link?referral_code → referral_link. */
export function referralLink(locale: Locale, code: string) {
  return cachedRead(CACHE_KEYS.pages(locale, `referral:${code}`), CACHE_TTL.long, () =>
    apiFetch("get-referral-link", { query: { referral_code: code }, schema: referralLinkSchema, ctx: publicApiContext(locale) }),
  );
}

export type FaqScope = "order" | "general" | "courier" | "partner";

/** GET orders/get-faqs (optionally one scope) → faqs with both languages' fields. */
export function faqs(locale: Locale, scope?: FaqScope) {
  return cachedRead(CACHE_KEYS.pages(locale, `faqs:${scope ?? "all"}`), CACHE_TTL.long, () =>
    apiFetch("orders/get-faqs", { query: { scope }, schema: faqsSchema, ctx: publicApiContext(locale) }),
  );
}

/** POST orders/increase-clicks-faqs: sent only when a FAQ is expanded. */
export function faqClicked(ctx: ApiContext, faqId: number) {
  return apiFetch("orders/increase-clicks-faqs", { method: "POST", ctx, body: { faq_id: faqId }, schema: z.unknown() });
}

const done = z.unknown();

/** POST contact-us: name, email, subject, message, subscribe. */
export function contactUs(ctx: ApiContext, body: { name: string; email: string; subject: string; message: string; subscribe: 0 | 1 }) {
  return apiFetch("contact-us", { method: "POST", ctx, body, schema: done });
}

/** POST apply-courier: courier fields plus birthdate. */
export function applyCourier(ctx: ApiContext, body: Record<string, unknown>) {
  return apiFetch("apply-courier", { method: "POST", ctx, body, schema: done });
}

/** POST apply-partner: partner fields. */
export function applyPartner(ctx: ApiContext, body: Record<string, unknown>) {
  return apiFetch("apply-partner", { method: "POST", ctx, body, schema: done });
}

/** POST /invite-earn/subscribe: email. */
export function subscribeNewsletter(ctx: ApiContext, email: string, source?: string) {
  return apiFetch("invite-earn/subscribe", { method: "POST", ctx, body: { email, source }, schema: done });
}
