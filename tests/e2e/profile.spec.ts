// Issue 13, the profile part: the header and the edit-profile modal (spec 3 §2, §5), addresses (§4: make primary, a
// primary address is not deleted) and cards (default_card_id, offered first in checkout), in both languages. Every
// test registers its own verified customer, so the shared demo account's addresses and cards never change.
import type { Page } from "@playwright/test";
import { apiUrl, APP_KEY, BROWSER_LOCALE, expect, flowsIn, type Lang, LANGS, localePath, logIn, messages, test } from "./fixtures";
import { NAPOLI, escapeRegExp, fill, fillCart } from "./checkout-helpers";
import { expectNoSeriousA11yViolations } from "./axe";

const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

let serial = 0;
/** A new customer with a verified phone (register, the texted code, verify-code), straight at the product API. */
async function freshCustomer(lang: Lang) {
  serial += 1;
  const stamp = `${Date.now()}${serial}${Math.floor(Math.random() * 1e6)}`;
  const person = {
    full_name: lang === "sq" ? "Erjon Hoxha" : "Erin Hughes",
    email: `e2e.profile.${lang}.${stamp}@example.al`,
    phone: `068${(serial % 9) + 1}${stamp.slice(-6)}`,
    password: "secret12",
  };
  const headers = { "App-Key": APP_KEY, platform: "Web", "device-id": "e2e-profile", language: lang, "Content-Type": "application/json" };
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${apiUrl()}${path}`, { method: "POST", headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers, body: JSON.stringify(body) });
  expect((await post("register", person)).status, "register").toBe(201);
  const login = await post("login", { email: person.email, password: person.password, device: { token: "web" } });
  const { token } = (await login.json()) as { token: string };
  const outbox = await fetch(`${apiUrl()}__test/outbox?to=${encodeURIComponent(person.phone)}`, { headers: { "App-Key": APP_KEY } });
  const { code } = (await outbox.json()) as { code: string | null };
  expect(code, "the texted code").toBeTruthy();
  expect((await post("verify-code", { code }, token)).status, "verify-code").toBe(200);
  return person;
}

/** An accessible name made from a message template whose one placeholder may be anything. */
const named = (template: string) => new RegExp(`^${escapeRegExp(template).replace(/\\\{\w+\\\}/, ".+")}$`);

async function ok(page: Page, name: string, text: string, okLabel: string) {
  const alert = page.getByRole("alertdialog", { name });
  await expect(alert).toContainText(text);
  await alert.getByRole("button", { name: okLabel }).click();
  await expect(alert).toBeHidden();
}

for (const lang of LANGS) {
  const flows = flowsIn(lang);
  const at = (path: string) => localePath(lang, path);
  const m = messages(lang);
  const p = m.profile;
  const c = m.checkout;

  test.describe(`profile (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    flows.test("edit profile: a wrong phone is refused with the translated message and nothing typed is lost; the right one (without its leading 0) saves", async ({ page }) => {
      const person = await freshCustomer(lang);
      await logIn(page, person);
      // /profile shows its default tab, the addresses, under the header.
      await page.goto(at("/profile"));
      await expect(page.getByRole("heading", { level: 1, name: m.pages.profileAddresses.title })).toBeVisible();
      await expect(page.getByText(p.addresses.empty)).toBeVisible();
      await expect(page.getByRole("link", { name: p.tabs.addresses })).toHaveAttribute("aria-current", "page");
      const header = page.getByRole("region", { name: p.header.label });
      await expect(header).toContainText(person.full_name);
      await expect(header).toContainText(person.email);

      await header.getByRole("button", { name: p.header.edit }).click();
      const dialog = page.getByRole("dialog", { name: p.edit.title });
      await expect(dialog.getByLabel(p.edit.fullName)).toHaveValue(person.full_name);
      await expectNoSeriousA11yViolations(page, { label: `${at("/profile/addresses")} (${p.edit.title})` });
      await dialog.getByLabel(p.edit.fullName).fill("Arta Krasniqi");
      await dialog.getByLabel(p.edit.phone).fill("061 234 5678");
      await dialog.getByRole("radio", { name: p.edit.female }).check();
      await dialog.getByLabel(p.edit.birthday).fill("1994-03-21");
      await dialog.getByLabel(p.edit.photo).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from(PNG, "base64") });
      await dialog.getByRole("button", { name: p.edit.save }).click();
      await ok(page, m.errors.attention, m.alerts.wrong_phone_format, m.common.ok);
      // Nothing typed is lost.
      await expect(dialog.getByLabel(p.edit.fullName)).toHaveValue("Arta Krasniqi");
      await expect(dialog.getByLabel(p.edit.birthday)).toHaveValue("1994-03-21");
      await expect(dialog.getByRole("radio", { name: p.edit.female })).toBeChecked();

      await dialog.getByLabel(p.edit.phone).fill(person.phone.slice(1));
      await dialog.getByRole("button", { name: p.edit.save }).click();
      await ok(page, p.edit.title, p.edit.success, m.common.ok);
      await expect(dialog).toBeHidden();
      // The header follows: name, zodiac sign, birth date DD/MM/YYYY with the age, the uploaded photo; still verified.
      await expect(header).toContainText("Arta Krasniqi");
      await expect(header).toContainText(m.zodiac.aries);
      await expect(header).toContainText("21/03/1994");
      await expect(header.getByRole("img", { name: fill(p.header.photoAlt, { name: "Arta Krasniqi" }) })).toBeVisible();
      await expect(header).toContainText(person.phone);
      await expect(page).toHaveURL((url) => url.pathname === at("/profile"));
    });

    flows.test("addresses: add two with the place search, make the first primary, the primary one cannot be deleted, the other can", async ({ page }) => {
      const person = await freshCustomer(lang);
      await logIn(page, person);
      await page.goto(at("/profile/addresses"));
      await expect(page.getByText(p.addresses.empty)).toBeVisible();

      for (const place of ["Blloku", "Kombinat"]) {
        await page.getByRole("link", { name: p.addresses.add }).click();
        await expect(page).toHaveURL((url) => url.pathname === at("/profile/address") && url.searchParams.get("from_cart") === "false");
        await page.getByRole("combobox", { name: c.searchPlace }).fill(place);
        await page.getByRole("option", { name: new RegExp(`^${place}`) }).first().click();
        await expect(page.getByRole("status").filter({ hasText: place })).toBeVisible();
        await page.getByLabel(c.building).fill("12");
        await page.getByRole("button", { name: c.saveAddress }).click();
        await expect(page).toHaveURL((url) => url.pathname === at("/profile/addresses"));
      }
      const list = page.getByRole("list", { name: p.addresses.listLabel });
      const blloku = list.getByRole("listitem").filter({ hasText: "Blloku" });
      const kombinat = list.getByRole("listitem").filter({ hasText: "Kombinat" });
      await expect(list.getByRole("listitem")).toHaveCount(2);
      await expectNoSeriousA11yViolations(page, { label: at("/profile/addresses") });
      // Saving makes an address the primary one (spec 3 §4): the last saved is.
      await expect(kombinat).toContainText(p.addresses.primary);
      await blloku.getByRole("button", { name: named(p.addresses.makePrimaryLabel) }).click();
      await expect(blloku).toContainText(p.addresses.primary);
      await expect(kombinat).not.toContainText(p.addresses.primary);

      await blloku.getByRole("button", { name: named(p.addresses.deleteLabel) }).click();
      await ok(page, c.errorTitle, p.addresses.cannotDeletePrimary, m.common.ok);
      await expect(blloku).toBeVisible();

      await kombinat.getByRole("button", { name: named(p.addresses.deleteLabel) }).click();
      const confirm = page.getByRole("alertdialog", { name: p.addresses.deleteTitle });
      await confirm.getByRole("button", { name: p.addresses.delete }).click();
      await expect(list.getByRole("listitem")).toHaveCount(1);
      await page.reload();
      await expect(page.getByRole("list", { name: p.addresses.listLabel }).getByRole("listitem")).toHaveCount(1);
      await expect(page.getByRole("list", { name: p.addresses.listLabel })).toContainText("Blloku");
    });

    flows.test("cards: add two (spec rules first), make the first the default, see it preselected in checkout; nothing stored keeps the number", async ({ page, request }) => {
      const person = await freshCustomer(lang);
      await logIn(page, person);
      await page.goto(at("/profile/pay-methods"));
      await expect(page.getByText(p.cards.empty)).toBeVisible();

      for (const [number, expiry] of [["4242424242424242", "1239"], ["5555555555554444", "0838"]] as const) {
        await page.getByRole("link", { name: p.cards.add }).click();
        await expect(page).toHaveURL((url) => url.pathname === at("/profile/pay-method"));
        const save = page.getByRole("button", { name: c.saveCard });
        await expect(save).toBeDisabled();
        if (number.startsWith("4")) await expectNoSeriousA11yViolations(page, { label: at("/profile/pay-method") });
        await page.getByLabel(c.cardName).fill("Arta Krasniqi");
        await page.getByLabel(c.cardNumber).fill(number);
        await expect(page.getByLabel(c.cardNumber)).toHaveValue(number.replace(/(\d{4})(?=\d)/g, "$1 "));
        await page.getByLabel(c.cardCvv).fill("123");
        await page.getByLabel(c.cardExpiry).fill("0120");
        await save.click();
        await ok(page, m.errors.attention, m.card.wrong_expiry_date, m.common.ok);
        await page.getByLabel(c.cardExpiry).fill(expiry);
        await save.click();
        await expect(page).toHaveURL((url) => url.pathname === at("/profile/pay-methods"));
      }
      const list = page.getByRole("list", { name: p.cards.listLabel });
      const visa = list.getByRole("listitem").filter({ hasText: "4242" });
      const master = list.getByRole("listitem").filter({ hasText: "4444" });
      await expect(list.getByRole("listitem")).toHaveCount(2);
      await expectNoSeriousA11yViolations(page, { label: at("/profile/pay-methods") });
      // Adding a card makes it the default (spec 3 §7): the last one added is.
      await expect(master).toContainText(p.cards.default);
      await visa.getByRole("button", { name: named(p.cards.makeDefaultLabel) }).click();
      await expect(visa).toContainText(p.cards.default);
      await expect(master).not.toContainText(p.cards.default);
      await page.reload();
      await expect(page.getByRole("list", { name: p.cards.listLabel }).getByRole("listitem").filter({ hasText: "4242" })).toContainText(p.cards.default);
      const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage }) + document.cookie);
      expect(stored).not.toContain("4242424242424242");
      expect(stored).not.toContain("5555555555554444");

      // Checkout offers the default card first.
      await fillCart(page, request, NAPOLI, [{ minPrice: 300 }], "Pickup");
      await page.goto(at("/checkout"));
      await page.getByRole("button", { name: c.continue }).click();
      await expect(page.getByRole("heading", { name: c.payment })).toBeVisible();
      await page.getByRole("radio", { name: m.payment_methods.pay_with_card }).check({ force: true });
      await expect(page.getByRole("radio", { name: /4242/ })).toBeChecked();
      await expect(page.getByRole("radio", { name: /4444/ })).not.toBeChecked();
    });
  });
}
