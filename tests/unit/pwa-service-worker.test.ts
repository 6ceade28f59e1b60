// Issue 29 / ADR 0021: public/sw.js, run in a VM with an in-memory Cache Storage and a fetch the test controls, so
// what it keeps, what it never keeps and what it shows offline are checked without a browser (the e2e spec checks the
// same in Chromium). Also: its names agree with lib/pwa/caches.ts and every file it precaches exists.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { beforeEach, describe, expect, it } from "vitest";
import { OFFLINE_PATHS, PAGES_CACHE, SHELL_CACHE, STATIC_CACHE } from "@/lib/pwa/caches";
import { OFFLINE_HEADER } from "@/lib/pwa/offline-rules";

const source = readFileSync(path.join(process.cwd(), "public/sw.js"), "utf8");
const ORIGIN = "https://shijo.test";

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
}
type Handler = (event: Record<string, unknown>) => void;

class FakeCache {
  entries = new Map<string, Response>();
  private key(request: string | FakeRequest) {
    return new URL(typeof request === "string" ? request : request.url, ORIGIN).href;
  }
  async match(request: string | FakeRequest, options: { ignoreSearch?: boolean } = {}) {
    const key = this.key(request);
    const hit = this.entries.get(key) ?? (options.ignoreSearch ? [...this.entries].find(([k]) => k.split("?")[0] === key.split("?")[0])?.[1] : undefined);
    return hit?.clone();
  }
  async put(request: string | FakeRequest, response: Response) {
    this.entries.delete(this.key(request));
    this.entries.set(this.key(request), response);
  }
  async delete(request: string | FakeRequest) {
    return this.entries.delete(this.key(request));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => ({ url }));
  }
}

function page(html: string, headers: Record<string, string> = {}, status = 200): Response {
  const response = new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });
  Object.defineProperty(response, "type", { value: "basic" });
  Object.defineProperty(response, "redirected", { value: false });
  return response;
}

function worker(network: (url: string, init?: { method?: string }) => Promise<Response>) {
  const stores = new Map<string, FakeCache>();
  const handlers = new Map<string, Handler>();
  const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
  const opened: string[] = [];
  const caches = {
    async open(name: string) {
      if (!stores.has(name)) stores.set(name, new FakeCache());
      return stores.get(name)!;
    },
    async delete(name: string) {
      return stores.delete(name);
    },
    async keys() {
      return [...stores.keys()];
    },
    async match(request: string, options: { cacheName?: string } = {}) {
      const names = options.cacheName ? [options.cacheName] : [...stores.keys()];
      for (const name of names) {
        const hit = await stores.get(name)?.match(request);
        if (hit) return hit;
      }
      return undefined;
    },
  };
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    skipWaiting: async () => undefined,
    registration: {
      navigationPreload: null,
      showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }),
    },
    clients: {
      claim: async () => undefined,
      matchAll: async () => [],
      openWindow: async (href: string) => void opened.push(href),
    },
  };
  const fetch = (input: string | FakeRequest, init?: { method?: string }) =>
    network(new URL(typeof input === "string" ? input : input.url, ORIGIN).href, { method: typeof input === "string" ? init?.method : input.method });
  vm.runInNewContext(source, { self, caches, fetch, URL, Response, Promise, Set, Object, Math, Error });

  async function dispatch(type: string, extra: Record<string, unknown>) {
    const waits: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    handlers.get(type)!({ ...extra, waitUntil: (p: Promise<unknown>) => waits.push(p), respondWith: (p: Promise<Response>) => (answer = p) });
    const response = answer ? await answer : undefined;
    await Promise.all(waits);
    return response;
  }
  return {
    stores,
    shown,
    opened,
    install: () => dispatch("install", {}),
    navigate: (url: string) =>
      dispatch("fetch", { request: { url: new URL(url, ORIGIN).href, method: "GET", mode: "navigate" }, preloadResponse: Promise.resolve(undefined) }),
    get: (url: string) => dispatch("fetch", { request: { url: new URL(url, ORIGIN).href, method: "GET", mode: "cors" } }),
    post: (url: string) => dispatch("fetch", { request: { url: new URL(url, ORIGIN).href, method: "POST", mode: "cors" } }),
    push: (data: unknown) => dispatch("push", { data: { json: () => (typeof data === "string" ? JSON.parse(data) : data) } }),
    click: (url: unknown) => dispatch("notificationclick", { notification: { data: { url }, close: () => undefined } }),
  };
}

