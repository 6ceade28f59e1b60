// The data layer (lib/api, lib/cache) says when a product API read failed, and does not know who listens: the page
// cache does (lib/page-cache/render-failure.ts), so that a page rendered while a read failed is not kept (ADR 0014).
import { processGlobal } from "./process-global";

type Listener = () => void | Promise<void>;
const listeners = () => processGlobal("read-failure-listeners", () => new Map<string, Listener>());

/** Listens for failed reads under a name (one listener per name and process, whichever bundle registers it). */
export function onReadFailure(name: string, listener: Listener): void {
  listeners().set(name, listener);
}

/** A product API read failed: every listener is told, and waited for (a listener's own failure is its own). */
export async function readFailed(): Promise<void> {
  await Promise.all([...listeners().values()].map((listener) => Promise.resolve().then(listener).catch(() => undefined)));
}
