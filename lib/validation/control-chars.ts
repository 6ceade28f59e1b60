// Issue 9 #8: text with control characters (a NUL byte above all: PostgreSQL refuses 0x00 and the request ended
// as a 502) is bad input, refused with a field error before it reaches the product API. Tab, line feed and
// carriage return are ordinary text (notes, addresses over several lines).
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/** The dotted paths of every string (and object key) in a parsed body or query that carries a control character. */
export function controlCharacterPaths(value: unknown, path: string[] = [], out: string[] = [], depth = 0): string[] {
  if (depth > 32) return out;
  if (typeof value === "string") {
    if (CONTROL.test(value)) out.push(path.join(".") || "_");
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => controlCharacterPaths(item, [...path, String(i)], out, depth + 1));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL.test(key)) out.push([...path, key].join("."));
      controlCharacterPaths(item, [...path, key], out, depth + 1);
    }
  }
  return out;
}
