"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Messages, MessageKeys, NamespaceKeys, NestedKeyOf, NestedValueOf, TranslationValues } from "next-intl";
import formatMessage from "use-intl/format-message/format-only";
import { routing, TIME_ZONE, type Locale } from "./routing";

// Client components read their strings here, not from next-intl: use-intl's client runtime (provider, translator,
// formatter factory, error plumbing, memoizer) was about 3 KB gzip of every page's first load (issue 14's budget),
// and the client only ever needs t(key, values) and the locale. Messages are precompiled at build time
// (next.config.ts), so formatting one is use-intl's own small format-only function. Server components keep
// next-intl (getTranslations / useTranslations in RSC). The translator is typed as what it is — t(key, values) and
// t.has(key), keys checked against messages/sq.json as next-intl checks them — not as next-intl's, whose t.rich,
// t.markup and t.raw this one does not have (issue 27).

type Compiled = Parameters<typeof formatMessage>[1];
type Values = Record<string, unknown>;

interface I18n {
  locale: Locale;
  timeZone: string;
  messages: Partial<Messages>;
}

interface Formatters {
  getNumberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat;
  getDateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat;
  getPluralRules(locale: string, options?: Intl.PluralRulesOptions): Intl.PluralRules;
}

function cached<T, O>(make: (locale: string, options?: O) => T) {
  const cache = new Map<string, T>();
  return (locale: string, options?: O) => {
    const key = `${locale}|${options ? JSON.stringify(options) : ""}`;
    let value = cache.get(key);
    if (!value) cache.set(key, (value = make(locale, options)));
    return value;
  };
}

const FORMATTERS: Formatters = {
  getNumberFormat: cached((l, o?: Intl.NumberFormatOptions) => new Intl.NumberFormat(l, o)),
  getDateTimeFormat: cached((l, o?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(l, o)),
  getPluralRules: cached((l, o?: Intl.PluralRulesOptions) => new Intl.PluralRules(l, o)),
};

export const I18nContext = createContext<I18n | null>(null);

const isGroup = (node: unknown): node is Record<string, unknown> => node !== null && typeof node === "object" && !Array.isArray(node);

/**
 * A nested provider's messages over its parent's, group by group: a page that adds `profile.addresses` keeps the
 * layout's `profile.tabs`. (A compiled message is a string or an array, never a plain object.)
 */
function mergeMessages(parent: unknown, child: unknown): Partial<Messages> {
  if (!isGroup(parent) || !isGroup(child)) return child as Partial<Messages>;
  const merged: Record<string, unknown> = { ...parent };
  for (const [key, value] of Object.entries(child)) merged[key] = mergeMessages(merged[key], value);
  return merged as Partial<Messages>;
}

/**
 * Gives client components below it the locale and these (precompiled) messages. Nested providers add their messages
 * to the ones above (a page's own on top of the shell's, joined group by group: mergeMessages) and inherit what they
 * do not set.
 */
export function MessagesProvider({ locale, timeZone, messages, children }: { locale?: Locale; timeZone?: string; messages: Partial<Messages>; children: ReactNode }) {
  const parent = useContext(I18nContext);
  const value = useMemo<I18n>(
    () => ({
      locale: locale ?? parent?.locale ?? routing.defaultLocale,
      timeZone: timeZone ?? parent?.timeZone ?? TIME_ZONE,
      messages: parent ? mergeMessages(parent.messages, messages) : messages,
    }),
    [locale, timeZone, messages, parent],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("MessagesProvider is missing above this client component");
  return value;
}

function lookup(messages: unknown, path: string): unknown {
  let node = messages;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object" || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** What a translator says for a key it cannot format: the key's full path (next-intl's fallback), and why, logged. */
function fallback(path: string, why: string): string {
  console.error(`[i18n] ${why}: ${path}`);
  return path;
}

/** A namespace of the messages ("common", "checkout.steps"). */
export type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;
type Scope<N extends Namespace> = NestedValueOf<{ "!": Messages }, [N] extends [never] ? "!" : `!.${N}`>;
/** The keys of the messages under a namespace (all of them without one). */
export type MessageKey<N extends Namespace = never> = MessageKeys<Scope<N>, NestedKeyOf<Scope<N>>>;

/** What a client component translates with: a message with its values, and whether a message exists. */
export interface Translator<N extends Namespace = never> {
  (key: MessageKey<N>, values?: TranslationValues): string;
  has(key: MessageKey<N>): boolean;
}

/** A translator over `namespace` (dot path) of `i18n`'s messages. */
export function createTranslator<N extends Namespace = never>(i18n: I18n, namespace?: N): Translator<N> {
  const base = namespace ? lookup(i18n.messages, namespace) : i18n.messages;
  const options = { formatters: FORMATTERS, locale: i18n.locale, timeZone: i18n.timeZone, globalFormats: undefined, formats: undefined };
  function t(key: string, values?: Values): string {
    const path = namespace ? `${namespace}.${key}` : key;
    const message = lookup(base, key);
    if (message === undefined || (typeof message === "object" && !Array.isArray(message))) return fallback(path, "missing message");
    try {
      const out = formatMessage(path, message as Compiled, values as never, options as never);
      return typeof out === "string" ? out : fallback(path, "not a plain-text message");
    } catch (error) {
      return fallback(path, `formatting failed (${(error as Error).message})`);
    }
  }
  function has(key: string): boolean {
    const message = lookup(base, key);
    return typeof message === "string" || Array.isArray(message);
  }
  return Object.assign(t, { has });
}

/** The translator of a namespace (or of all messages), for client components. */
export function useTranslations<N extends Namespace = never>(namespace?: N): Translator<N> {
  const i18n = useI18n();
  return useMemo(() => createTranslator<N>(i18n, namespace), [i18n, namespace]);
}

/** The page's locale, for client components. */
export function useLocale(): Locale {
  return useI18n().locale;
}
