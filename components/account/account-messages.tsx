import type { ReactNode } from "react";
import type { Messages } from "next-intl";
import { getMessages } from "next-intl/server";
import { MessagesProvider } from "@/lib/i18n/client";

// The account screens' client components read these namespaces with useTranslations. Only here, not in the
// shared client bundle of every page (components/shell/locale-document.tsx keeps that one small).
const NAMESPACES = ["auth", "login", "register", "alerts", "verification", "editPhone", "resetPassword", "feedback", "location"] as const satisfies readonly (keyof Messages)[];

type Namespace = (typeof NAMESPACES)[number];

/** `only` narrows the set (the home page needs two namespaces, not the whole account vocabulary). */
export async function AccountMessages({ children, only }: { children: ReactNode; only?: readonly Namespace[] }) {
  const all = await getMessages();
  const wanted: readonly Namespace[] = only ?? NAMESPACES;
  const picked = Object.fromEntries(wanted.map((ns) => [ns, all[ns]]));
  return <MessagesProvider messages={picked as Partial<Messages>}>{children}</MessagesProvider>;
}
