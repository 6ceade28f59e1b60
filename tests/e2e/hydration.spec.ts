// Issue 9 #15: every page, in both languages, hydrates without an error. The `page` fixture (fixtures.ts) fails a
// test on any uncaught error or hydration mismatch in the page; this spec makes sure every page is opened at least
// once in each language, by a guest (public pages) or by the verified demo account (account pages), after the client
// has started. The public pages a11y.spec.ts opens in both languages for axe (public-pages.ts) are not opened again.
import { readdirSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../../scripts/lib/build.mjs";
import { BROWSER_LOCALE, DEMO, expect, localePath, logIn, test, type Lang } from "./fixtures";
import { NAPOLI } from "./checkout-helpers";
import { AXE_ROUTES, TIRANA } from "./public-pages";

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

const AXE = "opened in both languages by a11y.spec.ts (public-pages.ts)";

/** How each route is opened: a concrete URL with seeded data, and who opens it. */
function visits(): Record<string, Visit> {
  const guest = (p: string): Visit => ({ path: p, as: "guest" });
  const user = (p: string): Visit => ({ path: p, as: "user" });
  const axe: Visit = { skip: AXE };
  return {
    "/": axe,
    "/blog": axe,
    "/blog/[blog_hash]/[blog_name]": axe,
    "/careers": axe,
    "/cart": user("/cart"),
    "/categories": axe,
    "/checkout": user("/checkout"),
    "/contact": axe,
    "/courier": axe,
    "/courier/privacy-policy": axe,
    "/delete-account-help": axe,
    "/download-app": axe,
    "/edit-phone": user("/edit-phone"),
    "/favorites": user("/favorites"),
    "/group/[code]": { skip: "needs a live group order: opened by three people in both languages in group-order.spec.ts" },
    "/help": axe,
    "/help/courier": axe,
    "/help/customer": axe,
    "/help/partner": axe,
    "/landing/[vendor_hash]": axe,
    "/landing/[vendor_hash]/[order_method]": axe,
    "/login": axe,
    "/map": user("/map"),
    "/offline": guest("/offline"),
    "/order/[order_id]": user("/order/1"),
    "/orders": user("/orders"),
    "/partner": axe,
    "/partner/privacy-policy": axe,
    "/past-order/[vendor_hash]": user(`/past-order/${NAPOLI}`),
    "/privacy-policy": axe,
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
    "/store/[vendor_hash]/[vendor_name]/[order_method]": axe,
    "/stores": axe,
    "/terms-conditions": axe,
    "/vendors-map": guest("/vendors-map"),
    "/verification": { skip: "only for an unverified account: opened in accounts.spec.ts" },
  };
}

test.describe("hydration visits", () => {
  test.use({ locale: BROWSER_LOCALE.sq });
  test("every page route has a hydration visit below", () => {
    const table = visits();
    expect(pageRoutes().sort()).toEqual(Object.keys(table).sort());
    // A route left to a11y.spec.ts is one it opens, and every route it opens is left to it.
    const leftToAxe = Object.entries(table).flatMap(([route, visit]) => ("skip" in visit && visit.skip === AXE ? [route] : []));
    expect(leftToAxe.sort()).toEqual([...AXE_ROUTES].sort());
  });
});

for (const lang of ["sq", "en"] as const satisfies readonly Lang[]) {
  test.describe(`every page hydrates without errors (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    for (const who of ["guest", "user"] as const) {
      test(`${who} pages`, async ({ page }) => {
        test.setTimeout(180_000);
        const table = visits();
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
