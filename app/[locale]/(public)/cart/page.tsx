import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CartView } from "@/components/cart/cart-view";
import { PageTitle } from "@/components/ui/page-title";
import { ClientMessages } from "@/components/providers/client-messages";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "cart", { noindex: true });
}

// spec 2 §2 /cart (public; checkout itself is guarded). The cart lives in the browser (lib/cart/store.ts).
export default async function CartPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations("pages");
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PageTitle>{t("cart.title")}</PageTitle>
      <ClientMessages namespaces={["cartPage", "vendorPage"]}>
        <CartView />
      </ClientMessages>
    </div>
  );
}
