"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { MailIcon } from "@/components/ui/icons/mail";
import { useSnackbar } from "@/components/ui/snackbar";
import { subscribeNewsletter } from "@/lib/client/queries/content";
import { validateNewsletter } from "@/lib/validation/newsletter";

/**
 * spec 1 §5 / §8 Newsletter: 'Please enter an email address.' then 'Please enter a valid email address.' as a warning
 * snackbar; otherwise POST /invite-earn/subscribe and a success snackbar, also when the call fails (spec 1 §7: "any
 * failure is shown as success anyway"). The snackbar hides itself after 6 s.
 */
export function NewsletterBox({ source = "blog" }: { source?: "blog" | "footer" }) {
  const t = useTranslations("newsletter");
  const tAll = useTranslations();
  const snackbar = useSnackbar();
  const [email, setEmail] = useState("");
  const [pending, setPending] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateNewsletter(email);
    if (problem) {
      snackbar.show({ message: tAll(problem), severity: "warning" });
      return;
    }
    if (pending) return;
    setPending(true);
    // spec 1 §7: "any failure is shown as success anyway" (subscribeNewsletter never throws).
    void subscribeNewsletter({ email: email.trim(), source }).then(() => {
      setPending(false);
      setEmail("");
      snackbar.show({ message: t("success"), severity: "success" });
    });
  }

  return (
    <section aria-labelledby="newsletter-title" className="rounded-3xl bg-brand-50 p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 place-items-center rounded-2xl bg-white text-brand-700 sm:grid">
          <MailIcon className="size-6" />
        </span>
        <div className="flex-1">
          <h2 id="newsletter-title" className="text-xl font-bold">
            {t("title")}
          </h2>
          <p className="mt-1 text-gray-700">{t("text")}</p>
          <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-2 sm:flex-row">
            <label htmlFor={`newsletter-email-${source}`} className="sr-only">
              {t("emailLabel")}
            </label>
            <input
              id={`newsletter-email-${source}`}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              placeholder={t("placeholder")}
              className="h-11 flex-1 rounded-full border border-gray-300 bg-white px-4 text-base focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
            />
            <button type="submit" className="btn btn-primary h-11" disabled={pending}>
              {pending ? t("sending") : t("submit")}
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
