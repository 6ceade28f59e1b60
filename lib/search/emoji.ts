// Spec 1 §5: emoji search terms map to Albanian words.
export const EMOJI_WORDS: Readonly<Record<string, string>> = {
  "🍕": "pica",
  "🍔": "hamburger",
  "🥪": "tost",
  "🥙": "dëner",
  "🎂": "tortë",
  "🍰": "tortë",
  "🥗": "sallatë",
  "🥚": "vezë",
  "🍳": "vezë",
  "🍣": "sushi",
  "🍦": "akullore",
  "🍨": "akullore",
  "🥩": "mish",
  "🍖": "mish",
  "🍮": "ëmbëlsirë",
  "🧁": "ëmbëlsirë",
  "🍲": "supë",
  "🍺": "birrë",
  "🍻": "birrë",
  "🍷": "verë",
};

/** Replaces each mapped emoji (ignoring variation selectors) by its word; other text is kept; spaces collapsed. */
export function emojiToWords(term: string): string {
  let out = term.replace(/\uFE0F/g, "");
  for (const [emoji, word] of Object.entries(EMOJI_WORDS)) out = out.split(emoji).join(` ${word} `);
  return out.replace(/\s+/g, " ").trim();
}
