import { cacheSignal } from "react";

// ADR 0042. React's server renderer (the copy Next 16.4.6 ships) ends every render with
// `cacheController.abort(Error("This render completed successfully…"))`, usually inside a setImmediate callback. An
// Error keeps its stack as V8 call-site records until `.stack` is first read, and a record keeps its frame's receiver —
// here the Immediate, whose `_idleNext` leads on to every Immediate queued after it, and each of those holds its own
// render's async context (React's request, the page, its response). So one render kept by anything long-lived (a
// pooled keep-alive socket opened during it keeps its async context) chains to the next renders, and those to theirs:
// under load the storefront's heap grew without end (/orders 100 → 770 MB in 60 s). Reading `.stack` once the signal
// fires turns the records into a string and lets go of the Immediates. React's own fix (facebook/react#37289, not yet
// in a Next release) creates that Error without a stack; then this does nothing harmful.
const watched = new WeakSet<AbortSignal>();

export function releaseRenderStackAtEnd(): void {
  const signal = cacheSignal() as AbortSignal | null;
  if (!signal || watched.has(signal)) return;
  watched.add(signal);
  if (signal.aborted) return void materializeStack(signal.reason);
  signal.addEventListener("abort", () => materializeStack(signal.reason), { once: true });
}

/** Reads an Error's stack once, so V8 keeps the formatted string instead of the frames (and their receivers). */
export function materializeStack(reason: unknown): void {
  if (reason instanceof Error) void reason.stack;
}
