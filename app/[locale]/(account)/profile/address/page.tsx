import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AddressEditor } from "@/components/profile/address-editor";
import { ClientMessages, PROFILE_FORMS_NAMESPACES } from "@/components/providers/client-messages";
import { TitledPage } from "@/components/shell/titled-page";
import { listAddresses } from "@/lib/api/addresses";
import { serverApiContext } from "@/lib/api/context";
import { requireUser } from "@/lib/auth/require-user";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";
import { readAddressRoute } from "@/lib/profile/address-route";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "profileAddress", { noindex: true });
}

// spec 3 §2 /profile/address?is_edit=true&id=…&from_cart=true|false: add or edit one address.
export default async function ProfileAddressPage({ params, searchParams }: Props) {
  await pageLocale(params);
  await requireUser();
  const { editId, fromCart } = readAddressRoute(await searchParams);
  const t = await getTranslations("profile.address");
  let editing = null;
  if (editId !== null) {
    const list = await listAddresses(await serverApiContext());
    editing = list.ok ? (list.data.addresses.find((a) => a.id === editId) ?? null) : null;
  }
  return (
    <TitledPage page="profileAddress">
      <h2 className="mt-6 text-lg font-bold">{editing ? t("editTitle") : t("newTitle")}</h2>
      {editId !== null && !editing && <p className="mt-2 text-gray-700">{t("notFound")}</p>}
      <div className="max-w-2xl">
        <ClientMessages namespaces={PROFILE_FORMS_NAMESPACES}>
          <AddressEditor key={editing?.id ?? "new"} editing={editing} fromCart={fromCart} />
        </ClientMessages>
      </div>
    </TitledPage>
  );
}
