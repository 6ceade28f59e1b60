// @vitest-environment happy-dom
// lib/client/island.tsx (ADR 0014 session 7, issue 27): a component whose server HTML is on screen until its code has
// loaded on the page's first use, then hydrates that HTML in a root of its own, with the shell's contexts (ours only).
import { act, createContext, use, useLayoutEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { hydrateOnIntent, passedContext, TYPED_ATTRIBUTE } from "@/lib/client/island";
import { onDemand, resetIntentForTests } from "@/lib/client/on-demand";
import { useTranslations } from "@/lib/i18n/client";
import { RouterContext, useRouter, type Router } from "@/lib/i18n/navigation";
import { WithMessages } from "./support/messages";
import { domRoot } from "./support/dom-root";

// React's act() environment flag, so state updates inside act() are flushed.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const TEAM = createContext<string | null>(null);

/** The component an island draws: a counter button, a form, a text field, a string from the messages and the router. */
function Widget({ label, onSent }: { label: string; onSent: (name: string) => void }) {
  const t = useTranslations("common");
  const router = useRouter();
  const team = use(TEAM);
  const [count, setCount] = useState(0);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSent(new FormData(event.currentTarget).get("name") as string);
    router.push("/sent");
  }
  return (
    <form onSubmit={submit} aria-label={label}>
      <input name="name" defaultValue="" />
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        {t("ok")} {count} {team}
      </button>
      <button type="submit">send</button>
    </form>
  );
}

const router: Router = { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn(), refresh: vi.fn() };

/** The page's tree around the island: the shell's providers and one of the island's own. */
function Page({ children }: { children: React.ReactNode }) {
  return (
    <WithMessages locale="en">
      <RouterContext.Provider value={router}>
        <TEAM.Provider value="blue">{children}</TEAM.Provider>
      </RouterContext.Provider>
    </WithMessages>
  );
}

type WidgetProps = Parameters<typeof Widget>[0];
const onSent = vi.fn();

/** The same island twice: as the server builds it (serverView) and as the browser does (null). */
function makeIsland(load: () => Promise<{ default: typeof Widget }>) {
  const code = onDemand<WidgetProps>(load);
  return {
    server: hydrateOnIntent<WidgetProps>(Widget, onDemand<WidgetProps>(load), { contexts: [passedContext(TEAM)] }),
    browser: hydrateOnIntent<WidgetProps>(null, code, { contexts: [passedContext(TEAM)] }),
  };
}

const dom = domRoot();

/** Server HTML in the document, then the page hydrated over it with the browser's island. */
async function hydratePage(island: ReturnType<typeof makeIsland>, props: WidgetProps, beforeHydration: () => void = () => {}) {
  const Server = island.server.Island;
  const Browser = island.browser.Island;
  dom.container.innerHTML = renderToString(
    <Page>
      <Server {...props} />
    </Page>,
  );
  beforeHydration();
  await act(async () => {
    dom.root = hydrateRoot(
      dom.container,
      <Page>
        <Browser {...props} />
      </Page>,
    );
  });
  return Browser;
}

const noSubscription = () => () => {};
const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 10)));

beforeEach(() => {
  resetIntentForTests();
  onSent.mockReset();
  vi.mocked(router.push).mockReset();
});

