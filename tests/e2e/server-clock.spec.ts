// Issue 24 "Also found": the checkout built its pickup, reservation and delivery slots from the browser's clock while
// the product API judges them by its own (spec 2 §5: at least 30 minutes ahead). Now it asks GET server-time (spec 3
// §7) and builds them by the API's clock (lib/time/server-clock.ts). Here the browser's clock is 3 hours behind: the
// first slot offered must still be one the API accepts.
import type { APIRequestContext } from "@playwright/test";
import { apiUrl, APP_KEY, BROWSER_LOCALE, DEMO, expect, flowsIn, LANGS, localePath, logIn, messages, test } from "./fixtures";
import { NAPOLI, fillCart } from "./checkout-helpers";

const HOUR = 3_600_000;

/** The product API's clock (other tests move it on). */
async function apiNow(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${apiUrl()}__test/clock`, { headers: { "App-Key": APP_KEY } });
  expect(response.ok()).toBe(true);
  return Date.parse(((await response.json()) as { now: string }).now);
}

/** "DD/MM" and "HH:mm" of a slot → ms, as a wall time in Tirana. */
function tiranaInstant(year: number, ddmm: string, hhmm: string): number {
  const [day, month] = ddmm.split("/").map(Number);
  const [hour, minute] = hhmm.split(":").map(Number);
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const offset = (at: number) => {
    const parts = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Tirane", hour: "2-digit", minute: "2-digit", hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(at);
    const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute")) - at;
  };
  return guess - offset(guess);
}

for (const lang of LANGS) {
  const flows = flowsIn(lang);
  const at = (path: string) => localePath(lang, path);
  const m = messages(lang);
  const c = m.checkout;

  test.describe(`slots by the server's clock (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    flows.test("a browser 3 hours behind is offered the API's first slot, and the order with it is accepted", async ({ page, request }) => {
      await page.clock.install({ time: Date.now() - 3 * HOUR });
      await logIn(page, DEMO);
      await fillCart(page, request, NAPOLI, [{ minPrice: 300 }], "Pickup");
      // Other tests move the API's clock on while this one runs: the page measures it between these two readings.
      const before = await apiNow(request);
      await page.goto(at("/checkout"));
      await expect(page.getByRole("radio", { name: c.method_Pickup })).toBeChecked();
      await page.getByRole("button", { name: c.choosePickupTime }).click();
      const dialog = page.getByRole("dialog", { name: c.choosePickupTime });
      const firstTime = dialog.getByRole("radiogroup", { name: c.time }).getByRole("radio").first();
      await expect(firstTime).toBeChecked();

      // Pizza Napoli is open around the clock: the first slot is the first half hour at least 30 minutes after the
      // API's now — not after the browser's.
      const after = await apiNow(request);
      const time = (await dialog.getByRole("radiogroup", { name: c.time }).locator("label").first().textContent())!.trim();
      const ddmm = /\d{2}\/\d{2}/.exec((await dialog.getByRole("radiogroup", { name: c.day }).locator("label").first().textContent())!)![0];
      const year = new Date(after).getUTCFullYear() + (Number(ddmm.slice(3)) < new Date(after).getUTCMonth() + 1 ? 1 : 0);
      const slot = tiranaInstant(year, ddmm, time);
      expect(slot - before, `first slot ${ddmm} ${time}`).toBeGreaterThanOrEqual(30 * 60_000);
      expect(slot - after, `first slot ${ddmm} ${time}`).toBeLessThan(60 * 60_000);

      await dialog.getByRole("button", { name: c.saveTime }).click();
      await expect(dialog).toBeHidden();
      for (const heading of [c.payment, c.confirmTitle]) {
        await page.getByRole("button", { name: c.continue }).click();
        await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      }
      await page.getByRole("button", { name: c.placeOrder }).click();
      await expect(page).toHaveURL((url) => /\/order\/\d+$/.test(url.pathname));
      await expect(page.getByText(m.orderSummary.pickupAt)).toBeVisible();
      await expect(page.getByText(new RegExp(`${ddmm}/\\d{4} ${time}`))).toBeVisible();
    });
  });
}
