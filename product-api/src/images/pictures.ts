import { illustration } from "./illustrations";
import { colourFor, escapeXml, initials, svgDocument, wrap } from "./palette";

// The generated pictures: vendor logos and covers, product and category pictures, avatars, blog covers.
export function logoSvg(name: string, size = 600): string {
  const c = colourFor(name);
  const body =
    `<rect width="600" height="600" rx="120" fill="${c.base}"/>` +
    `<circle cx="300" cy="300" r="210" fill="${c.dark}" opacity=".35"/>` +
    `<text x="300" y="300" dy=".35em" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="220" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>`;
  return svgDocument(size, size, `<g transform="scale(${size / 600})">${body}</g>`, name);
}

export function avatarSvg(name: string): string {
  const c = colourFor(`user:${name}`);
  const body =
    `<circle cx="100" cy="100" r="100" fill="${c.light}"/>` +
    `<text x="100" y="100" dy=".35em" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="76" font-weight="700" fill="${c.dark}">${escapeXml(initials(name))}</text>`;
  return svgDocument(200, 200, body, name);
}

export function pictureSvg(kind: string, seed: string, size = 600): string {
  const c = colourFor(seed);
  const body = `<rect width="200" height="200" fill="${c.light}"/><g>${illustration(kind)}</g>`;
  return svgDocument(size, size, `<g transform="scale(${size / 200})">${body}</g>`, kind);
}

/** A wide banner with the name written on it: vendor covers, blog covers, landing backgrounds. */
export function bannerSvg(title: string, kind: string, subtitle = ""): string {
  const c = colourFor(title);
  const lines = wrap(title, 22);
  const text = lines
    .map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : 76}">${escapeXml(line)}</tspan>`)
    .join("");
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.base}"/><stop offset="1" stop-color="${c.dark}"/></linearGradient></defs>` +
    `<rect width="1200" height="600" fill="url(#g)"/>` +
    `<g transform="translate(760 130) scale(1.8)" opacity=".95">${illustration(kind)}</g>` +
    `<text x="80" y="${300 - (lines.length - 1) * 38}" font-family="Helvetica,Arial,sans-serif" font-size="64" font-weight="700" fill="#fff">${text}</text>` +
    (subtitle
      ? `<text x="80" y="520" font-family="Helvetica,Arial,sans-serif" font-size="30" fill="#fff" opacity=".85">${escapeXml(subtitle)}</text>`
      : "");
  return svgDocument(1200, 600, body, title);
}
