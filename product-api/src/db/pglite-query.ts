import { parse, protocol, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";

// One statement in one exchange with PGlite (ADR 0033). PGlite's own `query()` sends a statement's extended-protocol
// messages one call at a time (parse, describe the statement, bind, describe the portal, execute, sync), each a trip
// into the WebAssembly backend, and asks for the parameters' types only to choose how to write them. Here all of them
// go in one buffer, with the parameters written as node-postgres writes them (untyped text: PostgreSQL infers each
// one's type from the statement), and PGlite's own parser reads the answer. The statement is still the unnamed one,
// planned for its parameters each time, as before.

/** A query parameter as the text PostgreSQL reads it, as node-postgres writes an untyped one; null is SQL NULL. */
export function paramText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString("hex")}`;
  if (Array.isArray(value)) return arrayLiteral(value);
  return JSON.stringify(value);
}

/** A JavaScript array as a PostgreSQL array literal: `{"a","b \"c\"",NULL}`, nested arrays nested. */
function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((item) => {
    if (Array.isArray(item)) return arrayLiteral(item);
    const text = paramText(item);
    return text === null ? "NULL" : `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(",")}}`;
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Runs one statement as PGlite's `query()` does — the same answer, parsed by PGlite with the same options, the same
 * locks, the data synced after a statement outside a transaction — in one exchange. `inTransaction`: the statement is
 * part of a PGlite transaction, which holds the lock that keeps other statements out until it ends.
 */
export async function queryInOnePass<T>(db: PGlite, text: string, params: readonly unknown[] = [], options?: QueryOptions, inTransaction = false): Promise<Results<T>> {
  const { serialize } = protocol;
  const message = joined([
    serialize.parse({ text, types: options?.paramTypes }),
    serialize.bind({ values: params.map(paramText) }),
    serialize.describe({ type: "P" }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  const run = () =>
    db.runExclusive(async () => {
      const messages = await db.execProtocolStream(message, { syncToFs: false });
      if (!inTransaction) await db.syncToFs();
      return parse.parseResults(messages, db.parsers, options)[0] as Results<T>;
    });
  return inTransaction ? run() : db._runExclusiveTransaction(run);
}
