// Issue 29: the web app manifest's icons (public/icons/), drawn from app/icon.svg with sharp (Next's own image
// dependency). Run again after the logo changes: `node scripts/pwa-icons.mjs`.
import { readFileSync } from "node:fs";
import sharp from "sharp";

const logo = readFileSync(new URL("../app/icon.svg", import.meta.url), "utf8");
// The maskable icon: the mark on a full-bleed square of the brand colour, inside the 80 % safe zone (a launcher may
// cut the corners into a circle or a squircle).
const inner = logo.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "").replace(/<rect[^>]*\/>/, "");
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#f0642a"/><g transform="translate(5.6 5.6) scale(0.65)">${inner}</g></svg>`;

const out = (name) => new URL(`../public/icons/${name}`, import.meta.url).pathname;
for (const size of [192, 512]) {
  await sharp(Buffer.from(logo), { density: (72 * size) / 32 }).resize(size, size).png({ compressionLevel: 9 }).toFile(out(`icon-${size}.png`));
}
await sharp(Buffer.from(maskable), { density: (72 * 512) / 32 }).resize(512, 512).png({ compressionLevel: 9 }).toFile(out("maskable-512.png"));
// The small monochrome badge Android shows in the status bar for a notification (white on transparent).
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${inner}</svg>`;
await sharp(Buffer.from(badge), { density: (72 * 96) / 32 }).resize(96, 96).png({ compressionLevel: 9 }).toFile(out("badge-96.png"));
console.log("public/icons: icon-192.png, icon-512.png, maskable-512.png, badge-96.png");