describe("an island", () => {
  it("is its component's HTML on the server, in a display: contents box", () => {
    const island = makeIsland(async () => ({ default: Widget }));
    const html = renderToString(
      <Page>
        <island.server.Island label="form" onSent={onSent} />
      </Page>,
    );
    expect(html).toMatch(/^<div class="contents"><form aria-label="form">/);
    expect(html).toContain("Ok<!-- --> <!-- -->0<!-- --> <!-- -->blue");
  });

  it("keeps the server HTML and fetches no code until the page's first use, then hydrates with the shell's and its own contexts", async () => {
    const load = vi.fn(async () => ({ default: Widget }));
    const island = makeIsland(load);
    await hydratePage(island, { label: "form", onSent });
    const button = () => dom.container.querySelector<HTMLButtonElement>('button[type="button"]')!;
    expect(button().textContent).toBe("Ok 0 blue");
    expect(load).not.toHaveBeenCalled();
    expect(island.browser.loaded()).toBe(false);

    await act(async () => document.dispatchEvent(new Event("focusin")));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(island.browser.loaded()).toBe(true);
    await act(async () => button().click());
    expect(button().textContent).toBe("Ok 1 blue");
  });

  it("holds a form sent before it was live and sends it again once it is, with what was typed", async () => {
    let arrive: (module: { default: typeof Widget }) => void = () => {};
    const island = makeIsland(() => new Promise((resolve) => (arrive = resolve)));
    await hydratePage(island, { label: "form", onSent });
    const input = dom.container.querySelector("input")!;
    input.value = "Ana";
    input.dispatchEvent(new Event("input", { bubbles: true }));
    expect(input.hasAttribute(TYPED_ATTRIBUTE)).toBe(true);
    const form = dom.container.querySelector("form")!;
    const plain = vi.fn();
    form.addEventListener("submit", (event) => plain(event.defaultPrevented));
    await act(async () => form.requestSubmit(dom.container.querySelector<HTMLButtonElement>('button[type="submit"]')!));
    // Held: not sent as plain HTML.
    expect(plain).toHaveBeenLastCalledWith(true);
    expect(onSent).not.toHaveBeenCalled();
    await act(async () => arrive({ default: Widget }));
    await flush();
    expect(onSent).toHaveBeenCalledWith("Ana");
    expect(router.push).toHaveBeenCalledWith("/sent");
  });

  it("takes over what was typed while the page itself was still hydrating (no listener yet): marked, and a use of the page", async () => {
    const load = vi.fn(async () => ({ default: Widget }));
    const island = makeIsland(load);
    await hydratePage(island, { label: "form", onSent }, () => {
      // One input event, as a fast typist or a paste makes, before any script listened.
      const input = dom.container.querySelector("input")!;
      input.value = "Ana";
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    const input = dom.container.querySelector("input")!;
    expect(input.hasAttribute(TYPED_ATTRIBUTE)).toBe(true);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(input.value).toBe("Ana");
    await act(async () => dom.container.querySelector("form")!.requestSubmit(dom.container.querySelector<HTMLButtonElement>('button[type="submit"]')!));
    expect(onSent).toHaveBeenCalledWith("Ana");
  });

  it("a focus inside it before it listened is a use of the page too; untouched server HTML is not", async () => {
    const load = vi.fn(async () => ({ default: Widget }));
    await hydratePage(makeIsland(load), { label: "form", onSent });
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(dom.container.querySelector(`[${TYPED_ATTRIBUTE}]`)).toBeNull();
    await act(async () => dom.root?.unmount());
    dom.container.innerHTML = "";
    resetIntentForTests();

    await hydratePage(makeIsland(load), { label: "form", onSent }, () => dom.container.querySelector("input")!.focus());
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(dom.container.querySelector(`[${TYPED_ATTRIBUTE}]`)).toBeNull();
  });

  it("replays a button pressed before it was live", async () => {
    const island = makeIsland(async () => ({ default: Widget }));
    await hydratePage(island, { label: "form", onSent });
    const button = () => dom.container.querySelector<HTMLButtonElement>('button[type="button"]')!;
    await act(async () => {
      button().dispatchEvent(new Event("pointerdown", { bubbles: true }));
      button().click();
    });
    await flush();
    expect(button().textContent).toBe("Ok 1 blue");
  });

  it("draws new props once it is live, not while the server HTML waits", async () => {
    const island = makeIsland(async () => ({ default: Widget }));
    const Browser = await hydratePage(island, { label: "form", onSent });
    await act(async () => document.dispatchEvent(new Event("keydown")));
    await flush();
    await act(async () =>
      dom.root!.render(
        <Page>
          <Browser label="renamed" onSent={onSent} />
        </Page>,
      ),
    );
    await flush();
    expect(dom.container.querySelector("form")!.getAttribute("aria-label")).toBe("renamed");
  });

  it("given new props before its code came, hydrates the server HTML, keeps what was typed, then draws the new props", async () => {
    let arrive: (module: { default: typeof Widget }) => void = () => {};
    const island = makeIsland(() => new Promise((resolve) => (arrive = resolve)));
    const Browser = await hydratePage(island, { label: "form", onSent });
    const input = dom.container.querySelector("input")!;
    input.value = "Ana";
    input.dispatchEvent(new Event("input", { bubbles: true }));
    // The page draws the island again before its code is there (a client-side navigation, or the RSC payload read again).
    await act(async () =>
      dom.root!.render(
        <Page>
          <Browser label="renamed" onSent={onSent} />
        </Page>,
      ),
    );
    await act(async () => arrive({ default: Widget }));
    await flush();
    expect(dom.container.querySelector("input")).toBe(input);
    expect(input.value).toBe("Ana");
    expect(dom.container.querySelector("form")!.getAttribute("aria-label")).toBe("renamed");
  });

  it("keeps the server HTML when its code cannot be fetched, and lets a held form go as plain HTML", async () => {
    const island = makeIsland(() => Promise.reject(new Error("ChunkLoadError")));
    await hydratePage(island, { label: "form", onSent });
    const form = dom.container.querySelector("form")!;
    const submits: boolean[] = [];
    form.addEventListener("submit", (event) => {
      submits.push(event.defaultPrevented);
      event.preventDefault();
    });
    await act(async () => form.requestSubmit());
    await flush();
    expect(submits).toEqual([true, false]);
    expect(dom.container.querySelector('button[type="button"]')!.textContent).toBe("Ok 0 blue");
    expect(onSent).not.toHaveBeenCalled();
  });

  it("marks what is typed while its root is still hydrating, before React's listeners on the page hydrate it at once", async () => {
    // A controlled field that takes over a marked value as it hydrates (as the search bar does), and draws again just
    // after (as useSyncExternalStore does): a value it did not take over is then replaced by its own. React's own
    // listeners on the page's root hydrate a pending root synchronously on an input event, in the capture phase of the
    // root's container: before any listener on the island's box (CI: islands.spec and discovery.spec lost a typed word).
    function Field() {
      const [value, setValue] = useState("");
      // Another value in the browser than while hydrating: drawn again just after hydration.
      useSyncExternalStore(noSubscription, () => 1, () => 0);
      const ref = useRef<HTMLInputElement>(null);
      useLayoutEffect(() => {
        const input = ref.current!;
        if (input.hasAttribute(TYPED_ATTRIBUTE)) setValue(input.value);
        input.removeAttribute(TYPED_ATTRIBUTE);
      }, []);
      return <input aria-label="term" ref={ref} value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    const load = async () => ({ default: Field });
    const server = hydrateOnIntent<object>(Field, onDemand<object>(load));
    const browser = hydrateOnIntent<object>(null, onDemand<object>(load));
    dom.container.innerHTML = renderToString(
      <Page>
        <server.Island />
      </Page>,
    );
    await act(async () => {
      dom.root = hydrateRoot(
        dom.container,
        <Page>
          <browser.Island />
        </Page>,
      );
    });
    const box = dom.container.querySelector<HTMLDivElement>("div.contents")!;
    const input = dom.container.querySelector("input")!;
    await act(async () => {
      document.dispatchEvent(new Event("focusin"));
      // The code arrives and the island's root is made; its hydration is still to come when the word is typed. React
      // marks a root's container with a __reactContainer$ key: if that name changes, the expect below says so.
      for (let i = 0; i < 20 && !Object.keys(box).some((key) => key.startsWith("__reactContainer$")); i++) await Promise.resolve();
      expect(Object.keys(box).some((key) => key.startsWith("__reactContainer$"))).toBe(true);
      input.value = "burg";
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await flush();
    expect(dom.container.querySelector("input")).toBe(input);
    expect(input.value).toBe("burg");
  });

  it("a button pressed while its root hydrates runs once: React hydrates and handles that click itself", async () => {
    const island = makeIsland(async () => ({ default: Widget }));
    await hydratePage(island, { label: "form", onSent });
    const box = dom.container.querySelector<HTMLDivElement>("div.contents")!;
    const button = () => dom.container.querySelector<HTMLButtonElement>('button[type="button"]')!;
    await act(async () => {
      document.dispatchEvent(new Event("focusin"));
      // The code arrives and the island's root is made (React's __reactContainer$ key on the box); the click comes
      // before that root has hydrated.
      for (let i = 0; i < 20 && !Object.keys(box).some((key) => key.startsWith("__reactContainer$")); i++) await Promise.resolve();
      expect(Object.keys(box).some((key) => key.startsWith("__reactContainer$"))).toBe(true);
      button().click();
    });
    await flush();
    expect(button().textContent).toBe("Ok 1 blue");
  });
});
