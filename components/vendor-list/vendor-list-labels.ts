import type { VendorCardLabels } from "./vendor-card";

/** The vendor list's words (components/vendor-list/list-labels.ts builds them on the server). */
export interface VendorListLabels {
  card: VendorCardLabels;
  list: string;
  more: string;
  loadingMore: string;
  loadFailed: string;
  previousPage: string;
}
