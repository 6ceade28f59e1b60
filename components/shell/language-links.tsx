"use client";

import { useSearchParams } from "next/navigation";
import { usePathname } from "@/lib/i18n/navigation";
import { LanguageLinksView, type LanguageLinksProps } from "./language-links-view";

/** Follows client-side navigation: the shell's layout is not re-rendered when the page changes. */
export function LanguageLinks(props: LanguageLinksProps) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  return <LanguageLinksView {...props} next={query ? `${pathname}?${query}` : pathname} />;
}
