// lib/i18n/client.tsx: what client components read, over the build's precompiled messages. Spec 1 §1: every page
// speaks Albanian (default) or English; counts agree with their noun ("1 produkt", "2 produkte").
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTranslator, MessagesProvider, useLocale, useTranslations, type Namespace } from "@/lib/i18n/client";
import messagesSq from "@/messages/sq.json";
import { compiledMessages, WithMessages } from "./support/messages";

// Any key and namespace, as typed: these tests also ask for messages that do not exist, on purpose.
type AnyKey = ((key: string, values?: Record<string, string | number>) => string) & { has(key: string): boolean };
const translator = (locale: "sq" | "en", namespace?: string) =>
  createTranslator({ locale, timeZone: "Europe/Tirane", messages: compiledMessages[locale] }, namespace as Namespace | undefined) as unknown as AnyKey;

afterEach(() => vi.restoreAllMocks());

describe("client translations", () => {
  it("plain messages, placeholders, plurals and selects, in both languages", () => {
    const sq = translator("sq", "vendorPage");
    const en = translator("en", "vendorPage");
    expect(sq("cartCount", { count: 1 })).toBe("Shporta, 1 produkt");
    expect(sq("cartCount", { count: 3 })).toBe("Shporta, 3 produkte");
    expect(en("cartCount", { count: 1 })).toBe("Cart, 1 item");
    expect(en("cartCount", { count: 12 })).toBe("Cart, 12 items");
    const closedSq = translator("sq", "vendor_closed");
    expect(closedSq("opens_today", { type: "restaurant", time: "18:00" })).toBe("Ky lokal është i mbyllur tani dhe hapet sot në 18:00. Menunë mund ta shikoni gjithsesi.");
    expect(translator("en", "vendor_closed")("closed", { type: "grocery" })).toBe("The shop is closed for the moment!");
  });

  it("a nested key by dot path, and t.has", () => {
    const t = translator("en");
    expect(t("shell.cartItems", { count: 2 })).toBe("2 items");
    expect(t.has("shell.cartItems")).toBe(true);
    expect(t.has("shell.noSuchKey")).toBe(false);
    expect(t.has("shell")).toBe(false); // a namespace is not a message
  });

  it("a missing message shows its path and is logged, never a crash or a blank", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(translator("sq", "vendorPage")("noSuchKey")).toBe("vendorPage.noSuchKey");
    expect(translator("sq", "noSuchNamespace")("x")).toBe("noSuchNamespace.x");
    expect(error).toHaveBeenCalledTimes(2);
  });
});

describe("the translator's type says what it has (issue 27)", () => {
  it("t(key, values) and t.has, keys checked; no t.rich, t.markup or t.raw, which would throw at run time", () => {
    const t = createTranslator({ locale: "en", timeZone: "Europe/Tirane", messages: compiledMessages.en }, "shell");
    expect(t("cartItems", { count: 2 })).toBe("2 items");
    expect(t.has("cartItems")).toBe(true);
    // @ts-expect-error -- not a message of the namespace
    expect(t.has("noSuchKey")).toBe(false);
    // @ts-expect-error -- no rich text on the client
    expect(t.rich).toBeUndefined();
    // @ts-expect-error -- no markup on the client
    expect(t.markup).toBeUndefined();
    // @ts-expect-error -- no raw messages on the client
    expect(t.raw).toBeUndefined();
  });
});

describe("provider and hooks", () => {
  function Probe({ namespace, k, values }: { namespace: string; k: string; values?: Record<string, unknown> }) {
    const t = useTranslations(namespace as never) as unknown as (key: string, v?: Record<string, unknown>) => string;
    return (
      <p>
        {useLocale()}:{t(k, values)}
      </p>
    );
  }

  it("hooks read the nearest provider's locale and messages", () => {
    expect(renderToStaticMarkup(<WithMessages locale="sq"><Probe namespace="shell" k="cartItems" values={{ count: 1 }} /></WithMessages>)).toBe("<p>sq:1 produkt</p>");
    expect(renderToStaticMarkup(<WithMessages locale="en"><Probe namespace="shell" k="cartItems" values={{ count: 1 }} /></WithMessages>)).toBe("<p>en:1 item</p>");
  });

  it("a nested provider adds its namespaces to the shell's and inherits the locale", () => {
    const shell = { common: compiledMessages.en.common };
    const page = { social: compiledMessages.en.social };
    const html = renderToStaticMarkup(
      <MessagesProvider locale="en" messages={shell}>
        <MessagesProvider messages={page}>
          <Probe namespace="common" k="mapZoomIn" />
          <Probe namespace="social" k="tab_chat" />
        </MessagesProvider>
      </MessagesProvider>,
    );
    expect(html).toBe("<p>en:Zoom in</p><p>en:Chat</p>");
  });

  it("a nested provider's messages of a namespace join the parent's of the same namespace, not replace them", () => {
    const profile = compiledMessages.sq.profile!;
    const html = renderToStaticMarkup(
      <MessagesProvider locale="sq" messages={{ profile: { tabs: profile.tabs } } as never}>
        <MessagesProvider messages={{ profile: { cards: profile.cards } } as never}>
          <Probe namespace="profile.tabs" k="wallet" />
          <Probe namespace="profile.cards" k="empty" />
        </MessagesProvider>
      </MessagesProvider>,
    );
    expect(html).toBe(`<p>sq:${messagesSq.profile.tabs.wallet}</p><p>sq:${messagesSq.profile.cards.empty}</p>`);
  });

  it("a client component without a provider fails loudly (a missing provider is a bug, not a blank page)", () => {
    expect(() => renderToStaticMarkup(<Probe namespace="common" k="mapZoomIn" />)).toThrow(/MessagesProvider/);
  });
});
