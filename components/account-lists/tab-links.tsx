import { Link } from "@/lib/i18n/navigation";

/** Tabs as links (?tab=…, or a route each): server-rendered, work without JavaScript, and reload/back/share keep the tab. */
export function TabLinks({ label, tabs, current, path, className = "mt-6" }: { label: string; tabs: Array<{ key: string; label: string; href?: string }>; current: string; path: string; className?: string }) {
  return (
    <nav aria-label={label} className={`overflow-x-auto ${className}`}>
      <ul className="inline-flex rounded-full bg-gray-100 p-1">
        {tabs.map((tab, i) => (
          <li key={tab.key}>
            <Link
              href={tab.href ?? (i === 0 ? path : `${path}?tab=${tab.key}`)}
              aria-current={tab.key === current ? "page" : undefined}
              className={`block rounded-full px-5 py-2 text-sm font-semibold whitespace-nowrap ${tab.key === current ? "bg-white text-ink shadow-sm" : "text-gray-600 hover:text-ink"}`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
