"use client";

import type { ReactNode } from "react";
import { onDemand } from "@/lib/client/on-demand";
import type { GetAppContentsProps } from "./get-app-frame";

// ADR 0043: a closed dialog on every page load; its QR code and badges are drawn on the person's first use of the page.
// `placeholder` (from the server: the frame and a link to the download-app page) stands in until then, without
// JavaScript, and if the code cannot come.
export const GetAppContents = onDemand<GetAppContentsProps & { placeholder: ReactNode }>(() => import("./get-app-view"), {
  afterIntent: true,
  loading: ({ placeholder }) => placeholder,
  fallback: ({ placeholder }) => placeholder,
}).View;
