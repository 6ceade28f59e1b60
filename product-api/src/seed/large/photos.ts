import { createHash } from "node:crypto";
import { PICTURE_KINDS, illustration } from "../../images/illustrations";
import { colourFor, escapeXml, svgDocument, wrap } from "../../images/palette";
import { createRng } from "../prng";

// Issue 26: the large seed's pictures are real raster files, as vendors upload them from their phones — JPEG,
// 1600×1200, 150–400 KB — drawn at seed time with sharp (a gradient, the kind's shapes, a name, and a grain so the
// encoder has something to encode) and kept in `uploads`, served keyless at images/photos/<id>.jpg. A pool of a few
// dozen is shared by every vendor and product, so the data stays small.

export const PHOTO_WIDTH = 1600;
export const PHOTO_HEIGHT = 1200;
export const PHOTO_MIN_BYTES = 150 * 1024;
export const PHOTO_MAX_BYTES = 400 * 1024;

/** What a product photo of each kind says on it (Albanian: the seed's vendors write Albanian). */
const KIND_LABEL: Record<string, string> = {
  pizza: "Pica", burger: "Burger", sushi: "Sushi", byrek: "Byrek", dessert: "Ëmbëlsira", salad: "Sallatë", grill: "Skarë",
  traditional: "Gatim tradicional", vegan: "Vegane", coffee: "Kafe", icecream: "Akullore", soup: "Supë", seafood: "Peshk",
  drink: "Pije", beer: "Birrë", wine: "Verë", pharmacy: "Farmaci", pills: "Barna", grocery: "Ushqime", fruit: "Fruta",
  bread: "Bukë", pasta: "Pasta", meal: "Pjata e ditës",
};

export interface PhotoSpec { key: string; kind: string; title: string; role: "product" | "cover" | "logo" }

/** The pool: one product photo per picture kind, and a few covers and logos for the vendors to share. */
export const COVER_KINDS = ["traditional", "pizza", "burger", "sushi", "grill", "dessert", "grocery", "pharmacy", "coffee", "seafood"] as const;
export const LOGO_COUNT = 8;

export function photoPool(): PhotoSpec[] {
  return [
    ...PICTURE_KINDS.map((kind) => ({ key: `product:${kind}`, kind, title: KIND_LABEL[kind] ?? kind, role: "product" as const })),
    ...COVER_KINDS.map((kind) => ({ key: `cover:${kind}`, kind, title: `Shijo · ${KIND_LABEL[kind]}`, role: "cover" as const })),
    ...Array.from({ length: LOGO_COUNT }, (_, i) => ({ key: `logo:${i}`, kind: PICTURE_KINDS[(i * 5) % PICTURE_KINDS.length], title: "Shijo", role: "logo" as const })),
  ];
}

/** The upload id of a pool photo: 24 hex characters from its key, the same every seed. */
export function photoId(key: string): string {
  return createHash("sha256").update(`shijo:photo:${key}`).digest("hex").slice(0, 24);
}

export const photoPath = (key: string) => `images/photos/${photoId(key)}.jpg`;

/** The picture as SVG, 1600×1200: a diagonal gradient, soft circles, the kind's drawing large, the name written. */
export function photoSvg(spec: PhotoSpec): string {
  const c = colourFor(spec.key);
  const rng = createRng(createHash("sha256").update(spec.key).digest().readUInt32BE(0));
  const circles = Array.from({ length: 14 }, () =>
    `<circle cx="${rng.int(0, PHOTO_WIDTH)}" cy="${rng.int(0, PHOTO_HEIGHT)}" r="${rng.int(60, 320)}" fill="#fff" opacity="${(rng.int(4, 16) / 100).toFixed(2)}"/>`,
  ).join("");
  const lines = wrap(spec.title, 18, 2);
  const text = lines.map((line, i) => `<tspan x="110" dy="${i === 0 ? 0 : 130}">${escapeXml(line)}</tspan>`).join("");
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.light}"/><stop offset=".55" stop-color="${c.base}"/><stop offset="1" stop-color="${c.dark}"/></linearGradient>` +
    `<radialGradient id="r" cx=".7" cy=".45" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#g)"/>${circles}<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#r)"/>` +
    `<g transform="translate(720 180) scale(4.2)">${illustration(spec.kind)}</g>` +
    `<text x="110" y="${1010 - (lines.length - 1) * 130}" font-family="DejaVu Sans,Helvetica,Arial,sans-serif" font-size="120" font-weight="700" fill="#fff" stroke="${c.dark}" stroke-width="3">${text}</text>`;
  return svgDocument(PHOTO_WIDTH, PHOTO_HEIGHT, body, spec.title);
}

let grainCache: Int8Array | null = null;

/** One fixed grain (−8…+8 per pixel) for every photo, drawn once from the seeded PRNG. */
function grain(): Int8Array {
  if (!grainCache) {
    const rng = createRng(LARGE_GRAIN_SEED);
    grainCache = Int8Array.from({ length: PHOTO_WIDTH * PHOTO_HEIGHT }, () => Math.floor(rng.next() * 17) - 8);
  }
  return grainCache;
}

const LARGE_GRAIN_SEED = 1_600_1200;

/**
 * Draws the photo with sharp: the SVG rasterised, a fixed grain added (like a phone camera's noise, and what makes a
 * real photo 150–400 KB), JPEG at a quality that lands in that range. Deterministic: same key, same bytes.
 */
export async function renderPhoto(spec: PhotoSpec): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const pixels = await sharp(Buffer.from(photoSvg(spec))).removeAlpha().raw().toBuffer();
  const noise = grain();
  for (let i = 0, p = 0; i < pixels.length; i += 3, p++) {
    const g = noise[p];
    pixels[i] = Math.max(0, Math.min(255, pixels[i] + g));
    pixels[i + 1] = Math.max(0, Math.min(255, pixels[i + 1] + g));
    pixels[i + 2] = Math.max(0, Math.min(255, pixels[i + 2] + g));
  }
  let quality = 80;
  for (let attempt = 0; attempt < 8; attempt++) {
    const jpeg = await sharp(pixels, { raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 } }).jpeg({ quality, mozjpeg: false }).toBuffer();
    if (jpeg.length > PHOTO_MAX_BYTES && quality > 20) quality -= 8;
    else if (jpeg.length < PHOTO_MIN_BYTES && quality < 95) quality += 6;
    else return jpeg;
  }
  throw new Error(`seed photo ${spec.key}: no JPEG quality gives 150–400 KB`);
}
