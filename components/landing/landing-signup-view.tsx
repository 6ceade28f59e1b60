"use client";

import { useTranslations } from "@/lib/i18n/client";
import { EmailSignup } from "@/components/ui/email-signup";
import { useRouter } from "@/lib/i18n/navigation";
import { landingSignupEnabled } from "@/lib/validation/newsletter";
import { trackLanding } from "./track";

/**
 * spec 1 §5: on the vendor landing page the sign-up acts only when the e-mail input is non-empty and the box is
 * ticked, then goes to /login?view=register (tracked as REGISTRATION_START).
 */
export function LandingSignupView({ hashId, name }: { hashId: string; name: string }) {
  const t = useTranslations("landing");
  const tn = useTranslations("newsletter");
  const router = useRouter();
  const ready = ({ email, consent }: { email: string; consent: boolean }) => landingSignupEnabled(email, consent);
  return (
    <EmailSignup
      id="landing-signup"
      look="dark"
      title={t("newsletterTitle", { name })}
      text={t("newsletterText")}
      labels={{ email: tn("emailLabel"), placeholder: tn("placeholder"), submit: t("newsletterSubmit") }}
      consent={t("newsletterConsent")}
      ready={ready}
      // The button waits for both; a sent form is always ready.
      rule={(values) => (ready(values) ? null : "newsletter.enterEmail")}
      invalid={() => undefined}
      leaves
      send={async () => {
        trackLanding(hashId, "REGISTRATION_START");
        router.push({ pathname: "/login", query: { view: "register" } });
      }}
      failed={() => undefined}
    />
  );
}