const OFFLINE_HTML = {
  "/offline": `<html lang="sq"><title>Jeni jashtë linje · Shijo</title><script src="/_next/static/chunks/app-1.js" async></script><link rel="stylesheet" href="/_next/static/css/shell-2.css"></html>`,
  "/en/offline": `<html lang="en"><title>You are offline · Shijo</title><script src="/_next/static/chunks/app-1.js" async></script></html>`,
};

let online = true;
let log: string[] = [];
function network(routes: Record<string, () => Response>) {
  return async (url: string, init?: { method?: string }) => {
    log.push(`${init?.method ?? "GET"} ${url.replace(ORIGIN, "")}`);
    if (!online) throw new TypeError("Failed to fetch");
    const pathname = url.replace(ORIGIN, "");
    const route = routes[pathname] ?? routes[pathname.split("?")[0]];
    if (route) return route();
    if ((OFFLINE_HTML as Record<string, string>)[pathname]) return page((OFFLINE_HTML as Record<string, string>)[pathname], { [OFFLINE_HEADER]: "public" });
    const other = new Response("x", { status: 200, headers: { "Content-Type": "application/octet-stream" } });
    Object.defineProperty(other, "type", { value: "basic" });
    return other;
  };
}

beforeEach(() => {
  online = true;
  log = [];
});

describe("public/sw.js agrees with the storefront", () => {
  it("names the caches, offline pages and header of lib/pwa", () => {
    for (const name of [PAGES_CACHE, SHELL_CACHE, STATIC_CACHE, OFFLINE_PATHS.sq, OFFLINE_PATHS.en, OFFLINE_HEADER.toLowerCase()]) {
      expect(source).toContain(`"${name}"`);
    }
  });

  it("precaches only files that exist (public/ or a route of app/)", () => {
    const list = /const SHELL_FILES = \[([^\]]+)\]/.exec(source)![1].match(/"([^"]+)"/g)!.map((s) => s.slice(1, -1));
    for (const file of list) {
      const exists =
        existsSync(path.join(process.cwd(), "public", file)) ||
        existsSync(path.join(process.cwd(), "app", file)) ||
        (file.endsWith("manifest.webmanifest") && existsSync(path.join(process.cwd(), "app/[locale]/manifest.webmanifest/route.ts")));
      expect(exists, file).toBe(true);
    }
  });
});

