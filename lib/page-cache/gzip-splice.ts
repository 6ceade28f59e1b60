import { constants, crc32, deflateRawSync } from "node:zlib";
import type { SplitPage } from "./rules";

// A kept page is sent with a fresh CSP nonce each time (lib/page-cache/rules.ts joinPage), so its bytes differ from
// one response to the next and a gzipped copy cannot simply be kept. Gzipping each response was most of the fast
// path's CPU: the large seed's flagship vendor page (668 KB) cost 4.3 ms of the storefront's CPU a hit, 318–354 req/s
// at 10 connections (issue 26 §3, ADR 0036). Instead each part of the page between two nonces is deflated once, on
// its first gzipped hit, as a run of non-final deflate blocks ending on a byte boundary (a sync flush); a response
// is those runs with the nonce's own run between them, a last empty final block, and gzip's header and trailer (the
// CRC-32 and length of the page as joined, computed part by part). One gzip member, as any gzip decoder reads it
// (RFC 1952, RFC 1951 §3.2.3).

interface ZippedPage {
  head: { signedOut: Uint8Array; signedIn: Uint8Array };
  rest: Uint8Array[];
}

/**
 * How hard the kept parts are compressed: once a copy (a copy lives 20–30 s), on the event loop, at its first gzipped
 * hit. Level 6 (Next's own): the flagship's 668 KB in 5.6 ms to 61.4 KB; level 9 took 12 ms for 59.3 KB.
 */
const KEPT_LEVEL = 6;
/** gzip's header: magic, deflate, no flags, no time, no extra flags, OS unknown (RFC 1952 §2.3). */
const GZIP_HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255);
/** An empty final block of fixed Huffman codes: BFINAL 1, BTYPE 01, end-of-block (RFC 1951 §3.2.6). */
const FINAL_BLOCK = Uint8Array.of(0x03, 0x00);

const zipped = new WeakMap<SplitPage, ZippedPage>();

/** A part of the page as deflate blocks that end on a byte boundary and leave the stream open (a sync flush). */
function deflatePart(bytes: Uint8Array, level: number): Uint8Array {
  return deflateRawSync(bytes, { level, finishFlush: constants.Z_SYNC_FLUSH });
}

function zippedPage(page: SplitPage): ZippedPage {
  let found = zipped.get(page);
  if (!found) {
    found = {
      head: { signedOut: deflatePart(page.head.signedOut, KEPT_LEVEL), signedIn: deflatePart(page.head.signedIn, KEPT_LEVEL) },
      rest: page.rest.map((part) => deflatePart(part, KEPT_LEVEL)),
    };
    zipped.set(page, found);
  }
  return found;
}

/**
 * The gzip of `joinPage(page, nonce, signedIn)`, from the page's parts deflated once and the nonce deflated now. The
 * trailer's CRC-32 runs over the parts and the nonce in turn, so the page is never joined for it.
 */
export function gzipJoinedPage(page: SplitPage, nonce: string, signedIn: boolean): Buffer {
  const parts = zippedPage(page);
  const plainMark = Buffer.from(nonce, "latin1"); // base64: ASCII, as joinPage writes it
  const mark = deflatePart(plainMark, 1);
  const visitor = signedIn ? "signedIn" : "signedOut";
  const plainHead = page.head[visitor];
  const head = parts.head[visitor];
  let crc = crc32(plainHead);
  let length = plainHead.length;
  for (const part of page.rest) {
    crc = crc32(part, crc32(plainMark, crc));
    length += plainMark.length + part.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  // ISIZE: the length modulo 2^32.
  trailer.writeUInt32LE(length >>> 0, 4);
  return Buffer.concat([GZIP_HEADER, head, ...parts.rest.flatMap((part) => [mark, part]), FINAL_BLOCK, trailer]);
}
