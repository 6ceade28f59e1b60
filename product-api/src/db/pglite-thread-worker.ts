import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { prepareStatements } from "./pglite-statements";
import { toWireError, type Reply, type Request, type WireOptions } from "./pglite-thread-protocol";

// ADR 0049: the product API's PGlite on a thread of its own (worker_threads). It runs the statements the API's thread
// sends (pglite-thread.ts), one at a time as PGlite always has, with the prepared statements of ADR 0039.

const port = parentPort!;
const { location } = workerData as { location: string };
const send = (reply: Reply) => port.postMessage(reply);

const identity = (value: string) => value;
function queryOptions(wire: WireOptions | undefined): QueryOptions | undefined {
  if (!wire) return undefined;
  const parsers = wire.rawTypes ? Object.fromEntries(wire.rawTypes.map((type) => [type, identity])) : undefined;
  return { rowMode: wire.rowMode, paramTypes: wire.paramTypes, parsers };
}

/** Open transactions by id, and what ends each (commit or roll back). */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }>();
const listeners = new Map<number, () => Promise<void>>();
let nextId = 0;

class RolledBack extends Error {}

async function begin(): Promise<number> {
  const id = ++nextId;
  let opened!: () => void;
  const isOpen = new Promise<void>((resolve) => (opened = resolve));
  let end!: (commit: boolean) => void;
  const ended = new Promise<boolean>((resolve) => (end = resolve));
  const done = db
    .transaction(async (tx) => {
      transactions.set(id, { tx, end, done });
      opened();
      if (!(await ended)) throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    })
    .finally(() => transactions.delete(id));
  // A transaction that could not even begin rejects `done` before it opens.
  await Promise.race([isOpen, done]);
  return id;
}

/** Where a statement runs: its open transaction, or the database when it has none. */
function runsOn(tx: number | undefined): Pick<PGlite, "query" | "exec"> {
  if (!tx) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error("PGlite thread: the transaction is over");
  return open.tx;
}

async function handle(request: Request): Promise<unknown> {
  switch (request.op) {
    case "query":
      return runsOn(request.tx).query(request.text, request.params, queryOptions(request.options));
    case "exec":
      return runsOn(request.tx).exec(request.text);
    case "begin":
      return begin();
    case "end": {
      const open = transactions.get(request.tx);
      if (!open) throw new Error("PGlite thread: the transaction is over");
      open.end(request.commit);
      await open.done;
      return null;
    }
    case "listen": {
      const id = ++nextId;
      listeners.set(id, await db.listen(request.channel, (payload) => send({ notify: id, payload })));
      return id;
    }
    case "unlisten": {
      const stop = listeners.get(request.listener);
      listeners.delete(request.listener);
      if (stop && !db.closed) await stop();
      return null;
    }
    case "close":
      if (!db.closed) await db.close();
      return null;
  }
}

const db = await PGlite.create(location, { extensions: { pg_trgm } });
// ADR 0039: each statement text parsed and planned once, not on every run.
prepareStatements(db);

port.on("message", (request: Request) => {
  handle(request).then(
    (value) => send({ id: request.id, ok: true, value }),
    (error: unknown) => send({ id: request.id, ok: false, error: toWireError(error) }),
  );
});
send({ id: 0, ok: true, value: "ready" });
