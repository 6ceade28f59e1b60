"use client";

import { onDemand } from "@/lib/client/on-demand";
import { hydrateOnIntent } from "@/lib/client/island";
import type { CategoryNavProps } from "./category-nav-view";

// The category strip's code (scroll tracking, smooth jumps) loads and hydrates on the first use of the page or its
// first scroll: until then its links are plain #anchors (issue 14: first-load JavaScript of the vendor page).
const island = hydrateOnIntent<CategoryNavProps>(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy; the browser build drops it (lib/client/island.tsx)
  typeof window === "undefined" ? (require("./category-nav-view") as typeof import("./category-nav-view")).CategoryNavView : null,
  onDemand(() => import("./category-nav-view").then((m) => ({ default: m.CategoryNavView }))),
  { events: ["scroll"] },
);

/** CategoryNavView (components/vendor-page/category-nav-view.tsx), hydrated on the first use or scroll of the page. */
export const CategoryNav = island.Island;
