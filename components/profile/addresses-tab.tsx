import { ClientMessages, PROFILE_FORMS_NAMESPACES } from "@/components/providers/client-messages";
import { TitledPage } from "@/components/shell/titled-page";
import { listAddresses } from "@/lib/api/addresses";
import { serverApiContext } from "@/lib/api/context";
import { requireUser } from "@/lib/auth/require-user";
import { AddressesView } from "./addresses-view";

/**
 * spec 3 §2 the addresses tab (/profile/addresses, and /profile itself); spec 3 §8: a failed load is an empty list. Its
 * address form's words come with it (PROFILE_FORMS_NAMESPACES), not with every profile tab.
 */
export async function AddressesTab() {
  await requireUser();
  const addresses = await listAddresses(await serverApiContext());
  return (
    <TitledPage page="profileAddresses">
      <ClientMessages namespaces={PROFILE_FORMS_NAMESPACES}>
        <AddressesView initial={addresses.ok ? addresses.data.addresses : []} />
      </ClientMessages>
    </TitledPage>
  );
}
