import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// STYLE "Every user-visible string is in messages/sq.json and messages/en.json; Albanian is written
// by someone who speaks it, not left in English."
type Tree = { [key: string]: string | Tree };

function load(locale: "sq" | "en"): Tree {
  return JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), "utf8")) as Tree;
}

function flatten(tree: Tree, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

// Words that are the same in both languages on purpose: brand and store names, loanwords the
// GLOSSARY keeps ("Email", "Cashback"), units, and language names shown in their own language.
const SAME_IN_BOTH = new Set([
  "Shijo",
  "Email",
  "Cashback",
  "L",
  "km",
  "Shqip",
  "English",
  "Facebook",
  "Instagram",
  "TikTok",
  "App Store",
  "Google Play",
]);

/**
 * ICU argument names used in a message, e.g. {count, plural, ...} and {year} give count and year. Option bodies of a
 * plural or select are text, not arguments: {type, select, restaurant {Lokali} other {Dyqani}} gives only type.
 */
function argumentNames(message: string): string[] {
  const names = new Set<string>();
  let i = 0;
  // Text until the closing brace of the body it is in (or the end): collects the arguments it meets.
  function text(): void {
    while (i < message.length && message[i] !== "}") {
      if (message[i] === "{") argument();
      else i += 1;
    }
  }
  function argument(): void {
    i += 1; // {
    const header = /^\s*([A-Za-z_]\w*)\s*(?:,\s*(\w+)\s*(?:,)?)?/.exec(message.slice(i));
    if (!header) return;
    names.add(header[1]);
    i += header[0].length;
    if (header[2] === "plural" || header[2] === "select" || header[2] === "selectordinal") {
      // Options: a key (=0, one, other, restaurant…) and a {body} each, until the argument's closing brace.
      while (i < message.length && message[i] !== "}") {
        if (message[i] === "{") {
          i += 1;
          text();
          i += 1; // the body's }
        } else i += 1;
      }
    } else {
      while (i < message.length && message[i] !== "}") i += 1;
    }
    i += 1; // the argument's }
  }
  text();
  return [...names].sort();
}

const sq = flatten(load("sq"));
const en = flatten(load("en"));

describe("messages/sq.json and messages/en.json", () => {
  it("have exactly the same keys", () => {
    const onlySq = [...sq.keys()].filter((k) => !en.has(k));
    const onlyEn = [...en.keys()].filter((k) => !sq.has(k));
    expect({ onlyInSq: onlySq, onlyInEn: onlyEn }).toEqual({ onlyInSq: [], onlyInEn: [] });
  });

  it("have no empty values and only strings at the leaves", () => {
    const bad = (locale: string, messages: Map<string, unknown>) =>
      [...messages].filter(([, v]) => typeof v !== "string" || v.trim() === "").map(([k]) => `${locale}: ${k}`);
    expect([...bad("sq", sq), ...bad("en", en)]).toEqual([]);
  });

  it("are translated: an Albanian value equals the English one only for allow-listed words", () => {
    const untranslated = [...sq]
      .filter(([k, v]) => typeof v === "string" && v === en.get(k))
      .filter(([, v]) => !SAME_IN_BOTH.has(v as string) && /\p{L}/u.test(v as string))
      .map(([k, v]) => `${k}: ${String(v)}`);
    expect(untranslated).toEqual([]);
  });

  it("use the same ICU arguments in both languages, so no placeholder is lost in translation", () => {
    const mismatched = [...sq]
      .filter(([k, v]) => typeof v === "string" && typeof en.get(k) === "string")
      .filter(([k, v]) => argumentNames(v as string).join() !== argumentNames(en.get(k) as string).join())
      .map(([k]) => k);
    expect(mismatched).toEqual([]);
  });
});
