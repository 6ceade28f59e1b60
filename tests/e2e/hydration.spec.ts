// Issue 9 #15: every page, in both languages, hydrates without an error. The `page` fixture (fixtures.ts) fails a
// test on any uncaught error or hydration mismatch in the page; this spec makes sure every page is opened at least
// once, by a guest (public pages) or by the verified demo account (account pages), after the client has started.
import { readdirSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../../scripts/lib/build.mjs";
import { APP_KEY, BROWSER_LOCALE, DEMO, apiUrl, expect, localePath, logIn, test, type Lang } from "./fixtures";

const LANDING_KEY = process.env.LANDING_API_KEY ?? "shijo-local-landing-key";
const NAPOLI = "e435fd83f471";
const TIRANA = "latitude=41.32754&longitude=19.81869&formatted_address=Tiran%C3%AB";

/** Every page route under app/[locale], with route groups left out: "/store/[vendor_hash]/[vendor_name]/[order_method]". */
function pageRoutes(dir = path.join(ROOT, "app", "[locale]"), prefix = ""): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === "page.tsx") out.push(prefix || "/");
    if (!entry.isDirectory()) continue;
    const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
    out.push(...pageRoutes(path.join(dir, entry.name), prefix + segment));
  }
  return out;
}

type Visit = { path: string; as: "guest" | "user" } | { skip: string };

/** How each route is opened: a concrete URL with seeded data, and who opens it. */
async function visits(): Promise<Record<string, Visit>> {
  const landing = await fetch(`${apiUrl()}gateway/api/landing-pages`, { headers: { "api-key": LANDING_KEY } });
  const landingHash = ((await landing.json()) as { landingPages: Array<{ hashId: string }> }).landingPages[0].hashId;
  const blogs = await fetch(`${apiUrl()}blogs?page=1&per_page=1`, { headers: { "App-Key": APP_KEY } });
  const blog = ((await blogs.json()) as { blogs: { data: Array<{ id: number; slug?: string }> } }).blogs.data[0];
  const guest = (p: string): Visit => ({ path: p, as: "guest" });
  const user = (p: string): Visit => ({ path: p, as: "user" });
  return {
    "/": guest("/"),
    "/blog": guest("/blog"),
    "/blog/[blog_hash]/[blog_name]": guest(`/blog/${blog.id}/${blog.slug ?? "x"}`),
    "/careers": guest("/careers"),
    "/cart": user("/cart"),
    "/categories": guest("/categories"),
    "/checkout": user("/checkout"),
    "/contact": guest("/contact"),
    "/courier": guest("/courier"),
    "/courier/privacy-policy": guest("/courier/privacy-policy"),
    "/delete-account-help": guest("/delete-account-help"),
    "/download-app": guest("/download-app"),
    "/edit-phone": user("/edit-phone"),
    "/favorites": user("/favorites"),
    "/group/[code]": { skip: "needs a live group order: opened by three people in both languages in group-order.spec.ts" },
    "/help": guest("/help"),
    "/help/courier": guest("/help/courier"),
    "/help/customer": guest("/help/customer"),
    "/help/partner": guest("/help/partner"),
    "/landing/[vendor_hash]": guest(`/landing/${landingHash}`),
    "/landing/[vendor_hash]/[order_method]": guest(`/landing/${landingHash}/pickup`),
    "/login": guest("/login"),
    "/map": user("/map"),
    "/offline": guest("/offline"),
    "/order/[order_id]": user("/order/1"),
    "/orders": user("/orders"),
    "/partner": guest("/partner"),
    "/partner/privacy-policy": guest("/partner/privacy-policy"),
    "/past-order/[vendor_hash]": user(`/past-order/${NAPOLI}`),
    "/privacy-policy": guest("/privacy-policy"),
    "/profile": user("/profile"),
    "/profile/address": user("/profile/address"),
    "/profile/addresses": user("/profile/addresses"),
    "/profile/earn-invitation": user("/profile/earn-invitation"),
    "/profile/earn-invitations": user("/profile/earn-invitations"),
    "/profile/earn-invitations/[earninvitation_id]": user("/profile/earn-invitations/1"),
    "/profile/earninvite-friend": user("/profile/earninvite-friend"),
    "/profile/earninvite-shijoer": user("/profile/earninvite-shijoer"),
    "/profile/pay-method": user("/profile/pay-method"),
    "/profile/pay-methods": user("/profile/pay-methods"),
    "/profile/wallet": user("/profile/wallet"),
    "/promotions": user("/promotions"),
    "/reset-password": guest("/reset-password"),
    "/reset-password-success": guest("/reset-password-success"),
    "/restaurant/[vendor_hash]/[vendor_name]": guest(`/restaurant/${NAPOLI}/pizza-napoli`),
    "/search": guest(`/search?${TIRANA}`),
    "/settings": user("/settings"),
    "/social": user("/social"),
    "/social/chat": user("/social/chat"),
    "/social/chat/[channel_id]": user("/social/chat/1"),
    "/social/friends": user("/social/friends"),
    "/social/friends/[id]": user("/social/friends/1"),
    "/social/invitations": user("/social/invitations"),
    "/social/invitations/[id]": user("/social/invitations/1"),
    "/social/shijoies": user("/social/shijoies"),
    "/social/shijoies/[shijoer_id]": user("/social/shijoies/1"),
    "/store/[vendor_hash]/[vendor_name]/[order_method]": guest(`/store/${NAPOLI}/pizza-napoli/delivery`),
    "/stores": guest(`/stores?${TIRANA}`),
    "/terms-conditions": guest("/terms-conditions"),
    "/vendors-map": guest("/vendors-map"),
    "/verification": { skip: "only for an unverified account: opened in accounts.spec.ts" },
  };
}

test.describe("hydration visits", () => {
  test.use({ locale: BROWSER_LOCALE.sq });
  test("every page route has a hydration visit below", async () => {
    const table = await visits();
    expect(pageRoutes().sort()).toEqual(Object.keys(table).sort());
  });
});

for (const lang of ["sq", "en"] as const satisfies readonly Lang[]) {
  test.describe(`every page hydrates without errors (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    for (const who of ["guest", "user"] as const) {
      test(`${who} pages`, async ({ page }) => {
        test.setTimeout(180_000);
        const table = await visits();
        if (who === "user") await logIn(page, DEMO);
        for (const [route, visit] of Object.entries(table)) {
          if ("skip" in visit || visit.as !== who) continue;
          const response = await page.goto(localePath(lang, visit.path), { waitUntil: "load" });
          expect(response?.status(), route).toBeLessThan(500);
          // Hydration has run once the client router has started and the browser is idle.
          await page.waitForFunction(() => document.readyState === "complete");
          await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })));
          await expect(page.locator("html"), route).toHaveAttribute("lang", lang);
        }
      });
    }
  });
}
