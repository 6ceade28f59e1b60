import "server-only";
import { getTranslations } from "next-intl/server";
import type { SearchFormLabels } from "./search-form";

/** The search bar's texts, translated on the server and passed down (client messages stay small). */
export async function searchFormLabels(): Promise<SearchFormLabels> {
  const [t, errors, location] = await Promise.all([
    getTranslations("search"),
    getTranslations("errors"),
    getTranslations("location"),
  ]);
  return {
    location: t("location_label"),
    locationPlaceholder: t("location_placeholder"),
    placesList: t("places_list"),
    useCurrentLocation: t("use_current_location"),
    locating: t("locating"),
    term: t("term_label"),
    termPlaceholder: t("term_placeholder"),
    suggestionsList: t("suggestions_list"),
    vendorType: t("vendor_type_label"),
    vendors: t("vendors"),
    grocery: t("grocery"),
    orderType: t("order_type_label"),
    orderTypes: { delivery: t("delivery"), pickup: t("pickup"), reserve: t("reserve") },
    submit: t("submit"),
    locationRequired: t("location_required"),
    choosePlace: t("choose_place"),
    attention: errors("attention"),
    locationUnavailable: location("unavailable"),
  };
}
