"use client";

import { onDemand } from "@/lib/client/on-demand";
import { hydrateOnIntent, passedContext } from "@/lib/client/island";
import { SnackbarContext } from "@/components/ui/snackbar";

// The box's code (the form state, the rule, sending, the snackbars) loads and hydrates on the first use of the page:
// until then its server HTML is on screen and takes typing, and a sign-up sent meanwhile is sent once it is live
// (issue 14's JS budget: the blog post's first load, ADR 0017).
const island = hydrateOnIntent<{ source?: "blog" | "footer" }>(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy; the browser build drops it (lib/client/island.tsx)
  typeof window === "undefined" ? (require("./newsletter-box-view") as typeof import("./newsletter-box-view")).NewsletterBoxView : null,
  onDemand(() => import("./newsletter-box-view").then((m) => ({ default: m.NewsletterBoxView }))),
  { contexts: [passedContext(SnackbarContext)] },
);

/** NewsletterBoxView (components/blog/newsletter-box-view.tsx), hydrated on the first use of the page. */
export const NewsletterBox = island.Island;
