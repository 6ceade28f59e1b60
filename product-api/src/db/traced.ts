import { SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { counter, histogram } from "../../../contract/telemetry/metrics";
import { tracingOn } from "../../../contract/telemetry/tracing-switch";

// Issue 30: "a span per database query in the product API". Every statement the drivers run (PostgreSQL's pooled
// clients, PGlite) goes through traceQuery: counted and timed by operation, and a client span while tracing is on.
// A span names the operation and the table only — never the statement's parameters (an e-mail, a phone, an address)
// nor its text.

const OPERATION = /^\s*(?:\/\*[\s\S]*?\*\/\s*)*([a-z]+)/i;
const TABLE = /\b(?:from|into|update|join)\s+(?:"?[a-z_][a-z0-9_]*"?\.)?"?([a-z_][a-z0-9_]*)"?/i;

/** "select … from "orders" …" → { operation: "SELECT", table: "orders" }. */
export function sqlSummary(text: string): { operation: string; table: string | null } {
  const operation = OPERATION.exec(text)?.[1]?.toUpperCase() ?? "OTHER";
  const table = ["SELECT", "INSERT", "UPDATE", "DELETE", "WITH"].includes(operation) ? (TABLE.exec(text)?.[1] ?? null) : null;
  return { operation, table };
}

const queries = counter("shijo_db_queries_total", "Database statements by operation and outcome", ["operation", "outcome"]);
const duration = histogram("shijo_db_query_duration_seconds", "Time of a database statement, by operation", ["operation"]);

/** What one database's statements returned so far (ADR 0024): rows × columns, the values its driver decoded. */
export interface QueryTally {
  values: number;
}

/** The one column of readAsJson's statement (json.ts): its rows, counted here as the values they carry. */
export const JSON_ROWS = "json_rows";

/**
 * Adds a statement's result (PGlite's and pg's both carry rows and fields) to the tally. readAsJson's one value holds
 * its rows as arrays, counted as the values they carry; it comes as JSON text (json.ts) and is parsed here, once, in
 * its place in the result.
 */
function tallyResult(tally: QueryTally | undefined, result: unknown): void {
  if (!tally || !result || typeof result !== "object") return;
  const { rows, fields } = result as { rows?: unknown; fields?: unknown };
  if (!Array.isArray(rows) || !Array.isArray(fields)) return;
  const first = fields.length === 1 && (fields[0] as { name?: unknown }).name === JSON_ROWS && rows.length === 1 ? (rows[0] as Record<string, unknown>) : undefined;
  if (first && typeof first[JSON_ROWS] === "string") first[JSON_ROWS] = JSON.parse(first[JSON_ROWS]);
  const json = first?.[JSON_ROWS];
  if (Array.isArray(json)) tally.values += json.reduce((n: number, row) => n + (Array.isArray(row) ? row.length : 1), 0);
  else tally.values += rows.length * fields.length;
}

export async function traceQuery<T>(text: string, run: () => Promise<T>, tally?: QueryTally): Promise<T> {
  const { operation, table } = sqlSummary(text);
  const started = performance.now();
  const attempt = async () => {
    const outcome = await run().then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    queries.inc({ operation, outcome: "error" in outcome ? "error" : "ok" });
    if ("value" in outcome) tallyResult(tally, outcome.value);
    duration.observe({ operation }, (performance.now() - started) / 1000);
    if ("error" in outcome) throw outcome.error;
    return outcome.value;
  };
  if (!tracingOn()) return attempt();
  const summary = table ? `${operation} ${table}` : operation;
  // PGlite is PostgreSQL too.
  const attributes = { "db.system.name": "postgresql", "db.operation.name": operation, "db.query.summary": summary, ...(table ? { "db.collection.name": table } : {}) };
  return trace.getTracer("shijo-product-api-db").startActiveSpan(summary, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await attempt();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      const code = (error as { code?: unknown }).code;
      span.setAttribute("error.type", typeof code === "string" ? code : "error");
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The statement text of a query call's first argument (a string or a { text } config), if it has one. */
export function statementText(first: unknown): string | null {
  if (typeof first === "string") return first;
  if (first && typeof first === "object" && "text" in first && typeof first.text === "string" && !("submit" in first)) return first.text;
  return null;
}
