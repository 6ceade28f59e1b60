import { getTranslations } from "next-intl/server";

/**
 * Without JavaScript the streamed page stays in a hidden <div id="S:…"> at the end of <body> and the skeleton never
 * leaves (React swaps them with a script). This CSS, applied only when scripts are off, hides the skeleton, shows the
 * streamed landing view and puts it back between the header and the footer (the shell's children become <body>'s
 * flex items), so the page is complete without JavaScript too. The unhiding rule sits in the `base` layer with a
 * more specific selector, because Tailwind's `[hidden]{display:none!important}` is layered (and a layered
 * !important beats an unlayered one).
 */
const NO_SCRIPT_CSS = [
  "[data-landing-skeleton]{display:none!important}",
  "body{display:flex;flex-direction:column}",
  "body>div:has(>#main){display:contents}",
  "body>div:has(>#main)>#main~*{order:2}",
  '@layer base{body>div[hidden][id^="S:"]:has([data-landing-view]){display:block!important;order:1}}',
].join("");

/** spec 1 §2: "skeleton while loading" (the route's loading.tsx): the hero, the tags and a row of items. */
export async function LandingSkeleton() {
  const t = await getTranslations("landing");
  const block = "animate-pulse rounded-3xl bg-gray-100 motion-reduce:animate-none";
  return (
    <div role="status" aria-live="polite" data-landing-skeleton="" className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <noscript dangerouslySetInnerHTML={{ __html: `<style>${NO_SCRIPT_CSS}</style>` }} />
      <span className="sr-only">{t("loading")}</span>
      <div className={`mt-6 h-80 ${block} rounded-[2rem]`} />
      <div className="mt-6 flex gap-2">
        <div className={`h-9 w-36 ${block} rounded-full`} />
        <div className={`h-9 w-36 ${block} rounded-full`} />
      </div>
      <div className="mt-16 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`h-64 ${block}`} />
        ))}
      </div>
    </div>
  );
}
