// What "Albanian pages in Albanian, English pages in English" means to a test (issue 25, docs/i18n-albanian.md):
// shared by the message-file checks (unit) and the seeded-content checks over the product API (integration).

/**
 * English words a reader would notice in Albanian text: the ones the review found in seeded Albanian ("Double
 * smash", "Buddha bowl", "Sashimi mix", "Fine dining", "Energy drink", "Ketchup", "Një shot", "Niveli Gold") and
 * common ones. Loanwords Albanian uses (cashback, online, burger, sushi, milkshake, smoothie, email) are not here.
 */
export const ENGLISH_WORDS =
  /(?<![\p{L}])(bowl|mix|smash|double|spicy|shot|fine dining|energy|drink|ketchup|gold|silver|platinum|bronze|the|and|with|of|for|order|orders|delivery|pickup|cart|items?|share|support|level|free|new|sign up|please|your|you|shop|restaurant|vendor|invite|friend|search|help|back|next|send|save|cancel|close|cheese|chicken|beef|tuna|fries)(?![\p{L}])/iu;

/** Letters only Albanian writes: on an English page they mean Albanian text was left there. */
export const ALBANIAN_LETTERS = /[ëçËÇ]/;

/** Names of places that keep their Albanian spelling in English text (as "Tirana, Durrës and Shkodër"). */
export const PLACE_NAMES = ["Durrës", "Shkodër", "Gjirokastër", "Korça", "Laprakë", "Tiranë", "Prishtinë", "Skënderbej"];

/** Text with the allowed place names taken out: what is left must have no Albanian letters on an English page. */
export const withoutPlaceNames = (text: string) => PLACE_NAMES.reduce((t, name) => t.split(name).join(" "), text);

/** A decimal point between digits ("3.8", "1.55"): Albanian writes a decimal comma. */
export const DECIMAL_POINT = /\d\.\d/;

/**
 * The words of an ICU message a reader sees: placeholders, argument names and the keywords of plural and select
 * options taken out, the option texts kept ("{type, select, restaurant {Lokali} other {Dyqani}}" reads "Lokali Dyqani").
 */
export function visibleText(message: string): string {
  let out = "";
  let i = 0;
  function text(): void {
    while (i < message.length && message[i] !== "}") {
      if (message[i] === "{") argument();
      else out += message[i++] === "#" ? " " : message[i - 1];
    }
  }
  function argument(): void {
    i += 1;
    const header = /^\s*[A-Za-z_]\w*\s*(?:,\s*(\w+)\s*,?)?/.exec(message.slice(i));
    if (!header) return;
    i += header[0].length;
    const complex = header[1] === "plural" || header[1] === "select" || header[1] === "selectordinal";
    while (i < message.length && message[i] !== "}") {
      if (complex && message[i] === "{") {
        i += 1;
        out += " ";
        text();
        out += " ";
        i += 1;
      } else i += 1;
    }
    i += 1;
    out += " ";
  }
  text();
  return out.replace(/\s+/g, " ").trim();
}
