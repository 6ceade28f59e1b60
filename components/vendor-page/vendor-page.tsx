import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { TIRANA, TIRANA_ADDRESS } from "@/lib/brand";
import { cartVendorFrom } from "@/lib/cart/vendor-data";
import { getPathname, Link } from "@/lib/i18n/navigation";
import { siteOrigin } from "@/lib/site-url";
import { vendorJsonLdWithoutMenu } from "@/lib/seo/vendor-jsonld";
import { vendorTags } from "@/lib/api/schemas/vendor";
import { isVendorOpen } from "@/lib/vendors/open-state";
import { CartBar } from "./cart-bar";
import { CategoryNav } from "./category-nav";
import { ClientMessages } from "@/components/providers/client-messages";
import { ClosedVendorDialog } from "./closed-vendor-dialog";
import { MenuList } from "./menu-list";
import { MethodTabs } from "./method-tabs";
import { ProductModal } from "./product-modal";
import { VendorHeader } from "./vendor-header";
import { VendorInfo } from "./vendor-info";
import { VendorJsonLd } from "./vendor-jsonld";
import { VendorLoadError } from "./vendor-load-error";
import { VendorProvider } from "./vendor-context";
import { resolveVendor, type VendorRouteParams } from "./vendor-route";
import { vendorKind } from "@/lib/vendors/kind";
import { leanMenu } from "@/lib/vendors/client-menu";

/** The vendor list near the vendor: the breadcrumb's middle step (spec 2 §2 /stores query). */
function storesNear(vendor: { latitude: number; longitude: number; city: string }, locale: "sq" | "en"): string {
  const query = new URLSearchParams({
    latitude: String(vendor.latitude || TIRANA.latitude),
    longitude: String(vendor.longitude || TIRANA.longitude),
    formatted_address: vendor.city || TIRANA_ADDRESS[locale],
  });
  return `/stores?${query}`;
}

/**
 * spec 2 §2 "Vendor page", §4 "Vendor open state" and "Order methods": the whole menu is server-rendered from the
 * cached public read; hearts, past orders and the cart are filled in on the client.
 */
export async function VendorPage({ params }: { params: VendorRouteParams }) {
  const { locale, found, failed } = await resolveVendor(params);
  if (!found) {
    // An unknown hash is a real 404 (the [locale] not-found boundary); an unreachable product API is not.
    if (!failed) notFound();
    return <VendorLoadError />;
  }
  const { vendor, method, path } = found;
  const [t, origin, nonce] = await Promise.all([getTranslations("vendorPage"), siteOrigin(), headers().then((h) => h.get("x-nonce") ?? undefined)]);
  const open = isVendorOpen(vendor);
  const absolute = (href: string) => `${origin}${getPathname({ href, locale })}`;
  const stores = storesNear(vendor, locale);
  // The menu goes into the JSON-LD on the way out (VendorJsonLd), from the client parts' copy of it.
  const jsonLd = vendorJsonLdWithoutMenu({
    vendor,
    url: absolute(path),
    tags: vendorTags(vendor, locale),
    menuName: t("menu"),
    breadcrumb: [
      { name: t("breadcrumbHome"), url: absolute("/") },
      { name: t("breadcrumbStores"), url: absolute(stores) },
      { name: vendor.title, url: absolute(path) },
    ],
  });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6 lg:px-8">
      <nav aria-label={t("breadcrumb")} className="mb-3 text-sm text-gray-600">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link href="/" className="hover:underline">
              {t("breadcrumbHome")}
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li>
            <Link href={stores} className="hover:underline">
              {t("breadcrumbStores")}
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="font-medium text-ink">
            {vendor.title}
          </li>
        </ol>
      </nav>
      <ClientMessages namespaces={["vendorPage", "productModal"]}>
        <VendorProvider
          value={{
            isOpen: open,
            cartVendor: cartVendorFrom(vendor, method),
            // The menu once more for the client parts, without what each product's place says (ADR 0034).
            menu: leanMenu(vendor.categories, vendor.id),
            path,
          }}
        >
          <VendorJsonLd data={jsonLd} menuName={t("menu")} vendorType={vendor.vendor_type} nonce={nonce} />
          <VendorHeader vendor={vendor} method={method} locale={locale} />
          <MethodTabs vendor={vendor} selected={method} />
          {!open && (
            <p role="status" className="mt-6 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              {t("closedNotice", { type: vendorKind(vendor.vendor_type) })}
            </p>
          )}
          <VendorInfo vendor={vendor} locale={locale} />
          <div className="mt-8">
            <CategoryNav label={t("categories")} vendorTitle={vendor.title} logo={vendor.logo_thumbnail_path} categories={vendor.categories.map((c) => ({ id: c.id, title: c.title }))} />
            <div className="mt-6">
              <MenuList />
            </div>
          </div>
          {/* The one part of the page with state in the URL (?product=ID, components/vendor-page/use-product-param.ts). */}
          <ProductModal />
          <CartBar />
          {!open && <ClosedVendorDialog vendor={vendor} locale={locale} />}
        </VendorProvider>
      </ClientMessages>
    </div>
  );
}
