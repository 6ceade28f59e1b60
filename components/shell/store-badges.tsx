import { getTranslations } from "next-intl/server";
import { APP_STORE_URL, GOOGLE_PLAY_URL } from "@/lib/app-links";

/** App Store and Google Play badges (local SVGs in public/badges), linking to the store listings. */
export async function StoreBadges({ className = "" }: { className?: string }) {
  const t = await getTranslations("shell");
  const badges = [
    { href: APP_STORE_URL, src: "/badges/app-store.svg", label: t("appStore") },
    { href: GOOGLE_PLAY_URL, src: "/badges/google-play.svg", label: t("googlePlay") },
  ];
  return (
    <ul className={`flex flex-wrap items-center gap-2 ${className}`}>
      {badges.map((b) => (
        <li key={b.src}>
          <a href={b.href} target="_blank" rel="noopener noreferrer" className="block rounded-lg">
            {/* eslint-disable-next-line @next/next/no-img-element -- a local SVG at its own size: no next/image client code */}
            <img src={b.src} alt={b.label} width={135} height={40} loading="lazy" decoding="async" className="h-10 w-auto" />
          </a>
        </li>
      ))}
    </ul>
  );
}
