// Issue 13 (spec 3 §2 Settings, §5 Change password, §4 Account deletion) in both languages, each test with a fresh
// verified account of its own (never the shared demo account): a toggle survives a reload, the language uses the
// chooser's cookie, the password changes after a mismatch and a wrong current one, logout makes the old cookie
// useless, and a deleted account is restored by logging in again (the 15 days are tested at the API level).
import type { Page } from "@playwright/test";
import { apiUrl, APP_KEY, BROWSER_LOCALE, expect, flowsIn, type Lang, LANGS, localePath, logIn, messages, test } from "./fixtures";

let serial = 0;
function newPerson(lang: Lang) {
  serial += 1;
  const stamp = `${Date.now()}${serial}${Math.floor(Math.random() * 1e6)}`;
  return {
    full_name: lang === "sq" ? "Dea Marku" : "Dana Marks",
    email: `e2e.settings.${lang}.${stamp}@example.al`,
    phone: `068${(serial % 9) + 1}${stamp.slice(-6)}`,
    password: "secret12",
  };
}

async function smsCode(phone: string): Promise<string> {
  const response = await fetch(`${apiUrl()}__test/outbox?to=${encodeURIComponent(phone)}`, { headers: { "App-Key": APP_KEY } });
  expect(response.status, "product API /__test/outbox (PRODUCT_API_TEST_ENDPOINTS=1)").toBe(200);
  const { code } = (await response.json()) as { code: string | null };
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** Registers and verifies a new person through the BFF from the page; the session cookie lands in the page's context. */
async function newVerifiedAccount(page: Page, lang: Lang) {
  const person = newPerson(lang);
  await page.goto(localePath(lang, "/"));
  const post = (path: string, body: unknown) =>
    page.evaluate(
      async ({ path, body, lang }) => (await fetch(path, { method: "POST", headers: { "Content-Type": "application/json", "x-shijo-locale": lang }, body: JSON.stringify(body) })).status,
      { path, body, lang },
    );
  expect(await post("/api/auth/register", { ...person, password_confirmation: person.password, sms_consent: true }), "register").toBe(201);
  expect(await post("/api/auth/verify-code", { code: await smsCode(person.phone) }), "verify-code").toBe(200);
  return person;
}

const loginStatus = (page: Page, account: { email: string; password: string }) =>
  page.evaluate(async (body) => (await fetch("/api/auth/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })).status, account);

const me = async (page: Page) => (await page.evaluate(async () => (await fetch("/api/me")).json())).user as { email: string } | null;

for (const lang of LANGS) {
  const flows = flowsIn(lang);
  const at = (path: string) => localePath(lang, path);
  const m = messages(lang);

  test.describe(`settings (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    flows.test("notification toggles are saved at once as 0/1 and stay after a reload", async ({ page }) => {
      await newVerifiedAccount(page, lang);
      await page.goto(at("/settings"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.pages.settings.title);
      const push = page.getByRole("switch", { name: m.settings.push });
      const blog = page.getByRole("switch", { name: m.settings.blog });
      await expect(push).toHaveAttribute("aria-checked", "true");
      for (const toggle of [push, blog]) {
        const saved = page.waitForResponse((r) => r.url().endsWith("/api/settings/notifications") && r.request().method() === "PUT");
        await toggle.click();
        const response = await saved;
        expect(response.status()).toBe(200);
        expect(Object.values(response.request().postDataJSON())).toEqual([0]);
        await expect(toggle).toHaveAttribute("aria-checked", "false");
      }
      await page.reload();
      await expect(push).toHaveAttribute("aria-checked", "false");
      await expect(blog).toHaveAttribute("aria-checked", "false");
      await expect(page.getByRole("switch", { name: m.settings.promotions })).toHaveAttribute("aria-checked", "true");
      await expect(page.getByRole("switch", { name: m.settings.email })).toHaveAttribute("aria-checked", "true");
    });

    test("the language is chosen with the language chooser's cookie", async ({ page, context }) => {
      await newVerifiedAccount(page, lang);
      await page.goto(at("/settings"));
      const other: Lang = lang === "sq" ? "en" : "sq";
      const section = page.getByRole("region", { name: m.settings.languageTitle, exact: true });
      await section.getByRole("link", { name: other === "en" ? m.shell.languageEn : m.shell.languageSq }).click();
      await expect(page).toHaveURL((url) => url.pathname === localePath(other, "/settings"));
      await expect(page.locator("html")).toHaveAttribute("lang", other);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages(other).pages.settings.title);
      expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe(other);
    });

    flows.test("change password: a mismatch keeps what was typed, a wrong current one gets the server's words, then it changes; logout; the new one logs in", async ({ page, context }) => {
      const person = await newVerifiedAccount(page, lang);
      await page.goto(at("/settings"));
      await page.getByRole("button", { name: m.settings.changePassword }).click();
      const modal = page.getByRole("dialog", { name: m.settings.changePassword });
      const current = modal.getByLabel(m.settings.currentPassword, { exact: true });
      const next = modal.getByLabel(m.settings.newPassword, { exact: true });
      const retype = modal.getByLabel(m.settings.retypePassword, { exact: true });
      const alert = page.getByRole("alertdialog");

      await current.fill(person.password);
      await next.fill("changed12");
      await retype.fill("changed13");
      await modal.getByRole("button", { name: m.settings.save }).click();
      await expect(alert.getByRole("heading")).toHaveText(m.errors.attention);
      await expect(alert).toContainText(m.alerts.password_mismatch);
      await alert.getByRole("button", { name: m.common.ok }).click();
      await expect(alert).toBeHidden();
      await expect(current).toHaveValue(person.password);
      await expect(next).toHaveValue("changed12");
      await expect(retype).toHaveValue("changed13");

      await current.fill("not-my-password");
      await retype.fill("changed12");
      await modal.getByRole("button", { name: m.settings.save }).click();
      await expect(alert.getByRole("heading")).toHaveText(m.errors.weAreSorry);
      await expect(alert).toContainText(lang === "sq" ? "Fjalëkalimi aktual nuk është i saktë." : "The current password is not correct.");
      await alert.getByRole("button", { name: m.common.ok }).click();

      await current.fill(person.password);
      await modal.getByRole("button", { name: m.settings.save }).click();
      await expect(modal).toBeHidden();
      await expect(page.getByRole("status").filter({ hasText: m.settings.passwordChanged })).toBeVisible();

      // Logout from the settings page; the old cookie, put back, is refused (its token was revoked).
      const old = (await context.cookies()).find((c) => /shijo_session$/.test(c.name))!;
      await page.getByRole("main").getByRole("button", { name: m.shell.logout }).click();
      await page.getByRole("alertdialog", { name: m.shell.logoutTitle }).getByRole("button", { name: m.common.yes, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === at("/"));
      expect(await me(page)).toBeNull();
      await context.addCookies([old]);
      expect(await me(page)).toBeNull();

      // The BFF answers wrong credentials with 422 (the login form's error, app/api/auth/login).
      expect(await loginStatus(page, { email: person.email, password: person.password })).toBe(422);
      await logIn(page, { email: person.email, password: "changed12" });
      expect((await me(page))?.email).toBe(person.email);
    });

    flows.test("delete account: confirmed, the session ends with a notice and home; logging in again restores it", async ({ page }) => {
      const person = await newVerifiedAccount(page, lang);
      await page.goto(at("/settings"));
      await page.getByRole("button", { name: m.settings.deleteAccount }).click();
      const confirm = page.getByRole("alertdialog", { name: m.settings.deleteTitle });
      await expect(confirm).toContainText(m.settings.deleteText);
      await confirm.getByRole("button", { name: m.settings.deleteConfirm }).click();
      const notice = page.getByRole("alertdialog", { name: m.settings.deletedTitle });
      await expect(notice).toContainText(m.settings.deletedText);
      expect(await me(page)).toBeNull();
      await notice.getByRole("button", { name: m.common.ok }).click();
      await expect(page).toHaveURL((url) => url.pathname === at("/"));

      // spec 3 §4: within 15 days a login restores the account (after 15 days: tests/integration/account-settings-api).
      await logIn(page, person);
      expect((await me(page))?.email).toBe(person.email);
      await page.goto(at("/settings"));
      await expect(page.getByRole("switch", { name: m.settings.push })).toBeVisible();
    });
  });
}
