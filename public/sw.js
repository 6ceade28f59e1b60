/* Shijo's service worker (issue 29, docs/adr/0021-pwa-and-push.md). Plain JavaScript, no build step.
 *
 * - Pages: network first. An answer is kept only when the server marked it `X-Shijo-Offline: public` (a public page,
 *   the cart, the offline page: the same HTML for everyone). Signed-in pages, /api/* answers, RSC payloads and other
 *   origins are never put in a cache. Offline, a kept copy is shown, else the offline page of the URL's language.
 * - /_next/static: content-hashed, cache first. Icons and manifests: stale while revalidate.
 * - Logout (POST /api/auth/logout, with or without JavaScript): the kept pages are deleted once it answered.
 * - Push: shows the notification the product API sent (title and body already in the account's language); a click
 *   opens its page on this site.
 * The cache names and offline paths are also in lib/pwa/caches.ts (tests/unit/pwa-service-worker.test.ts).
 */
const PAGES_CACHE = "shijo-pages-v1";
const SHELL_CACHE = "shijo-shell-v1";
const STATIC_CACHE = "shijo-static-v1";
const CURRENT = [PAGES_CACHE, SHELL_CACHE, STATIC_CACHE];
const OFFLINE_HEADER = "x-shijo-offline";
const OFFLINE_PATHS = { sq: "/offline", en: "/en/offline" };
const SHELL_FILES = [
  "/manifest.webmanifest",
  "/en/manifest.webmanifest",
  "/icon.svg",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
  "/icons/maskable-512.png",
  "/icons/badge-96.png",
];
const MAX_PAGES = 40;
const MAX_STATIC = 300;
const ASSET = /\/_next\/static\/[A-Za-z0-9._~%/@+-]+\.(?:js|css|woff2?)/g;

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith("shijo-") && !CURRENT.includes(name)) await caches.delete(name);
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

/** The offline pages of both languages (as a guest: no cookie) and the scripts and styles their HTML names. */
async function precache() {
  const shell = await caches.open(SHELL_CACHE);
  const assets = new Set();
  for (const path of Object.values(OFFLINE_PATHS)) {
    const response = await fetch(path, { cache: "reload", credentials: "omit" });
    if (!response.ok) throw new Error(`offline page ${path}: ${response.status}`);
    for (const match of (await response.clone().text()).matchAll(ASSET)) assets.add(match[0]);
    await shell.put(path, response);
  }
  await Promise.all(SHELL_FILES.map((path) => fetch(path, { cache: "reload", credentials: "omit" }).then((r) => (r.ok ? shell.put(path, r) : undefined))));
  const statics = await caches.open(STATIC_CACHE);
  await Promise.all(
    [...assets].map(async (url) => {
      if (await statics.match(url)) return;
      const response = await fetch(url).catch(() => null);
      if (response && response.ok) await statics.put(url, response);
    }),
  );
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === "POST" && url.pathname === "/api/auth/logout") {
    event.respondWith(logout(request));
    return;
  }
  if (request.method !== "GET") return;
  if (request.mode === "navigate") {
    event.respondWith(navigate(event, url));
    return;
  }
  if (url.pathname.startsWith("/_next/static/")) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (SHELL_FILES.includes(url.pathname)) {
    event.respondWith(staleWhileRevalidate(event, url.pathname));
  }
  // Everything else, /api/* included, goes to the network and is never kept.
});

function localeOf(pathname) {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "sq";
}

async function navigate(event, url) {
  try {
    const response = (await event.preloadResponse) || (await fetch(event.request));
    if (keepable(response)) event.waitUntil(keepPage(url, response.clone()));
    return response;
  } catch {
    const pages = await caches.open(PAGES_CACHE);
    const kept = (await pages.match(url.href)) || (await pages.match(url.href, { ignoreSearch: true }));
    if (kept) return kept;
    const offline = await caches.match(OFFLINE_PATHS[localeOf(url.pathname)], { cacheName: SHELL_CACHE });
    return offline || new Response("Offline", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}

function keepable(response) {
  return (
    response.status === 200 &&
    response.type === "basic" &&
    !response.redirected &&
    response.headers.get(OFFLINE_HEADER) === "public" &&
    /^text\/html\b/i.test(response.headers.get("content-type") || "")
  );
}

async function keepPage(url, response) {
  const pages = await caches.open(PAGES_CACHE);
  // Put last, so the keys are in the order the pages were last opened; the oldest go beyond MAX_PAGES.
  await pages.delete(url.href);
  await pages.put(url.href, response);
  await trim(pages, MAX_PAGES);
}

async function trim(cache, max) {
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(request);
}

async function cacheFirst(request) {
  const statics = await caches.open(STATIC_CACHE);
  const hit = await statics.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    await statics.put(request, response.clone());
    await trim(statics, MAX_STATIC);
  }
  return response;
}

async function staleWhileRevalidate(event, path) {
  const shell = await caches.open(SHELL_CACHE);
  const hit = await shell.match(path);
  const update = fetch(path, { credentials: "omit" })
    .then(async (response) => {
      if (response.ok) await shell.put(path, response.clone());
      return response;
    })
    .catch(() => null);
  if (hit) {
    event.waitUntil(update);
    return hit;
  }
  return (await update) || new Response("", { status: 504 });
}

async function logout(request) {
  const response = await fetch(request);
  // What the account opened is not left for the next person on this device (ADR 0021).
  await caches.delete(PAGES_CACHE);
  return response;
}

/* ---- Push ---- */

/** A Web Push payload ({ title, body, url, tag, lang }) or an FCM message ({ data } from the product API, or { notification, data }). */
function readPush(data) {
  if (!data) return null;
  let json;
  try {
    json = data.json();
  } catch {
    return null;
  }
  let source = null;
  if (json && typeof json === "object") {
    if (json.notification) source = { ...json.data, ...json.notification };
    else if (json.data && typeof json.data === "object" && typeof json.data.title === "string") source = json.data; // an FCM data message
    else source = json;
  }
  if (!source || typeof source.title !== "string" || !source.title) return null;
  return {
    title: source.title.slice(0, 200),
    body: typeof source.body === "string" ? source.body.slice(0, 500) : "",
    url: typeof source.url === "string" ? source.url : "/",
    tag: typeof source.tag === "string" ? source.tag : undefined,
    lang: source.lang === "en" ? "en" : "sq",
  };
}

self.addEventListener("push", (event) => {
  const message = readPush(event.data);
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      lang: message.lang,
      icon: "/icons/icon-192.png",
      badge: "/icons/badge-96.png",
      data: { url: message.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const raw = event.notification.data && event.notification.data.url;
  let target = new URL("/", self.location.origin);
  try {
    const asked = new URL(typeof raw === "string" ? raw : "/", self.location.origin);
    // Only a page of this site: a payload cannot send the customer elsewhere.
    if (asked.origin === self.location.origin) target = asked;
  } catch {
    /* the home page */
  }
  event.waitUntil(openPage(target.href));
});

async function openPage(href) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => client.url === href);
  if (open) return open.focus();
  return self.clients.openWindow(href);
}
