"use client";

import { useTranslations } from "@/lib/i18n/client";
import { EmailSignup } from "@/components/ui/email-signup";
import { MailIcon } from "@/components/ui/icons/mail";
import { useSnackbar } from "@/components/ui/snackbar";
import { subscribeNewsletter } from "@/lib/client/queries/content";
import { validateNewsletter } from "@/lib/validation/newsletter";

/**
 * spec 1 §5 / §8 Newsletter: 'Please enter an email address.' then 'Please enter a valid email address.' as a warning
 * snackbar; otherwise POST /invite-earn/subscribe and a success snackbar, also when the call fails (spec 1 §7: "any
 * failure is shown as success anyway"). The snackbar hides itself after 6 s.
 */
export function NewsletterBoxView({ source = "blog" }: { source?: "blog" | "footer" }) {
  const t = useTranslations("newsletter");
  const tAll = useTranslations();
  const snackbar = useSnackbar();
  return (
    <EmailSignup
      id={source === "blog" ? "newsletter" : `newsletter-${source}`}
      look="light"
      icon={<MailIcon className="size-6" />}
      title={t("title")}
      text={t("text")}
      labels={{ email: t("emailLabel"), placeholder: t("placeholder"), submit: t("submit"), sending: t("sending") }}
      rule={({ email }) => validateNewsletter(email)}
      invalid={(key) => snackbar.show({ message: tAll(key as Parameters<typeof tAll>[0]), severity: "warning" })}
      // spec 1 §7: "any failure is shown as success anyway" (subscribeNewsletter never throws).
      send={({ email }) => subscribeNewsletter({ email: email.trim(), source })}
      onSent={(_data, _values, form) => {
        form.setValue("email", "");
        snackbar.show({ message: t("success"), severity: "success" });
      }}
      failed={() => snackbar.show({ message: t("success"), severity: "success" })}
    />
  );
}
