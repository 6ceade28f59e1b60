import { isBlank, isValidEmail } from "./email";

export const NEWSLETTER_KEYS = ["newsletter.enterEmail", "newsletter.invalidEmail"] as const;
export type NewsletterKey = (typeof NEWSLETTER_KEYS)[number];

/** Spec 1 §5 Newsletter: 'Please enter an email address.' then 'Please enter a valid email address.' */
export function validateNewsletter(email: string): NewsletterKey | null {
  if (isBlank(email)) return "newsletter.enterEmail";
  if (!isValidEmail(email)) return "newsletter.invalidEmail";
  return null;
}

/** Spec 1 §5: on the vendor landing page the sign-up acts only with a non-empty e-mail and the box ticked. */
export function landingSignupEnabled(email: string, consentTicked: boolean): boolean {
  return !isBlank(email) && consentTicked;
}
