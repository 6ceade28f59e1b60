import { Link } from "@/lib/i18n/navigation";

/** Tabs as links (?tab=…): server-rendered, work without JavaScript, and reload/back/share keep the tab. */
export function TabLinks({ label, tabs, current, path }: { label: string; tabs: Array<{ key: string; label: string }>; current: string; path: string }) {
  return (
    <nav aria-label={label} className="mt-6">
      <ul className="inline-flex rounded-full bg-gray-100 p-1">
        {tabs.map((tab, i) => (
          <li key={tab.key}>
            <Link
              href={i === 0 ? path : `${path}?tab=${tab.key}`}
              aria-current={tab.key === current ? "page" : undefined}
              className={`block rounded-full px-5 py-2 text-sm font-semibold ${tab.key === current ? "bg-white text-ink shadow-sm" : "text-gray-600 hover:text-ink"}`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
