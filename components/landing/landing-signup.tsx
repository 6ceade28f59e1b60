"use client";

import { onDemand } from "@/lib/client/on-demand";
import { hydrateOnIntent } from "@/lib/client/island";

// The sign-up's code (the form state, the rule, tracking, the move to registration) loads and hydrates on the first
// use of the page: until then its server HTML is on screen and takes typing (issue 14's JS budget: the landing
// page's first load, ADR 0017).
const island = hydrateOnIntent<{ hashId: string; name: string }>(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy; the browser build drops it (lib/client/island.tsx)
  typeof window === "undefined" ? (require("./landing-signup-view") as typeof import("./landing-signup-view")).LandingSignupView : null,
  onDemand(() => import("./landing-signup-view").then((m) => ({ default: m.LandingSignupView }))),
);

/** LandingSignupView (components/landing/landing-signup-view.tsx), hydrated on the first use of the page. */
export const LandingSignup = island.Island;
