import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { fromWireError, toWireOptions, type Reply, type Request } from "./pglite-thread-protocol";

// ADR 0049: PGlite on a thread of its own. PGlite runs PostgreSQL as WebAssembly inside the process that calls it, so
// on the API's thread every statement stopped the answers around it: the friends map's answer was about half
// WebAssembly and half the API's own JavaScript (building, serialising and sending 500 people), one after the other.
// Here the database is a worker thread (pglite-thread-worker.ts) and the API's thread only sends statements and reads
// their results, so one answer's JavaScript runs while the next one's statements run.
//
// What the API uses of PGlite (drizzle's query and transaction, exec, listen, close) is given here with PGlite's own
// signatures; the rest of PGlite is not.

/** The part of PGlite the product API and drizzle call. */
export type ThreadedPglite = Pick<PGlite, "query" | "exec" | "transaction" | "listen" | "close"> & { readonly closed: boolean };

/** A request without its id (which call() gives it), for each kind of request. */
type Ask = Request extends infer R ? (R extends Request ? Omit<R, "id"> : never) : never;

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** The worker's entry: it registers tsx in its thread, then loads pglite-thread-worker.ts. */
const WORKER = new URL("./pglite-thread-worker.mjs", import.meta.url);

export async function openPgliteThread(location: string): Promise<ThreadedPglite> {
  const worker = new Worker(WORKER, { workerData: { location } });
  const pending = new Map<number, Pending>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 0;
  let closed = false;
  let failure: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => pending.set(0, { resolve: () => resolve(), reject }));
  worker.on("message", (reply: Reply) => {
    if ("notify" in reply) return void listeners.get(reply.notify)?.(reply.payload);
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (!waiting) return;
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(fromWireError(reply.error));
  });
  // The database's thread gone (it failed to open, or crashed): every statement waiting and every later one fails.
  const fail = (error: Error) => {
    console.error(`[product-api] the database's thread failed: ${error.message}`);
    failure = error;
    closed = true;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on("error", fail);
  worker.on("exit", (code) => {
    if (!closed) fail(new Error(`PGlite thread: the database's thread ended (exit code ${code})`));
  });

  function call<T>(request: Ask): Promise<T> {
    if (failure) return Promise.reject(failure);
    if (closed) return Promise.reject(new Error("PGlite thread: the database is closed"));
    const id = ++nextId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id } as Request);
    });
  }

  const query = (tx?: number) =>
    (async <T>(text: string, params?: unknown[], options?: QueryOptions) => call<Results<T>>({ op: "query", text, params, options: toWireOptions(options), tx })) as PGlite["query"];
  const exec = (tx?: number) => ((text: string) => call<Results[]>({ op: "exec", text, tx })) as PGlite["exec"];

  async function transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const tx = await call<number>({ op: "begin" });
    let rollback = false;
    let over = false;
    const handle = {
      query: query(tx),
      exec: exec(tx),
      sql: () => Promise.reject(new Error("PGlite thread: tx.sql is not given; use query")),
      rollback: async () => void (rollback = true),
      listen: () => Promise.reject(new Error("PGlite thread: LISTEN inside a transaction is not given")),
      get closed() {
        return over;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(handle);
    } catch (error) {
      over = true;
      await call({ op: "end", tx, commit: false }).catch(() => {});
      throw error;
    }
    over = true;
    await call({ op: "end", tx, commit: !rollback });
    return result;
  }

  async function listen(channel: string, callback: (payload: string) => void): Promise<(tx?: Transaction) => Promise<void>> {
    const listener = await call<number>({ op: "listen", channel });
    listeners.set(listener, callback);
    return async () => {
      listeners.delete(listener);
      if (!closed) await call({ op: "unlisten", listener });
    };
  }

  async function close() {
    if (closed) return;
    await call({ op: "close" });
    closed = true;
    await worker.terminate();
  }

  await ready;
  return {
    query: query(),
    exec: exec(),
    transaction: transaction as PGlite["transaction"],
    listen: listen as PGlite["listen"],
    close,
    get closed() {
      return closed;
    },
  };
}
