/** A person's photo URL we may show (absolute http(s) or our own path), or null: then their initials are shown. */
export function usablePhoto(src: string | null | undefined): string | null {
  return src && (/^https?:\/\//.test(src) || src.startsWith("/")) ? src : null;
}

/** Up to two initials of a name, upper-case ("Arta Demo" → "AD"); "?" when there is no name. */
export function initialsOf(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
  return initials || "?";
}
