import { APP_STORE_URL, GOOGLE_PLAY_URL } from "@/lib/app-links";

export interface StoreBadgeLabels {
  appStore: string;
  googlePlay: string;
}

/** App Store and Google Play badges (local SVGs in public/badges), linking to the store listings; server or client. */
export function StoreBadgesView({ labels, className = "" }: { labels: StoreBadgeLabels; className?: string }) {
  const badges = [
    { href: APP_STORE_URL, src: "/badges/app-store.svg", label: labels.appStore },
    { href: GOOGLE_PLAY_URL, src: "/badges/google-play.svg", label: labels.googlePlay },
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
