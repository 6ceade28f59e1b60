// Client components read precompiled messages (next.config.ts compiles messages/*.json at build time): tests render
// them under the same provider with the same compilation, so a test reads what a customer reads.
import type { ReactNode } from "react";
import type { Messages } from "next-intl";
import compile from "icu-minify/compile";
import en from "@/messages/en.json";
import sq from "@/messages/sq.json";
import { MessagesProvider } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/routing";

function compileTree(node: unknown): unknown {
  if (typeof node === "string") return compile(node);
  if (node && typeof node === "object") return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, compileTree(v)]));
  return node;
}

export const compiledMessages = { sq: compileTree(sq), en: compileTree(en) } as Record<Locale, Partial<Messages>>;

/** A client subtree as the storefront renders it in `locale`. */
export function WithMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <MessagesProvider locale={locale} timeZone="Europe/Tirane" messages={compiledMessages[locale]}>
      {children}
    </MessagesProvider>
  );
}
