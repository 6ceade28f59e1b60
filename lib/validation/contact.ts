import { isBlank, isValidEmail } from "./email";

export const CONTACT_MESSAGE_MIN_LENGTH = 60;

export const CONTACT_KEYS = ["alerts.fill_all_fields", "alerts.wrong_email_format", "contact.messageTooShort"] as const;
export type ContactKey = (typeof CONTACT_KEYS)[number];

export interface ContactForm {
  name: string;
  email: string;
  subject: string;
  message: string;
  subscribe?: boolean;
}

/** Spec 1 §5 Contact: name, subject, message non-empty and e-mail valid; message at least 60 characters (trimmed). */
export function validateContact(form: ContactForm): ContactKey | null {
  if (isBlank(form.name) || isBlank(form.subject) || isBlank(form.message) || isBlank(form.email)) return "alerts.fill_all_fields";
  if (!isValidEmail(form.email)) return "alerts.wrong_email_format";
  if (form.message.trim().length < CONTACT_MESSAGE_MIN_LENGTH) return "contact.messageTooShort";
  return null;
}

/** Spec 1 §7 POST contact-us: name, email, subject, message, subscribe. */
export function contactPayload(form: ContactForm) {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    subject: form.subject.trim(),
    message: form.message.trim(),
    subscribe: form.subscribe ? 1 : 0,
  };
}
