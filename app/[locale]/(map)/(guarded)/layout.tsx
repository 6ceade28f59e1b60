import type { ReactNode } from "react";
import { requireUser } from "@/lib/auth/require-user";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";

// spec 3 §2: the friends map is for logged-in users with a verified phone (the vendors map is public).
export default async function GuardedMapLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  await pageLocale(params);
  await requireUser();
  return children;
}
