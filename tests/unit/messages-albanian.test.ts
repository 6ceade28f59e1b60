import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 9 #25: the conventions of docs/i18n-albanian.md that a machine can check in messages/sq.json.
type Tree = { [key: string]: string | Tree };
const load = (lang: "sq" | "en") => JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${lang}.json`), "utf8")) as Tree;
function flat(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(full, value);
    else for (const [k, v] of flat(value, full)) out.set(k, v);
  }
  return out;
}
const sq = flat(load("sq"));
const en = flat(load("en"));
// Text the customer reads: placeholders and ICU syntax removed.
const words = (text: string) => text.replace(/\{[^{}]*\}/g, " ").replace(/[{}#]/g, " ");

describe("messages/sq.json reads as Albanian (docs/i18n-albanian.md)", () => {
  it('"ë and ç always": no common word written without its diacritic', () => {
    const bare = /(?<![\p{L}])(eshte|nje|per|shume|cdo|dicka|mire|porosine|shporte|menune|fjalekalim\p{L}*|perdor\p{L}*|zgjidhe|kerko\p{L}*)(?![\p{L}])/iu;
    const offenders = [...sq].filter(([, v]) => bare.test(words(v)));
    expect(offenders).toEqual([]);
    // "të" and "në" as particles: "te" alone is the preposition, never followed by a verb form of "të".
    expect([...sq].filter(([, v]) => /(?<![\p{L}])te (jeni|keni|marr|porosit|shtoni|dërgoni|zgjidhni|ngarkohej)(?![\p{L}])/u.test(v))).toEqual([]);
  });

  it('"one register": the polite plural, never the informal ti', () => {
    expect([...sq].filter(([, v]) => /(?<![\p{L}])(tënd|tënde|jote|yt|ti)(?![\p{L}])/iu.test(words(v)))).toEqual([]);
  });

  it('"action labels use the short singular imperative": buttons and links never in the plural', () => {
    const actions = [
      "common.tryAgain", "shell.downloadApp", "shell.appStore", "shell.googlePlay", "notFound.backHome", "notFound.browseStores",
      "vendorPage.seeOnMap", "vendorPage.exploreOthers", "vendorPage.seeMenu", "vendorPage.browseStores", "vendorPage.share", "vendorPage.viewCart",
      "productModal.newOrderYes", "cartPage.browse", "cartPage.backToMenu", "cartPage.checkout", "auth.continueWithGoogle", "auth.continueWithFacebook",
      "auth.continueWithApple", "auth.sendLink", "resetPassword.askAgain", "blog.clearFilters", "blog.readMore", "blog.backToBlog", "blog.share",
      "blog.quizSubmit", "blog.quizToWallet", "contact.openMap", "landing.openInApp", "landing.orderNow", "downloadApp.referralOpen", "help.applyCourier",
      "help.applyPartner", "orderSummary.rate", "orderSummary.orderAgain", "checkout.chooseDeliveryTime", "checkout.choosePickupTime",
      "checkout.chooseReservationTime", "checkout.chooseFriend", "checkout.saveForLater", "checkout.placeOrder", "checkout.addAddress",
    ];
    for (const key of actions) {
      const label = sq.get(key);
      expect(label, key).toBeDefined();
      // Polite plural imperatives end in -ni / -uni / -juni (Shikoni, Kthehuni, Vazhdoni; Hapeni, Ruajeni).
      expect(label!.split(/\s+/)[0], `${key}: "${label}"`).not.toMatch(/(ni|eni|juni)$/);
    }
  });

  it("every count is an ICU plural in both languages, with the same argument", () => {
    const plural = /\{(\w+), plural,/g;
    for (const [key, english] of en) {
      const a = [...english.matchAll(plural)].map((m) => m[1]).sort();
      const b = [...(sq.get(key) ?? "").matchAll(plural)].map((m) => m[1]).sort();
      expect(b, key).toEqual(a);
    }
    // A count shown as a bare number in a sentence needs a plural (e.g. "Përgjigjuni 1 pyetjeve" was wrong).
    expect([...sq].filter(([k, v]) => /\{count\}/.test(v) && !["cartPage.quantity", "contact.messageHint"].includes(k))).toEqual([]);
  });

  it("one word for one thing: the glossary's terms, not their competitors", () => {
    const competitors: Array<[RegExp, string]> = [
      [/\bmeny(ja|në|ja)\b/i, "Menuja"],
      [/\bi disponueshëm\b/i, "në dispozicion"],
      [/\bsubjekt/i, "Tema"],
      [/\bkarroca\b|\bkoshi\b/i, "Shporta"],
      [/\bdorëzim falas\b/i, "Dërgesë falas"],
      [/\bpik(-|\s)?up\b/i, "Merre vetë"],
      // Issue 25's table (docs/i18n-albanian.md "One word for one concept").
      [/marrje në lokal/i, "Merre vetë"],
      [/mbështetje|shërbimi i klientit/i, "Asistenca"],
      [/^Ndaj$|\bNdani kodin\b|\bnuk e ndan\b|\bNdau një\b/, "Shpërndaj"],
      [/\bregjistrohu\b|\bregjistroheni\b/i, "Krijo llogari"],
      [/\bkod(i)? (i )?ftes[eë]s? (për|juaj)|Kodi juaj i ftesës|Shpërblim për ftesë/i, "kod rekomandimi"],
      [/\b(Silver|Gold|Platinum)\b/, "Argjend / Ar / Platin"],
      [/# artikull|# artikuj/, "produkt"],
      [/\bkunj/i, "shenja"],
      [/\bmarketet\b/i, "marketët"],
    ];
    for (const [pattern, term] of competitors) expect([...sq].filter(([, v]) => pattern.test(v)), term).toEqual([]);
    for (const [key, term] of [["shell.cart", "Shporta"], ["cartPage.checkout", "Përfundo porosinë"], ["orderSummary.orderAgain", "Porosit sërish"], ["errors.attention", "Kujdes"], ["errors.weAreSorry", "Na vjen keq"], ["vendorPage.method_pickup", "Merre vetë"], ["shell.favorites", "Të preferuarat"], ["pages.profileWallet.title", "Portofoli"], ["orderHelp.support", "Asistenca"], ["earn.share", "Shpërndaj"], ["landing.newsletterSubmit", "Krijo llogari"], ["earn.referralTitle", "Kodi juaj i rekomandimit"], ["landing.levelGold", "Niveli Ar"]] as const) {
      expect(sq.get(key), key).toBe(term);
    }
  });
});
