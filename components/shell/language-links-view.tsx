import type { Locale } from "@/lib/i18n/routing";

export interface LanguageLinksProps {
  current: Locale;
  labels: { group: string; sq: string; en: string };
  tone?: "light" | "dark";
}

const LOCALES: Locale[] = ["sq", "en"];

/**
 * Two plain links to the locale route handler (it sets NEXT_LOCALE and redirects to the same path
 * and query in the chosen language): works without JavaScript.
 */
export function LanguageLinksView({ current, labels, tone = "light", next }: LanguageLinksProps & { next: string }) {
  const box = tone === "dark" ? "bg-white/10" : "bg-gray-100";
  const active = tone === "dark" ? "aria-[current=true]:bg-white aria-[current=true]:text-ink" : "aria-[current=true]:bg-white aria-[current=true]:shadow-sm";
  const idle = tone === "dark" ? "text-white/80 hover:text-white" : "text-gray-600 hover:text-ink";
  return (
    <div role="group" aria-label={labels.group} className={`inline-flex shrink-0 rounded-full p-0.5 text-xs font-bold ${box}`}>
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={`/api/locale?locale=${locale}&next=${encodeURIComponent(next)}`}
          hrefLang={locale}
          lang={locale}
          aria-current={locale === current ? "true" : undefined}
          className={`rounded-full px-2.5 py-1.5 leading-none transition-colors ${idle} ${active}`}
        >
          {locale.toUpperCase()}
          <span className="sr-only"> {labels[locale]}</span>
        </a>
      ))}
    </div>
  );
}
