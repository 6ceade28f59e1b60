import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { parseOrderMethods, showMethodTabs, storePath } from "@/lib/vendors/order-method";

const KNOWN = ["delivery", "pickup", "reserve"] as const;

/** spec 2 §4 Order methods: tabs only when the vendor offers more than one method; each is its own URL. */
export async function MethodTabs({ vendor, selected }: { vendor: { hash_id: string; slug: string; order_method: string }; selected: string }) {
  if (!showMethodTabs(vendor.order_method)) return null;
  const t = await getTranslations("vendorPage");
  const label = (m: string) => {
    const key = m.toLowerCase() as (typeof KNOWN)[number];
    return KNOWN.includes(key) ? t(`method_${key}`) : m;
  };
  return (
    <nav aria-label={t("methods")} className="mt-6">
      <ul className="inline-flex rounded-full bg-gray-100 p-1">
        {parseOrderMethods(vendor.order_method).map((m) => {
          const current = m.toLowerCase() === selected.toLowerCase();
          return (
            <li key={m}>
              <Link
                href={storePath({ hash_id: vendor.hash_id, slug: vendor.slug, order_method: m })}
                aria-current={current ? "page" : undefined}
                scroll={false}
                className="inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold text-gray-700 aria-[current=page]:bg-white aria-[current=page]:text-ink aria-[current=page]:shadow-sm"
              >
                {label(m)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
