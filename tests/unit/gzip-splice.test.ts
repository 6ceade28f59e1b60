// lib/page-cache/gzip-splice.ts (ADR 0036): a kept page's gzip is its parts deflated once with the fresh nonce's own
// deflate run between them — one gzip member whose content is exactly the page joined with that nonce.
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipJoinedPage } from "@/lib/page-cache/gzip-splice";
import { joinPage, newNonce, splitPage } from "@/lib/page-cache/rules";

const RENDERED = "cmVuZGVyZWQtbm9uY2UtMTIzNDU2";

function page(cards: number): string {
  const card = (i: number) => `<li class="render-later menu-item"><a href="?product=${i}"><h3>Fërgesë Tirane ${i}</h3><p>Speca, domate dhe gjizë · ${i * 37} L</p></a></li>`;
  return [
    `<!DOCTYPE html><html lang="sq" data-session="0"><head><script nonce="${RENDERED}">self.a=1</script><style nonce="${RENDERED}">.x{}</style></head><body><ul>`,
    Array.from({ length: cards }, (_, i) => card(i)).join(""),
    `</ul><script nonce="${RENDERED}">self.__next_f.push([1,"çështje 🍕"])</script></body></html>`,
  ].join("");
}

describe("a kept page's gzip, spliced from its parts and the response's nonce", () => {
  for (const [name, cards] of [["a small page", 3], ["a 300-product page (the parts pass deflate's 32 KB window)", 300]] as const) {
    for (const signedIn of [false, true]) {
      it(`${name}, ${signedIn ? "signed in" : "a guest"}: gunzips to the page joined with that nonce`, () => {
        const split = splitPage(page(cards), RENDERED);
        for (const nonce of [newNonce(), newNonce()]) {
          const joined = joinPage(split, nonce, signedIn);
          const zipped = gzipJoinedPage(split, nonce, signedIn);
          const text = gunzipSync(zipped).toString();
          expect(text).toBe(new TextDecoder().decode(joined));
          expect(text).toContain(`nonce="${nonce}"`);
          expect(text).not.toContain(RENDERED);
          expect(text).toContain(`data-session="${signedIn ? 1 : 0}"`);
        }
      });
    }
  }

  it("is one gzip member with the page's CRC and length, no larger than gzipping each response at level 4", () => {
    const split = splitPage(page(300), RENDERED);
    const nonce = newNonce();
    const joined = joinPage(split, nonce, false);
    const zipped = gzipJoinedPage(split, nonce, false);
    expect([...zipped.subarray(0, 3)]).toEqual([0x1f, 0x8b, 8]);
    const trailer = new DataView(zipped.buffer, zipped.byteOffset + zipped.length - 8, 8);
    expect(trailer.getUint32(4, true)).toBe(joined.length);
    expect(zipped.length).toBeLessThanOrEqual(gzipSync(joined, { level: 4 }).length * 1.05);
  });
});
