"use client";

import { onDemand } from "@/lib/client/on-demand";
import { hydrateOnIntent } from "@/lib/client/island";

// The form's code (fields, rules, sending, alerts) loads and hydrates on the first use of the page: until then its
// server HTML is on screen and takes typing (issue 14: first-load JavaScript and blocking time of a public page).
const island = hydrateOnIntent<{ years: number[]; months: string[] }>(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy; the browser build drops it (lib/client/island.tsx)
  typeof window === "undefined" ? (require("./courier-form-view") as typeof import("./courier-form-view")).CourierFormView : null,
  onDemand(() => import("./courier-form-view").then((m) => ({ default: m.CourierFormView }))),
);

/** CourierFormView (components/content/courier-form-view.tsx), hydrated on the first use of the page. */
export const CourierForm = island.Island;
