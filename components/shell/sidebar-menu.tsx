"use client";

import type { ReactNode } from "react";
import { onDemand } from "@/lib/client/on-demand";
import type { SidebarMenuProps } from "./sidebar-labels";

// ADR 0043: the sidebar is a closed dialog on every page load; its contents (icons, the account card, the language
// chooser, the logout confirmation) are fetched and drawn on the person's first use of the page, so a signed-in page's
// server render and every page's HTML leave them out. `placeholder` (SidebarPlain, from the server) stands in until
// then, and if the code cannot come.
export const SidebarMenu = onDemand<SidebarMenuProps & { placeholder: ReactNode }>(() => import("./sidebar-contents"), {
  afterIntent: true,
  loading: ({ placeholder }) => placeholder,
  fallback: ({ placeholder }) => placeholder,
}).View;
