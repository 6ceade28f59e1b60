// Issue 2 "App shell" (spec 1 §2 "Shell", header, sidebar, footer).
import { NAPOLI, fillCart } from "./checkout-helpers";
import type { Locator } from "@playwright/test";
import { BROWSER_LOCALE, DEMO, UNVERIFIED, expect, flowsIn, localePath, logIn, messages, test, type Lang } from "./fixtures";

/** Each named link inside `scope` goes where it should: [the link's whole name, its href]. */
async function expectLinks(scope: Locator, links: ReadonlyArray<readonly [name: string, href: string]>) {
  for (const [name, href] of links) await expect(scope.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
}

/** The stores page's blocks drawn as they come near (render-later), besides the footer. */
const DRAWN_LATER = "main .render-later-row, main li.render-later";

for (const lang of ["sq", "en"] as const satisfies readonly Lang[]) {
  const at = (path: string) => localePath(lang, path);
  const m = messages(lang);
  // ADR 0022: what these flows check does not depend on the language; each runs once, the languages taking turns.
  const flows = flowsIn(lang);

  test.describe(`shell (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    test("blocks drawn as they come near keep their place: the footer's, the featured rows' and the vendor cards' guessed heights are their drawn ones", async ({ page }) => {
      // content-visibility:auto lays a block out at its guessed height until it nears the window. A wrong guess moves
      // the page when it is drawn: at the list's end, a footer guessed 220 px too tall pulled "Show more" from under
      // the pointer (discovery.spec, CI). Within 12 px (half a button) on a laptop, a tablet and a phone.
      for (const width of [1280, 1024, 768, 640, 390]) {
        await page.setViewportSize({ width, height: 720 });
        await page.goto(`${at("/stores")}?latitude=41.32754&longitude=19.81869&formatted_address=Tiran%C3%AB`);
        const heights = () =>
          page.evaluate((blocks) => [document.querySelector("footer"), ...document.querySelectorAll(blocks)].map((el) => Math.round(el!.getBoundingClientRect().height)), DRAWN_LATER);
        const guessed = await heights();
        expect(guessed.length, `${width}: footer and cards`).toBeGreaterThan(10);
        // Drawn: what content-visibility:auto lays out once a block nears the window is the block laid out as
        // visible; all of them at once (scrolling each into view took ~25 s of a loaded CI machine for 5 widths).
        await page.evaluate((blocks) => {
          for (const el of [...document.querySelectorAll<HTMLElement>(blocks), document.querySelector("footer")!]) el.style.contentVisibility = "visible";
        }, DRAWN_LATER);
        await expect
          .poll(async () => {
            const drawn = await heights();
            return drawn.map((h, i) => (Math.abs(h - guessed[i]) > 12 ? `${i === 0 ? "footer" : `block ${i}`} ${guessed[i]}→${h}` : null)).filter(Boolean);
          }, { message: `${width} px wide` })
          .toEqual([]);
      }
    });

    // One page load of home for the four checks (each was its own test, and its own load).
    test("home's shell: header (logo, menu, get-app, login, language), footer (links, language, social networks), the guest's sidebar and the get-app modal", async ({ page }) => {
      await page.goto(at("/"));
      await test.step("header: logo to home, menu, get-app, and for guests login and the language chooser", async () => {
        const header = page.getByRole("banner");
        await expect(header.getByRole("link", { name: m.shell.homeLabel })).toHaveAttribute("href", at("/"));
        await expect(header.getByRole("button", { name: m.shell.openMenu })).toBeVisible();
        await expect(header.getByRole("button", { name: m.shell.downloadApp })).toBeVisible();
        await expect(header.getByRole("link", { name: m.shell.login })).toHaveAttribute("href", new RegExp(`^${at("/login")}`));
        const other = lang === "sq" ? m.shell.languageEn : m.shell.languageSq;
        await expect(header.getByRole("link", { name: other })).toHaveAttribute("href", /^\/api\/locale\?/);
      });
      await test.step("footer: the listed links, the language chooser and three social networks", async () => {
        const footer = page.getByRole("contentinfo");
        await expectLinks(footer, [
          [m.shell.blog, at("/blog")],
          [m.shell.contact, at("/contact")],
          [m.shell.privacy, at("/privacy-policy")],
          [m.shell.terms, at("/terms-conditions")],
          [m.shell.becomePartner, at("/partner")],
          [m.shell.becomeCourier, at("/courier")],
        ]);
        for (const name of [m.shell.facebook, m.shell.instagram, m.shell.tiktok]) {
          await expect(footer.getByRole("link", { name })).toHaveAttribute("href", /^https:\/\//);
        }
        const other = lang === "sq" ? m.shell.languageEn : m.shell.languageSq;
        await expect(footer.getByRole("link", { name: other })).toHaveAttribute("href", /^\/api\/locale\?/);
      });
      await test.step("sidebar for a guest: create account, login, blog, download, terms, privacy", async () => {
        await page.getByRole("banner").getByRole("button", { name: m.shell.openMenu }).click();
        const sidebar = page.getByRole("dialog", { name: m.shell.menu });
        await expect(sidebar).toBeVisible();
        await expect(sidebar.getByRole("link", { name: m.shell.createAccount })).toHaveAttribute("href", `${at("/login")}?view=register`);
        await expect(sidebar.getByRole("link", { name: m.shell.login, exact: true })).toHaveAttribute("href", `${at("/login")}?view=login`);
        await expect(sidebar.getByRole("link", { name: m.shell.blog })).toHaveAttribute("href", at("/blog"));
        await expect(sidebar.getByRole("link", { name: m.shell.downloadApp })).toHaveAttribute("href", at("/download-app"));
        await expect(sidebar.getByRole("link", { name: m.shell.terms })).toHaveAttribute("href", at("/terms-conditions"));
        await expect(sidebar.getByRole("link", { name: m.shell.privacy })).toHaveAttribute("href", at("/privacy-policy"));
        await expect(sidebar.getByRole("button", { name: m.shell.logout })).toHaveCount(0);
        await page.keyboard.press("Escape");
        await expect(sidebar).toBeHidden();
      });
      await test.step("get-app modal shows a QR code drawn as SVG and the store badges", async () => {
        await page.getByRole("banner").getByRole("button", { name: m.shell.downloadApp }).click();
        const modal = page.getByRole("dialog", { name: m.shell.getAppTitle });
        await expect(modal).toBeVisible();
        const qr = modal.getByRole("img", { name: m.shell.qrLabel });
        // Drawn locally as inline SVG, not an image fetched from a QR service.
        await expect(qr.locator("svg")).toBeVisible();
        await expect(qr.locator("svg path").first()).toBeAttached();
        await expect(modal.getByRole("link", { name: m.shell.appStore })).toHaveAttribute("href", /^https:\/\//);
        await expect(modal.getByRole("link", { name: m.shell.googlePlay })).toHaveAttribute("href", /^https:\/\//);
      });
    });

    flows.test("the download-app banner slides in past 80 px of scrolling, and once closed stays away on the tab's next page", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 720 });
      await page.goto(at("/blog"));
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      const banner = page.locator("aside[data-download-banner]");
      await expect(banner).toHaveAttribute("data-visible", "false");
      await expect(banner).toHaveAttribute("inert", "");

      await page.mouse.wheel(0, 400);
      await expect(banner).toHaveAttribute("data-visible", "true");
      await expect(banner).not.toHaveAttribute("inert");
      await expect(banner).toHaveCSS("opacity", "1");
      await expect(page.getByRole("complementary", { name: m.shell.bannerLabel }).getByText(m.shell.bannerTitle)).toBeVisible();
      // Back at the top it slides away again.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(banner).toHaveAttribute("data-visible", "false");

      await page.mouse.wheel(0, 400);
      await banner.getByRole("button", { name: m.shell.bannerDismiss }).click();
      await expect(banner).toBeHidden();

      // A new page load in the same tab: it stays away, however far the page is scrolled.
      await page.goto(at("/contact"));
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      await page.mouse.wheel(0, 400);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(80);
      await expect(page.locator("aside[data-download-banner]")).toBeHidden();
    });

    flows.test("the header sticks past 100 px of scrolling, and has a bottom border on checkout only", async ({ page, request }) => {
      const clear = "rgba(0, 0, 0, 0)";
      await page.setViewportSize({ width: 390, height: 720 });
      await page.goto(at("/blog"));
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      const header = page.getByRole("banner");
      await expect(header).toHaveCSS("position", "relative");
      await expect(header).toHaveCSS("border-bottom-color", clear);
      await page.mouse.wheel(0, 400);
      await expect(header).toHaveCSS("position", "sticky");
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).toHaveCSS("position", "relative");

      // With something in the cart: an empty cart leaves checkout for /cart (spec 2 §2), and the border with it.
      await logIn(page, DEMO);
      await fillCart(page, request, NAPOLI, [{ minPrice: 500 }]);
      await page.goto(at("/checkout"));
      await expect(page.getByRole("heading", { level: 1, name: m.pages.checkout.title })).toBeVisible();
      await expect(header).not.toHaveCSS("border-bottom-color", clear);
      // Away from checkout in the page (the header is not drawn again), the border goes.
      await header.getByRole("link", { name: m.shell.homeLabel }).click();
      await expect(page).toHaveURL((url) => url.pathname === at("/"));
      await expect(header).toHaveCSS("border-bottom-color", clear);
    });

    flows.test("no header, footer or sidebar on login and reset-password", async ({ page }) => {
      for (const path of ["/login", "/reset-password"]) {
        const response = await page.goto(at(path));
        expect(response?.status(), path).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.getByRole("main")).toBeVisible();
        await expect(page.getByRole("banner"), path).toHaveCount(0);
        await expect(page.getByRole("contentinfo"), path).toHaveCount(0);
      }
    });

    flows.test("no shell on verification and edit-phone (unverified user)", async ({ page }) => {
      await logIn(page, UNVERIFIED);
      for (const path of ["/verification", "/edit-phone"]) {
        await page.goto(at(path));
        await expect(page).toHaveURL((url) => url.pathname === at(path));
        await expect(page.getByRole("main")).toBeVisible();
        await expect(page.getByRole("banner"), path).toHaveCount(0);
        await expect(page.getByRole("contentinfo"), path).toHaveCount(0);
      }
    });

    flows.test("the vendors map has the header but no footer", async ({ page }) => {
      const response = await page.goto(at("/vendors-map"));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
    });

    flows.test("logged in: the sidebar logs out after a yes/no confirmation and the user is a guest at home", async ({ page }) => {
      await logIn(page, DEMO);
      await page.goto(at("/blog"));
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: m.shell.login })).toHaveCount(0);

      await header.getByRole("button", { name: m.shell.openMenu }).click();
      const sidebar = page.getByRole("dialog", { name: m.shell.menu });
      await expect(sidebar.getByRole("link", { name: m.shell.viewProfile })).toHaveAttribute("href", at("/profile"));
      // The account card's code comes on the first use of the page (opening the menu is one): name and cashback.
      const { user } = (await (await page.request.get("/api/session")).json()) as { user: { full_name: string; cashback_amount: number } };
      await expect(sidebar.getByText(user.full_name, { exact: true })).toBeVisible();
      await expect(sidebar.getByRole("link", { name: new RegExp(`^${m.shell.cashback}`) })).toHaveAttribute("href", at("/profile/wallet"));
      // The account's places (drawn once the page is used, ADR 0043).
      await expectLinks(sidebar, [
        [m.shell.orders, at("/orders")],
        [m.shell.favorites, at("/favorites")],
        [m.shell.chat, at("/social/chat")],
        [m.shell.promotions, at("/promotions")],
        [m.shell.map, at("/map")],
        [m.shell.settings, at("/settings")],
        [m.shell.becomePartner, at("/partner")],
        [m.shell.becomeCourier, at("/courier")],
      ]);

      // "No" keeps the session.
      await sidebar.getByRole("button", { name: m.shell.logout }).click();
      const confirm = page.getByRole("alertdialog", { name: m.shell.logoutTitle });
      await expect(confirm).toBeVisible();
      await confirm.getByRole("button", { name: m.common.no, exact: true }).click();
      await expect(confirm).toBeHidden();
      await expect(sidebar).toBeVisible();
      expect(await (await page.request.get("/api/me")).json()).not.toEqual({ user: null });

      // "Yes" logs out and returns home as a guest.
      await sidebar.getByRole("button", { name: m.shell.logout }).click();
      await confirm.getByRole("button", { name: m.common.yes, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === at("/"));
      await expect(page.getByRole("banner").getByRole("link", { name: m.shell.login })).toBeVisible();
      expect(await (await page.request.get("/api/me")).json()).toEqual({ user: null });
    });

    // ADR 0043: the menu's and the get-app modal's full contents are client code drawn on the first use of the page; the
    // HTML carries a plain stand-in, which is what a visitor without JavaScript gets.
    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      flows.test("the menu opens with its places as plain links and closes; the get-app modal links to the download page", async ({ page }) => {
        await page.goto(at("/blog"));
        await page.getByRole("banner").getByRole("button", { name: m.shell.openMenu }).click();
        const sidebar = page.getByRole("dialog", { name: m.shell.menu });
        await expect(sidebar).toBeVisible();
        await expectLinks(sidebar, [
          [m.shell.createAccount, `${at("/login")}?view=register`],
          [m.shell.blog, at("/blog")],
          [m.shell.downloadApp, at("/download-app")],
          [m.shell.terms, at("/terms-conditions")],
          [m.shell.privacy, at("/privacy-policy")],
        ]);
        // A guest sees no account places (they are the member's, shown by the session mark on <html>).
        await expect(sidebar.getByRole("link", { name: m.shell.orders })).toBeHidden();
        await sidebar.getByRole("button", { name: m.shell.closeMenu }).click();
        await expect(sidebar).toBeHidden();

        await page.getByRole("banner").getByRole("button", { name: m.shell.downloadApp }).click();
        const modal = page.getByRole("dialog", { name: m.shell.getAppTitle });
        await expect(modal).toBeVisible();
        await expect(modal.getByRole("link", { name: m.shell.downloadApp })).toHaveAttribute("href", at("/download-app"));
        await modal.getByRole("link", { name: m.shell.downloadApp }).click();
        await expect(page).toHaveURL((url) => url.pathname === at("/download-app"));
      });
    });
  });
}
