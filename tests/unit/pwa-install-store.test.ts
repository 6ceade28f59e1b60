// @vitest-environment happy-dom
// Issue 29: the install prompt in the browser (components/pwa/install-store.ts over lib/pwa/install-prompt.ts): "waits
// for the second visit or a placed order, dismissible, never on the first screen".
import { beforeEach, describe, expect, it, vi } from "vitest";

const installEvent = () => Object.assign(new Event("beforeinstallprompt"), { prompt: vi.fn(async () => undefined), userChoice: Promise.resolve({ outcome: "dismissed" as const }) });

async function freshStore() {
  vi.resetModules();
  return (await import("@/components/pwa/install-store")).installStore;
}
/** A new browser session: sessionStorage is empty again, localStorage stays. */
const newVisit = () => sessionStorage.clear();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.stubGlobal("matchMedia", () => ({ matches: false }));
});

describe("the install prompt", () => {
  it("not on the first visit, however many screens", async () => {
    const store = await freshStore();
    store.deferred(installEvent());
    for (let i = 0; i < 4; i++) store.pageView();
    expect(store.offer()).toBe(false);
  });

  it("on the second visit, from its second screen", async () => {
    (await freshStore()).pageView();
    newVisit();
    const store = await freshStore();
    store.deferred(installEvent());
    store.pageView();
    expect(store.offer()).toBe(false); // the first screen of the visit
    store.pageView();
    expect(store.offer()).toBe(true);
  });

  it("after a placed order, on the next screen of the same visit", async () => {
    const store = await freshStore();
    store.deferred(installEvent());
    store.pageView();
    const { rememberOrderPlaced } = await import("@/lib/pwa/install-memory");
    rememberOrderPlaced();
    store.pageView();
    expect(store.offer()).toBe(true);
  });

  it("dismissed, it stays away on the next visits; never when the browser cannot install or the app is installed", async () => {
    (await freshStore()).pageView();
    newVisit();
    let store = await freshStore();
    store.deferred(installEvent());
    store.pageView();
    store.pageView();
    expect(store.offer()).toBe(true);
    store.dismiss();
    expect(store.offer()).toBe(false);
    newVisit();
    store = await freshStore();
    store.deferred(installEvent());
    store.pageView();
    store.pageView();
    expect(store.offer()).toBe(false);

    localStorage.clear();
    (await freshStore()).pageView();
    newVisit();
    store = await freshStore();
    store.pageView();
    store.pageView();
    expect(store.offer()).toBe(false); // no beforeinstallprompt
    vi.stubGlobal("matchMedia", () => ({ matches: true }));
    store.deferred(installEvent());
    expect(store.offer()).toBe(false); // standalone
  });

  it("install asks the browser once and hides the prompt", async () => {
    (await freshStore()).pageView();
    newVisit();
    const store = await freshStore();
    const event = installEvent();
    store.deferred(event);
    store.pageView();
    store.pageView();
    await store.install();
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(store.offer()).toBe(false);
  });
});
