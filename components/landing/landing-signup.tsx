"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { useRouter } from "@/lib/i18n/navigation";
import { landingSignupEnabled } from "@/lib/validation/newsletter";
import { trackLanding } from "./track";

/**
 * spec 1 §5: on the vendor landing page the sign-up acts only when the e-mail input is non-empty and the box is
 * ticked, then goes to /login?view=register (tracked as REGISTRATION_START).
 */
export function LandingSignup({ hashId, name }: { hashId: string; name: string }) {
  const t = useTranslations("landing");
  const tn = useTranslations("newsletter");
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [consent, setConsent] = useState(false);
  const enabled = landingSignupEnabled(email, consent);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!enabled) return;
    trackLanding(hashId, "REGISTRATION_START");
    router.push({ pathname: "/login", query: { view: "register" } });
  }

  return (
    <section aria-labelledby="landing-signup" className="rounded-3xl bg-ink p-6 text-white sm:p-10">
      <h2 id="landing-signup" className="text-2xl font-bold">
        {t("newsletterTitle", { name })}
      </h2>
      <p className="mt-2 text-white/80">{t("newsletterText")}</p>
      <form method="post" onSubmit={submit} className="mt-6 grid gap-3 sm:max-w-xl">
        <label htmlFor="landing-signup-email" className="sr-only">
          {tn("emailLabel")}
        </label>
        <input
          id="landing-signup-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={tn("placeholder")}
          className="h-12 rounded-full border-0 bg-white px-5 text-base text-ink focus:ring-2 focus:ring-brand-500 focus:outline-none"
        />
        <label className="flex items-center gap-3 text-sm text-white/90">
          <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} className="size-4 accent-brand-500" />
          {t("newsletterConsent")}
        </label>
        <button type="submit" disabled={!enabled} className="btn btn-primary h-12 justify-self-start px-8">
          {t("newsletterSubmit")}
        </button>
      </form>
    </section>
  );
}
