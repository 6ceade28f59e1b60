import { createHash } from "node:crypto";

// Deterministic colours and text helpers for the generated pictures (no network images: ARCHITECTURE).
const HUES = [4, 18, 32, 45, 140, 165, 190, 210, 262, 290, 330, 350];

export function hashNumber(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32BE(0);
}

export function colourFor(text: string): { base: string; dark: string; light: string } {
  const hue = HUES[hashNumber(text) % HUES.length];
  return { base: `hsl(${hue} 62% 46%)`, dark: `hsl(${hue} 58% 30%)`, light: `hsl(${hue} 75% 92%)` };
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** "Pizza Napoli" → "PN", "Oda" → "OD". */
export function initials(name: string): string {
  const words = name.normalize("NFC").split(/[\s\-&.]+/).filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? "?").slice(0, 2);
  return letters.toLocaleUpperCase("sq");
}

/** Breaks a title into lines of at most `width` characters for SVG <text>. */
export function wrap(text: string, width: number, maxLines = 3): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, maxLines);
}

export function svgDocument(width: number, height: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>`;
}
