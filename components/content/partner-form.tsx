"use client";

import { onDemand } from "@/lib/client/on-demand";
import { hydrateOnIntent } from "@/lib/client/island";

// The form's code (fields, rules, sending, alerts) loads and hydrates on the first use of the page: until then its
// server HTML is on screen and takes typing (issue 14: first-load JavaScript and blocking time of a public page).
const island = hydrateOnIntent<object>(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy; the browser build drops it (lib/client/island.tsx)
  typeof window === "undefined" ? (require("./partner-form-view") as typeof import("./partner-form-view")).PartnerFormView : null,
  onDemand(() => import("./partner-form-view").then((m) => ({ default: m.PartnerFormView }))),
);

/** PartnerFormView (components/content/partner-form-view.tsx), hydrated on the first use of the page. */
export const PartnerForm = island.Island;
