// Issue 11: the one friend chooser (spec 3 §2 "Friend chooser modal"): single-select for an order for a friend,
// multi-select with no maximum for splitting the bill — both in checkout.
import { BROWSER_LOCALE, DEMO, expect, flowsIn, LANGS, localePath, logIn, messages, test } from "./fixtures";
import { NAPOLI, fillCart } from "./checkout-helpers";

for (const lang of LANGS) {
  const flows = flowsIn(lang);
  const at = (path: string) => localePath(lang, path);
  const m = messages(lang);
  const c = m.checkout;
  const amountOf = (name: string) => c.splitAmount.replace("{name}", name);

  test.describe(`friend chooser (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    flows.test("order for one friend (radio, filtered by name), then split with several and keep typed amounts", async ({ page, request }) => {
      test.slow();
      await logIn(page, DEMO);
      await fillCart(page, request, NAPOLI, [{ minPrice: 500, quantity: 2 }]);
      await page.goto(at("/checkout"));

      await page.getByRole("button", { name: c.chooseFriend }).click();
      const single = page.getByRole("dialog", { name: c.chooseFriend });
      await expect(single.getByRole("radio")).not.toHaveCount(0);
      await single.getByRole("searchbox", { name: m.social.filterLabel }).fill("elira");
      await expect(single.getByRole("radio")).toHaveCount(1);
      await expect(single.getByRole("button", { name: m.social.save })).toBeDisabled();
      await single.getByRole("radio", { name: /Elira Krasniqi/ }).check();
      await single.getByRole("button", { name: m.social.save }).click();
      await expect(single).toBeHidden();
      await expect(page.getByText("Elira Krasniqi", { exact: true })).toBeVisible();

      await page.getByRole("button", { name: c.continue }).click();
      await expect(page.getByRole("heading", { name: c.payment })).toBeVisible();
      await page.getByRole("checkbox", { name: c.splitWithFriends }).check();
      await page.getByRole("button", { name: m.social.chooseFriends }).click();
      const multi = page.getByRole("dialog", { name: m.social.chooseFriends });
      await multi.getByRole("checkbox", { name: /Mira Shehu/ }).check();
      await multi.getByRole("checkbox", { name: /Klea Dervishi/ }).check();
      await multi.getByRole("button", { name: m.social.save }).click();
      await expect(multi).toBeHidden();
      await page.getByRole("textbox", { name: amountOf("Mira Shehu") }).fill("300");
      await expect(page.getByRole("textbox", { name: amountOf("Klea Dervishi") })).toBeVisible();

      // Choosing again: Klea out, Mira's amount stays.
      await page.getByRole("button", { name: m.social.chooseFriends }).click();
      await expect(multi.getByRole("checkbox", { name: /Mira Shehu/ })).toBeChecked();
      await multi.getByRole("checkbox", { name: /Klea Dervishi/ }).uncheck();
      await multi.getByRole("button", { name: m.social.save }).click();
      await expect(page.getByRole("textbox", { name: amountOf("Klea Dervishi") })).toHaveCount(0);
      await expect(page.getByRole("textbox", { name: amountOf("Mira Shehu") })).toHaveValue("300");
    });
  });
}
