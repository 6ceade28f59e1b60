import { getTranslations } from "next-intl/server";
import { SearchIcon } from "@/components/ui/icons/search";

/** A GET form: the name lands in ?name=, so the search works without JavaScript and can be shared or reloaded. */
export async function NameSearch({ name }: { name: string }) {
  const t = await getTranslations("social");
  return (
    <form role="search" method="get" className="mt-6 flex max-w-xl gap-2">
      <label htmlFor="social-name" className="sr-only">
        {t("searchLabel")}
      </label>
      <input
        id="social-name"
        name="name"
        type="search"
        defaultValue={name}
        maxLength={60}
        placeholder={t("searchPlaceholder")}
        className="h-11 min-w-0 flex-1 rounded-full border border-gray-300 bg-white px-4 text-base focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      />
      <button type="submit" className="btn btn-primary h-11">
        <SearchIcon className="size-4" />
        {t("searchButton")}
      </button>
    </form>
  );
}
