// ARCHITECTURE "BFF rules": redirect targets passed along are same-site relative paths only.
// Anything else (//evil, /\evil, javascript:, encoded variants) is dropped.
export function safeRelativePath(value: string | null | undefined): string | null {
  if (!value) return null;
  let candidate = value.trim();
  // Undo up to three layers of percent-encoding so %2F%2Fevil and %252F%252F are seen for what they are.
  for (let i = 0; i < 3; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(candidate);
    } catch {
      return null;
    }
    if (!isPlainPath(decoded)) return null;
    if (decoded === candidate) break;
    candidate = decoded;
  }
  if (!isPlainPath(candidate)) return null;
  const base = "http://shijo.invalid";
  let url: URL;
  try {
    url = new URL(candidate, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  // Validate what is returned, after normalisation: `/.//evil.test`, `/a/..//evil.test` and `/%2e//evil.test`
  // pass the checks above as written but resolve to `//evil.test` (issue 9 #1).
  const result = `${url.pathname}${url.search}${url.hash}`;
  return isPlainPath(url.pathname) ? result : null;
}

/** True for an href that stays on this site (a same-site relative path); used by every link and redirect check. */
export function isSafeRelativePath(value: string | null | undefined): boolean {
  return safeRelativePath(value) !== null;
}

function isPlainPath(value: string): boolean {
  if (!value.startsWith("/")) return false;
  if (value.startsWith("//")) return false;
  if (value.includes("\\")) return false;
  // Control characters and whitespace can smuggle a scheme or a host past naive checks.
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return false;
  return true;
}
