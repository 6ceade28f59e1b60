import type { QueryOptions, Results } from "@electric-sql/pglite";

// ADR 0049: what the product API's thread and its PGlite thread say to each other. Both sides import these types and
// the two pure functions below; nothing here touches a thread.

/** Query options as they cross: PGlite's own minus its functions (a parser travels as the type id it reads as is). */
export interface WireOptions {
  rowMode?: "array" | "object";
  paramTypes?: number[];
  /** Type ids whose text is handed back unparsed (drizzle's identity parsers of dates, timestamps and intervals). */
  rawTypes?: number[];
}

export type Request =
  | { id: number; op: "query"; text: string; params?: unknown[]; options?: WireOptions; tx?: number }
  | { id: number; op: "exec"; text: string; tx?: number }
  | { id: number; op: "begin" }
  | { id: number; op: "end"; tx: number; commit: boolean }
  | { id: number; op: "listen"; channel: string }
  | { id: number; op: "unlisten"; listener: number }
  | { id: number; op: "close" };

export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: WireError }
  | { notify: number; payload: string };

/** A database error as plain data: its message and every field PostgreSQL sent (code, detail, constraint, …). */
export interface WireError {
  message: string;
  name: string;
  fields: Record<string, string | number | boolean | null | unknown[]>;
}

/** A text no parser but the identity gives back as it is (digits, letters in both cases, a space, punctuation). */
const PROBE = "2026-01-02 03:04:05+00 Probe";

/**
 * The wire form of PGlite's query options. A parser can only cross as "this type as PostgreSQL's text": one that gives
 * back anything but its input is refused, so a caller never silently loses its own parsing.
 */
export function toWireOptions(options: QueryOptions | undefined): WireOptions | undefined {
  if (!options) return undefined;
  const { rowMode, paramTypes, parsers, serializers, blob, onNotice, ...rest } = options as QueryOptions & Record<string, unknown>;
  if (serializers || blob || onNotice || Object.keys(rest).length) {
    throw new Error("PGlite thread: only rowMode, paramTypes and identity parsers cross to the database's thread");
  }
  const rawTypes = parsers
    ? Object.entries(parsers).map(([type, parser]) => {
        if (parser(PROBE, Number(type)) !== PROBE) throw new Error(`PGlite thread: the parser of type ${type} is not the identity`);
        return Number(type);
      })
    : undefined;
  return { rowMode, paramTypes, rawTypes };
}

/** A thrown value as plain data (a DatabaseError's fields; its statement's options, which hold functions, left out). */
export function toWireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { message: String(error), name: "Error", fields: {} };
  const fields: WireError["fields"] = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === "queryOptions") continue;
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value as string | number | boolean | null;
    else if (Array.isArray(value)) fields[key] = value.map((v) => (typeof v === "object" && v !== null ? String(v) : v));
  }
  return { message: error.message, name: error.name, fields };
}

/** The error the caller gets: an Error with the database's fields on it, as PGlite's own DatabaseError has them. */
export function fromWireError(wire: WireError): Error {
  const error = new Error(wire.message);
  error.name = wire.name;
  return Object.assign(error, wire.fields);
}

export type { Results };