describe("the service worker in a VM", () => {
  it("installs the offline pages of both languages and the scripts and styles they name", async () => {
    const sw = worker(network({}));
    await sw.install();
    expect([...sw.stores.get(SHELL_CACHE)!.entries.keys()]).toEqual(expect.arrayContaining([`${ORIGIN}/offline`, `${ORIGIN}/en/offline`]));
    expect([...sw.stores.get(STATIC_CACHE)!.entries.keys()].sort()).toEqual([`${ORIGIN}/_next/static/chunks/app-1.js`, `${ORIGIN}/_next/static/css/shell-2.css`]);
  });

  it("keeps a public page network-first and shows the copy only when the network fails", async () => {
    let price = "1250 L";
    const sw = worker(network({ "/restaurant/abc/pizza": () => page(`<title>Pizza · Shijo</title>${price}`, { [OFFLINE_HEADER]: "public" }) }));
    await sw.install();
    expect(await (await sw.navigate("/restaurant/abc/pizza"))!.text()).toContain("1250 L");
    price = "1300 L";
    // Online: always the network's answer, never the copy.
    expect(await (await sw.navigate("/restaurant/abc/pizza"))!.text()).toContain("1300 L");
    online = false;
    expect(await (await sw.navigate("/restaurant/abc/pizza"))!.text()).toContain("1300 L");
    expect(await (await sw.navigate("/restaurant/abc/pizza?product=7"))!.text()).toContain("1300 L");
  });

  it("never keeps a page the server did not mark (a signed-in page), a failed page or an API answer", async () => {
    const sw = worker(
      network({
        "/orders": () => page("<title>Porositë</title>Porosia #41 e Arbenit"),
        "/stores": () => page("Na vjen keq", { [OFFLINE_HEADER]: "public" }, 500),
        "/api/orders": () => new Response(JSON.stringify({ data: [{ id: 41 }] }), { headers: { "Content-Type": "application/json" } }),
      }),
    );
    await sw.install();
    await sw.navigate("/orders");
    await sw.navigate("/stores");
    expect(await sw.get("/api/orders")).toBeUndefined(); // not answered by the worker: the network only
    expect([...(sw.stores.get(PAGES_CACHE)?.entries.keys() ?? [])]).toEqual([]);
    online = false;
    const offline = await (await sw.navigate("/orders"))!.text();
    expect(offline).toContain("Jeni jashtë linje");
    expect(offline).not.toContain("Arbenit");
  });

  it("offline, a page never visited gets the offline page of its language", async () => {
    const sw = worker(network({}));
    await sw.install();
    online = false;
    expect(await (await sw.navigate("/blog/x1/never-seen"))!.text()).toContain('lang="sq"');
    expect(await (await sw.navigate("/en/blog/x1/never-seen"))!.text()).toContain('lang="en"');
    expect(await (await sw.navigate("/en"))!.text()).toContain('lang="en"');
    expect(await (await sw.navigate("/entry"))!.text()).toContain('lang="sq"');
  });

  it("logout deletes the kept pages once the logout answered; static files and offline pages stay", async () => {
    const sw = worker(network({ "/cart": () => page("<title>Shporta</title>", { [OFFLINE_HEADER]: "public" }), "/api/auth/logout": () => new Response('{"ok":true}') }));
    await sw.install();
    await sw.navigate("/cart");
    expect(sw.stores.get(PAGES_CACHE)!.entries.size).toBe(1);
    const answer = await sw.post("/api/auth/logout");
    expect(await answer!.text()).toBe('{"ok":true}');
    expect(log).toContain("POST /api/auth/logout");
    expect(sw.stores.has(PAGES_CACHE)).toBe(false);
    expect(sw.stores.get(SHELL_CACHE)!.entries.size).toBeGreaterThan(0);
    expect(sw.stores.get(STATIC_CACHE)!.entries.size).toBeGreaterThan(0);
  });

  it("keeps at most 40 pages, dropping the least recently opened", async () => {
    const blogPosts = new Proxy({} as Record<string, () => Response>, {
      get: (_, key: string) => (key.startsWith("/blog/") ? () => page(key, { [OFFLINE_HEADER]: "public" }) : undefined),
    });
    const many = worker(network(blogPosts));
    for (let i = 0; i < 45; i++) await many.navigate(`/blog/p${i}/post`);
    await many.navigate("/blog/p0/post"); // dropped at 41, kept again now
    const kept = [...many.stores.get(PAGES_CACHE)!.entries.keys()];
    expect(kept).toHaveLength(40);
    expect(kept.at(-1)).toBe(`${ORIGIN}/blog/p0/post`);
    // p0…p4 went when p40…p44 came; p5 when p0 came back.
    expect(kept).not.toContain(`${ORIGIN}/blog/p5/post`);
    expect(kept[0]).toBe(`${ORIGIN}/blog/p6/post`);
  });

  it("shows a pushed order update and opens only pages of this site", async () => {
    const sw = worker(network({}));
    await sw.push({ title: "Porosia juaj është në rrugë", body: "Korrieri po vjen.", url: "/order/41", tag: "order-41", lang: "sq" });
    expect(sw.shown).toEqual([
      { title: "Porosia juaj është në rrugë", options: expect.objectContaining({ body: "Korrieri po vjen.", tag: "order-41", lang: "sq", data: { url: "/order/41" } }) },
    ]);
    await sw.push({ notification: { title: "Your order is on the way" }, data: { url: "/en/order/41" } });
    expect(sw.shown[1]).toMatchObject({ title: "Your order is on the way", options: { data: { url: "/en/order/41" } } });
    await sw.push({ data: { title: "Porosia juaj u dorëzua", body: "Ju bëftë mirë!", url: "/order/41", tag: "order-41", lang: "sq" }, from: "1234", fcmMessageId: "x" });
    expect(sw.shown[2]).toMatchObject({ title: "Porosia juaj u dorëzua", options: { lang: "sq", tag: "order-41" } });
    await sw.push({ body: "no title" });
    expect(sw.shown).toHaveLength(3);
    await sw.click("/order/41");
    await sw.click("https://evil.example/phish");
    await sw.click("//evil.example/x");
    expect(sw.opened).toEqual([`${ORIGIN}/order/41`, `${ORIGIN}/`, `${ORIGIN}/`]);
  });
});
