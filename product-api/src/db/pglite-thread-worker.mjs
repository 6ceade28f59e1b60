// ADR 0049: the PGlite thread's entry. A worker thread does not inherit the tsx loader of the thread that starts it
// (`node --import tsx` registers it for the main thread only), so it registers tsx itself, then loads the worker.
import { register } from "tsx/esm/api";

register();
await import("./pglite-thread-worker.ts");
