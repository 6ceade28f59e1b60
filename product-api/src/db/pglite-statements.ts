import { messages, Mutex, parse, protocol, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";

// ADR 0039: PGlite plans every statement anew. Its query() sends Parse, Describe, Bind, Describe, Execute and Sync as
// six calls into the WebAssembly backend and the planner reads every table's and index's size from the file system
// (an lseek each, a system call) before running it. A product API answer runs the same few statements over and over,
// so here each statement text outside a transaction is parsed once as a named prepared statement, and afterwards
// runs as one Bind/Describe/Execute/Sync message: PostgreSQL's plan cache (plan_cache_mode auto) then keeps a
// generic plan where it costs no more than planning each time.
//
// PGlite's public doors only: execProtocolStream, runExclusive, the protocol serializer and parseResults. Those do
// not take PGlite's transaction lock, so this module holds its own: a transaction (client.transaction) and a
// statement run here never overlap, and a statement never runs inside someone else's transaction.

/** Prepared statements kept at most; the least recently used one is closed beyond that. */
const MAX_PREPARED = 400;

/** PostgreSQL's answers that mean a prepared statement must be prepared again (a table changed under it). */
const PREPARE_AGAIN = new Set([
  "0A000", // cached plan must not change result type
  "26000", // prepared statement does not exist
]);

/** PostgreSQL's plan cache (plan_cache_mode auto) plans a prepared statement's first five executions for their values. */
export const CUSTOM_PLAN_RUNS = 5;
/** Executions after those five that are timed before a statement's generic plan is kept or given up. */
export const GENERIC_PLAN_TRIALS = 8;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Whether a prepared statement stays prepared: its executions from the sixth on (which may use a generic plan) take,
 * at the median, no more than a quarter longer than executions two to five (planned for their values; the first also
 * warms caches), or less than half a millisecond more.
 */
export function keepsGenericPlan(plannedMs: number[], laterMs: number[]): boolean {
  if (plannedMs.length === 0 || laterMs.length === 0) return true;
  const before = median(plannedMs);
  const after = median(laterMs);
  return after <= before * 1.25 || after - before < 0.5;
}

interface Prepared {
  name: string;
  paramTypes: number[];
  /** Execution times (ms): runs 2 to 5, then the trials after them. */
  planned: number[];
  later: number[];
  runs: number;
}

export interface StatementCacheStats {
  /** Statements prepared (a text seen for the first time, or prepared again). */
  prepared: number;
  /** Runs of a statement already prepared. */
  reused: number;
  /** Statements kept now. */
  kept: number;
  /** Statements whose generic plan was slower: PGlite's own query() plans them every time. */
  replanned: number;
}

type Query = PGlite["query"];

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The error of a protocol exchange, as PGlite's query() throws it (with the statement and its parameters). */
function failed(result: messages.BackendMessage[], text: string, params: unknown[], options: QueryOptions | undefined): messages.DatabaseError | null {
  const error = result.find((m): m is messages.DatabaseError => m instanceof messages.DatabaseError);
  if (!error) return null;
  return Object.assign(error, { query: text, params, queryOptions: options });
}

/**
 * Gives `client` prepared statements for its top-level query() (see above); transaction() and exec() are held
 * against them by one lock. Returns the cache's figures.
 */
export function prepareStatements(client: PGlite, { max = MAX_PREPARED, now = () => performance.now() } = {}): () => StatementCacheStats {
  const gate = new Mutex();
  const kept = new Map<string, Prepared>();
  // Statement texts planned every time (their generic plan was slower).
  const replanned = new Set<string>();
  const stats = { prepared: 0, reused: 0 };
  let next = 0;

  const plainQuery = client.query.bind(client) as Query;
  const plainExec = client.exec.bind(client);
  const plainTransaction = client.transaction.bind(client);

  const keyOf = (text: string, options: QueryOptions | undefined) => (options?.paramTypes ? `${options.paramTypes.join(",")}\u0000${text}` : text);
  const exchange = (parts: Uint8Array[]) => client.execProtocolStream(concat(parts), { syncToFs: false, throwOnError: false });

  async function prepare(key: string, text: string, options: QueryOptions | undefined, params: unknown[]): Promise<Prepared> {
    const name = `shijo_s${++next}`;
    const answer = await exchange([protocol.serialize.parse({ name, text, types: options?.paramTypes }), protocol.serialize.describe({ type: "S", name }), protocol.serialize.sync()]);
    const error = failed(answer, text, params, options);
    if (error) throw error;
    const prepared: Prepared = { name, paramTypes: parse.parseDescribeStatementResults(answer), planned: [], later: [], runs: 0 };
    kept.set(key, prepared);
    stats.prepared++;
    if (kept.size > max) await forget(kept.keys().next().value as string);
    return prepared;
  }

  async function forget(key: string) {
    const gone = kept.get(key);
    if (!gone) return;
    kept.delete(key);
    await exchange([protocol.serialize.close({ type: "S", name: gone.name }), protocol.serialize.sync()]);
  }

  /** Times an execution; once the trials are in, a statement whose generic plan was slower is given up. */
  async function timed(prepared: Prepared, key: string, started: number) {
    const ms = now() - started;
    prepared.runs++;
    if (prepared.runs === 1 || prepared.runs > CUSTOM_PLAN_RUNS + GENERIC_PLAN_TRIALS) return;
    (prepared.runs <= CUSTOM_PLAN_RUNS ? prepared.planned : prepared.later).push(ms);
    if (prepared.runs === CUSTOM_PLAN_RUNS + GENERIC_PLAN_TRIALS && !keepsGenericPlan(prepared.planned, prepared.later)) {
      replanned.add(key);
      await forget(key);
    }
  }

  async function run(prepared: Prepared, text: string, params: unknown[], options: QueryOptions | undefined) {
    const values = params.map((value, i) => {
      if (value == null) return null;
      const type = prepared.paramTypes[i];
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const answer = await exchange([
      protocol.serialize.bind({ statement: prepared.name, values: values as (string | null)[] }),
      protocol.serialize.describe({ type: "P" }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    return { answer, error: failed(answer, text, params, options) };
  }

  async function preparedQuery<T>(text: string, params: unknown[], options: QueryOptions | undefined, key: string): Promise<Results<T>> {
    return client.runExclusive(async () => {
      let prepared = kept.get(key);
      if (prepared) {
        // Most recently used last.
        kept.delete(key);
        kept.set(key, prepared);
        stats.reused++;
      } else {
        prepared = await prepare(key, text, options, params);
      }
      const started = now();
      let { answer, error } = await run(prepared, text, params, options);
      if (error && PREPARE_AGAIN.has(error.code ?? "")) {
        await forget(key);
        prepared = await prepare(key, text, options, params);
        ({ answer, error } = await run(prepared, text, params, options));
      }
      if (error) throw error;
      await timed(prepared, key, started);
      await client.syncToFs();
      // PGlite's parseResults copies all of the client's ~320 type parsers into a new object when a caller brings
      // its own (drizzle brings 9 on every statement): 0.15–0.45 ms a statement here. The caller's own over the
      // client's by the prototype chain instead; a parser is looked up by type id, so they read the same.
      if (!options?.parsers) return parse.parseResults(answer, client.parsers, options)[0] as Results<T>;
      const parsers = Object.assign(Object.create(client.parsers) as typeof client.parsers, options.parsers);
      return parse.parseResults(answer, parsers, { ...options, parsers: undefined })[0] as Results<T>;
    });
  }

  client.query = (<T>(text: string, params?: unknown[], options?: QueryOptions) => {
    const key = keyOf(text, options);
    // A statement with a blob (COPY … FROM '/dev/blob') goes PGlite's own way, and so does one planned every time.
    return gate.runExclusive(() => (options?.blob || replanned.has(key) ? plainQuery<T>(text, params, options) : preparedQuery<T>(text, params ?? [], options, key)));
  }) as Query;
  client.exec = ((text: string, options?: QueryOptions) => gate.runExclusive(() => plainExec(text, options))) as PGlite["exec"];
  client.transaction = ((callback: Parameters<PGlite["transaction"]>[0]) => gate.runExclusive(() => plainTransaction(callback))) as PGlite["transaction"];

  return () => ({ ...stats, kept: kept.size, replanned: replanned.size });
}
