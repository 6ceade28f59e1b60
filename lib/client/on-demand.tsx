import { lazy, Suspense, type ComponentType } from "react";

// Code a page needs only when something happens (an alert opens, a snackbar shows, a logged-in person's prompt)
// is not part of its first load (issue 14's JS budget): it is fetched when first needed, or earlier, on the person's
// first touch, click, key, focus or typing on the page, so it is there by the time a form is sent, even if the network
// drops meanwhile.

const INTENT = ["pointerdown", "touchstart", "keydown", "focusin", "input"] as const;
let intended = false;
const waiting = new Set<() => void>();

function fire() {
  intended = true;
  for (const type of INTENT) document.removeEventListener(type, fire, true);
  for (const run of waiting) run();
  waiting.clear();
}

/** Runs `run` once, on the first pointer, touch, key, focus or typing anywhere on the page (at once if that has happened). */
export function onFirstIntent(run: () => void): void {
  if (typeof document === "undefined") return;
  if (intended) return run();
  if (waiting.size === 0) for (const type of INTENT) document.addEventListener(type, fire, { capture: true, passive: true });
  waiting.add(run);
}

/** Forgets that the page was used (tests only). */
export function resetIntentForTests(): void {
  intended = false;
  waiting.clear();
  if (typeof document !== "undefined") for (const type of INTENT) document.removeEventListener(type, fire, true);
}

/**
 * A component loaded on demand: `View` (nothing on screen until its code is there) and `preload()`. If its code cannot
 * be fetched, `fallback` stands in, so a page never breaks because a chunk did not arrive.
 */
export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, fallback: ComponentType<P>) {
  let promise: Promise<{ default: ComponentType<P> }> | null = null;
  const get = () => (promise ??= load().catch((): { default: ComponentType<P> } => ({ default: fallback })));
  const Lazy = lazy(get);
  function View(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { View, preload: () => void get() };
}
