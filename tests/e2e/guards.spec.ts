// Issue 2 "Guards" (spec 1 §2 "Guard", spec 2 §6): where guests and unverified users end up.
import type { APIRequestContext, Page } from "@playwright/test";
import { escapeRegExp } from "./checkout-helpers";
import { BROWSER_LOCALE, DEMO, expect, flowsIn, LANGS, localePath, logIn, signedInRequest, test, UNVERIFIED } from "./fixtures";

// Off-site targets someone could put in `from` / `next`; each must be dropped, never followed.
const HOSTILE = ["//evil.com", "/\\evil.com", "javascript:alert(1)", "%2F%2Fevil.com", "%252F%252Fevil.com", "/%5Cevil.com", "https://evil.com"];

for (const lang of LANGS) {
  const flows = flowsIn(lang);
  const at = (path: string) => localePath(lang, path);

  /**
   * A guest (the test's own `request`: no cookie) and an unverified user open each path. The first path in a browser, as a person would; the others by HTTP,
   * following the redirects as a browser does (the guard is the server's redirect, no script needed: a page load each
   * in the browser cost this spec 40 s of a busy CI machine). Both end where the guard sends them, and the unverified
   * user's `from` names the page asked for.
   */
  async function expectGuarded(page: Page, guest: APIRequestContext, baseURL: string, paths: readonly string[]) {
    const [first, ...rest] = paths;
    const unverified = await signedInRequest(baseURL, UNVERIFIED);
    try {
      await page.goto(at(first));
      await expect(page, first).toHaveURL((url) => url.pathname === at("/"));
      for (const path of rest) {
        const response = await guest.get(at(path), { headers: { accept: "text/html" } });
        expect(new URL(response.url()).pathname, `guest ${path}`).toBe(at("/"));
        expect(response.status(), `guest ${path}`).toBe(200);
      }
      await logIn(page, UNVERIFIED);
      await page.goto(at(first));
      await expect(page, first).toHaveURL((url) => url.pathname === at("/verification"));
      for (const path of rest) {
        const response = await unverified.get(at(path), { headers: { accept: "text/html" } });
        const landed = new URL(response.url());
        expect(landed.pathname, `unverified ${path}`).toBe(at("/verification"));
        expect(landed.searchParams.get("from") ?? "", `unverified ${path}: from`).toMatch(new RegExp(`^(/en)?${escapeRegExp(path.split("?")[0])}(\\?|$)`));
      }
    } finally {
      await unverified.dispose();
    }
  }

  test.describe(`guards (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    flows.test("a guest opening orders ends on home", async ({ page }) => {
      await page.goto(at("/orders"));
      await expect(page).toHaveURL((url) => url.pathname === at("/"));
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
    });

    flows.test("a guest opening checkout ends on login, carrying the origin", async ({ page }) => {
      await page.goto(at("/checkout"));
      await expect(page).toHaveURL((url) => url.pathname === at("/login"));
      const from = new URL(page.url()).searchParams.get("from");
      expect(from).toMatch(/^(\/en)?\/checkout$/);
    });

    flows.test("a logged-in user with an unverified phone opening orders ends on verification", async ({ page }) => {
      await logIn(page, UNVERIFIED);
      await page.goto(at("/orders"));
      await expect(page).toHaveURL((url) => url.pathname === at("/verification"));
      expect(new URL(page.url()).searchParams.get("from")).toMatch(/^(\/en)?\/orders$/);
    });

    // Issue 11: the social area and the friends map are for verified users only (spec 3 §2).
    flows.test("the social pages and the friends map send a guest home and an unverified user to verification", async ({ page, request, baseURL }) => {
      const paths = ["/social/shijoies", "/social/shijoies/3", "/social/friends", "/social/friends/3", "/social/invitations", "/social/invitations/8", "/map"];
      await expectGuarded(page, request, baseURL!, paths);
    });

    // Issue 13: settings is for verified users only (spec 3 §2).
    flows.test("settings sends a guest home and an unverified user to verification", async ({ page }) => {
      await page.goto(at("/settings"));
      await expect(page).toHaveURL((url) => url.pathname === at("/"));
      await logIn(page, UNVERIFIED);
      await page.goto(at("/settings"));
      await expect(page).toHaveURL((url) => url.pathname === at("/verification"));
      expect(new URL(page.url()).searchParams.get("from")).toMatch(/^(\/en)?\/settings$/);
    });

    // Issue 13: the profile area (addresses, cards, wallet, invite-and-earn) is for verified users only (spec 3 §2, §6).
    flows.test("the profile pages send a guest home and an unverified user to verification", async ({ page, request, baseURL }) => {
      const paths = ["/profile", "/profile/addresses", "/profile/address?is_edit=true&id=1&from_cart=false", "/profile/pay-methods", "/profile/pay-method", "/profile/wallet", "/profile/earn-invitation", "/profile/earninvite-friend", "/profile/earninvite-shijoer", "/profile/earn-invitations", "/profile/earn-invitations/1"];
      await expectGuarded(page, request, baseURL!, paths);
    });

    flows.test("a logged-in user opening login goes home", async ({ page }) => {
      await logIn(page, DEMO);
      await page.goto(at("/login"));
      await expect(page).toHaveURL((url) => url.pathname === at("/"));
    });

    flows.test("an off-site origin on /login is dropped (logged in: home on this site)", async ({ page, baseURL }) => {
      await logIn(page, DEMO);
      for (const target of HOSTILE) {
        await page.goto(`${at("/login")}?from=${encodeURIComponent(target)}`);
        await expect(page, target).toHaveURL((url) => url.origin === new URL(baseURL!).origin && url.pathname === at("/"));
      }
    });

    flows.test("an off-site origin on /login is not offered to a guest", async ({ page }) => {
      for (const target of HOSTILE) {
        const response = await page.goto(`${at("/login")}?from=${encodeURIComponent(target)}`);
        expect(response?.status(), target).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        // Nothing on the page (links, form actions, hidden fields) points off-site.
        await expect(page.locator('a[href*="evil.com"], form[action*="evil.com"], input[value*="evil.com"], a[href^="javascript:"]')).toHaveCount(0);
      }
    });

    flows.test("an off-site target in the language chooser link is dropped", async ({ page, baseURL }) => {
      for (const target of HOSTILE) {
        await page.goto(`/api/locale?locale=${lang}&next=${encodeURIComponent(target)}`);
        await expect(page, target).toHaveURL((url) => url.origin === new URL(baseURL!).origin && url.pathname === at("/"));
      }
    });
  });
}
