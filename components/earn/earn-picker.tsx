import { getTranslations } from "next-intl/server";
import { PersonRow } from "@/components/social/person-row";
import { SearchIcon } from "@/components/ui/icons/search";
import { Link } from "@/lib/i18n/navigation";

export interface Pickable {
  id: number;
  name: string;
  photo: string | null;
  username: string | null;
}

/**
 * spec 3 §2 /profile/earninvite-friend and -shijoer: a searchable list; picking stores the invited user (in the URL
 * of the invite-and-earn home) and goes back. A GET search form, so it works without JavaScript.
 */
export async function EarnPicker({ via, name, people }: { via: "friend" | "shijoer"; name: string; people: Pickable[] }) {
  const t = await getTranslations("earn");
  return (
    <>
      <form role="search" method="get" className="mt-6 flex max-w-xl gap-2">
        <label htmlFor="earn-name" className="sr-only">{t("searchLabel")}</label>
        <input id="earn-name" name="name" type="search" defaultValue={name} maxLength={60} placeholder={t("searchLabel")} className="h-11 min-w-0 flex-1 rounded-full border border-gray-300 bg-white px-4 text-base focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none" />
        <button type="submit" className="btn btn-primary h-11">
          <SearchIcon className="size-4" aria-hidden />
          {t("search")}
        </button>
      </form>
      {people.length === 0 ? (
        <p role="status" className="mt-8 rounded-2xl bg-gray-50 p-4 text-gray-700">{via === "friend" && !name ? t("noFriends") : t("noShijoers")}</p>
      ) : (
        <ul className="mt-6 grid gap-3 md:grid-cols-2" aria-label={via === "friend" ? t("pickFriendTitle") : t("pickShijoerTitle")}>
          {people.map((p) => {
            const href = `/profile/earn-invitation?receiver=${p.id}&via=${via}`;
            return (
              <PersonRow
                key={p.id}
                href={href}
                name={p.name}
                photo={p.photo}
                detail={p.username ? `@${p.username}` : null}
                action={<Link href={href} className="btn btn-secondary" aria-label={`${t("pick")}: ${p.name}`}>{t("pick")}</Link>}
              />
            );
          })}
        </ul>
      )}
    </>
  );
}
