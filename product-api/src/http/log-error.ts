// Unexpected errors are logged without query parameters or row details: a failed INSERT's parameters and
// PostgreSQL's "Failing row contains (...)" would otherwise put e-mails and password hashes in the log.
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const query = (error as { query?: unknown }).query;
  const cause = error.cause instanceof Error ? error.cause : null;
  if (typeof query === "string") {
    const code = (cause as { code?: unknown } | null)?.code;
    return `database error${code ? ` ${String(code)}` : ""}: ${cause?.message ?? "query failed"} (query: ${query.slice(0, 200)})`;
  }
  return error.stack ?? `${error.name}: ${error.message}`;
}
