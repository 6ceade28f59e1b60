import type { Locale } from "@/lib/i18n/routing";

// spec 2 §3 FAQ: "English uses English fields, otherwise Albanian" (question_al / answer_al).
export function faqText(faq: { question_en: string; answer_en: string; question_al: string; answer_al: string }, locale: Locale) {
  return locale === "en"
    ? { question: faq.question_en, answer: faq.answer_en }
    : { question: faq.question_al, answer: faq.answer_al };
}
