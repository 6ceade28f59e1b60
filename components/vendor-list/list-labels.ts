import "server-only";
import { getTranslations } from "next-intl/server";
import { FILTER_TOGGLES, type FilterToggle } from "@/lib/vendors/filter";
import { SORT_KEYS, type SortKey } from "@/lib/vendors/sort";
import type { FilterLabels } from "./filter-panel";
import type { VendorCardLabels } from "./vendor-card";
import type { VendorListLabels } from "./vendor-list-labels";

// The vendor list's texts, translated on the server and passed to the client leaves as props. Templates keep their
// {placeholders} and are filled in the browser for appended cards. Not the raw message: the messages are precompiled at build
// time (next.config.ts), so a raw message is not a string; formatting each placeholder as itself gives the template.
const keep = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `{${name}}`]));
export async function vendorCardLabels(): Promise<VendorCardLabels> {
  const t = await getTranslations("vendors");
  return {
    open: t("open"),
    closed: t("closed"),
    newBadge: t("new_badge"),
    freeDelivery: t("free_delivery"),
    deliveryFee: t("delivery_fee", keep("fee")),
    minutes: t("delivery_minutes", keep("min", "max")),
    rating: t("rating", keep("rating")),
  };
}

export async function vendorListLabels(): Promise<VendorListLabels> {
  const [t, card] = await Promise.all([getTranslations("vendors"), vendorCardLabels()]);
  return {
    card,
    list: t("list_label"),
    more: t("more"),
    loadingMore: t("loading_more"),
    loadFailed: t("load_failed"),
    previousPage: t("previous_page"),
  };
}

export async function filterLabels(): Promise<FilterLabels> {
  const t = await getTranslations("vendors");
  return {
    title: t("filters_title"),
    toggles: Object.fromEntries(FILTER_TOGGLES.map((k) => [k, t(`filter_${k}`)])) as Record<FilterToggle, string>,
    feeTitle: t("fee_title"),
    feeMin: t("fee_min"),
    feeMax: t("fee_max"),
    feeAny: t("fee_any"),
    feeUpTo: t("fee_up_to", keep("fee")),
    feeFrom: t("fee_from", keep("fee")),
    feeBetween: t("fee_between", keep("low", "high")),
    sortTitle: t("sort_title"),
    sortDefault: t("sort_default"),
    sorts: Object.fromEntries(SORT_KEYS.map((k) => [k, t(`sort_${k}`)])) as Record<SortKey, string>,
    apply: t("apply"),
    applyFilters: t("apply_filters"),
    clear: t("clear"),
  };
}
