import { ChevronRightIcon } from "@/components/ui/icons/chevron-right";
import type { Faq } from "@/lib/api/schemas/content";
import type { Locale } from "@/lib/i18n/routing";
import { faqText } from "@/lib/content/faq";
import { FaqTracker } from "./faq-tracker";

export interface FaqEntry {
  /** Set for product-API FAQs, whose openings are counted. */
  id?: number;
  question: string;
  answer: string;
}

/** FAQs in the page's language (spec 2 §3: English fields for en, the Albanian ones otherwise). */
export function faqEntries(faqs: readonly Faq[], locale: Locale): FaqEntry[] {
  return faqs.map((f) => ({ id: f.id, ...faqText(f, locale) }));
}

/** Native <details> disclosures: they work without JavaScript and keep the answers in the HTML for search engines. */
export function FaqList({ entries, className = "" }: { entries: readonly FaqEntry[]; className?: string }) {
  return (
    <FaqTracker className={`divide-y divide-gray-200 rounded-2xl bg-white ring-1 ring-gray-200 ${className}`}>
      {entries.map((f, i) => (
        <details key={f.id ?? `q${i}`} data-faq-id={f.id} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
            {f.question}
            <ChevronRightIcon className="size-5 shrink-0 text-gray-500 transition-transform group-open:rotate-90 motion-reduce:transition-none" />
          </summary>
          <p className="mt-3 text-sm leading-6 text-gray-700">{f.answer}</p>
        </details>
      ))}
    </FaqTracker>
  );
}
