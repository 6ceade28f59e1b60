import { gauge } from "../../../contract/telemetry/metrics";
import type { ChatBus } from "../chat/bus";
import type { Database } from "../db/client";

// Issue 30: "the product API exposes the same set plus database pool use". Read at scrape time from the running
// servers of this process (normally one; tests start several in one process).
const databases = new Set<Database>();
const buses = new Set<ChatBus>();

const sum = (pick: (stats: NonNullable<ReturnType<Database["poolStats"]>>) => number) =>
  [...databases].reduce((total, database) => {
    const stats = database.poolStats();
    return total + (stats ? pick(stats) : 0);
  }, 0);

gauge("shijo_db_pool_connections", "PostgreSQL pool connections by state: total open, idle, and requests waiting for one", ["state"], function collect() {
  this.set({ state: "total" }, sum((s) => s.total));
  this.set({ state: "idle" }, sum((s) => s.idle));
  this.set({ state: "waiting" }, sum((s) => s.waiting));
});
gauge("shijo_db_pool_max", "The pool's connection limit (each process also holds one LISTEN connection)", [], function collect() {
  this.set(sum((s) => s.max));
});
gauge("shijo_chat_streams_open", "Chat streams (Server-Sent Events) this process holds open now", [], function collect() {
  this.set([...buses].reduce((total, bus) => total + bus.subscriberCount(), 0));
});

/** Counts this server's database and chat streams in the metrics until the returned function is called. */
export function trackServer(database: Database, bus: ChatBus): () => void {
  databases.add(database);
  buses.add(bus);
  return () => {
    databases.delete(database);
    buses.delete(bus);
  };
}
