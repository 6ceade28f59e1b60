import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FriendsMap } from "@/components/map/friends-map";
import { ClientMessages } from "@/components/providers/client-messages";
import { QueryProvider } from "@/components/providers/query-provider";
import { getUser } from "@/lib/api/auth";
import { serverApiContext } from "@/lib/api/context";
import { TIRANA } from "@/lib/brand";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "map", { noindex: true });
}

/** spec 3 §2 Friends map: centred on the user's own place (the profile's coordinates, else Tirana, spec 3 §9). */
export default async function MapPage({ params }: Props) {
  await pageLocale(params);
  const [pages, me] = await Promise.all([getTranslations("pages"), serverApiContext().then(getUser)]);
  const user = me.ok ? me.data.user : null;
  const center = {
    latitude: user?.latitude ?? TIRANA.latitude,
    longitude: user?.longitude ?? TIRANA.longitude,
  };
  return (
    <div className="flex flex-1 flex-col">
      <h1 className="sr-only">{pages("map.title")}</h1>
      {/* The map fills the screen below the header (the map layout has no footer). */}
      <div className="relative min-h-96 flex-1">
        <div className="absolute inset-0">
          <ClientMessages namespaces={["social"]}>
            <QueryProvider>
              <FriendsMap center={center} />
            </QueryProvider>
          </ClientMessages>
        </div>
      </div>
    </div>
  );
}
