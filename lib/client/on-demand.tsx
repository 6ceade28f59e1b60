import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from "react";

// The one way to load a component later (issue 14's JS budget, issue 27): a page's first load carries only what every
// visitor needs at once; code that runs only when something happens (an alert opens, a map is asked for, a snackbar
// shows) is fetched when first needed, or earlier, on the person's first touch, click, key, focus or typing on the
// page, so it is there by the time a form is sent, even if the network drops meanwhile. A component whose server
// HTML should be on screen until then is an island (lib/client/island.tsx), built on the same loader.

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

function subscribeIntent(changed: () => void): () => void {
  onFirstIntent(changed);
  return () => void waiting.delete(changed);
}

/** False while the server renders, while the page hydrates and until the person's first use of the page; true after. */
function useFirstIntent(): boolean {
  return useSyncExternalStore(
    subscribeIntent,
    () => intended,
    () => false,
  );
}

/** Forgets that the page was used (tests only). */
export function resetIntentForTests(): void {
  intended = false;
  waiting.clear();
  if (typeof document !== "undefined") for (const type of INTENT) document.removeEventListener(type, fire, true);
}

const noSubscription = () => () => {};

/** False while the server renders and while the page hydrates, true after (React's own client-only switch). */
function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export interface OnDemandOptions<P> {
  /** Stands in when the code cannot be fetched, so a page never breaks because a chunk did not arrive (default: nothing). */
  fallback?: ComponentType<P>;
  /** On screen until the code is there (default: nothing); a function of the props for a stand-in the caller gives. */
  loading?: ReactNode | ((props: P) => ReactNode);
  /**
   * false: drawn only in the browser — `loading` on the server and until the page has hydrated (a map, a payment form:
   * code that needs `window`). Default true: the server renders the component into the page's HTML.
   */
  ssr?: boolean;
  /**
   * true: drawn only once the person has used the page (first touch, click, key, focus or typing) — `loading` on the
   * server, while the page hydrates and until then. For a part no one sees before that (a closed menu's contents).
   */
  afterIntent?: boolean;
}

export interface OnDemand<P> {
  /** The component, drawn once its code is there. */
  View: (props: P) => ReactNode;
  /** Starts fetching the code now (once, however often it is asked). */
  preload: () => void;
  /** The component once its code is there; rejects when it cannot be fetched (an island then keeps its server HTML). */
  load: () => Promise<ComponentType<P>>;
  /** Whether the code has arrived. */
  loaded: () => boolean;
}

/** A component whose code is fetched when it is first drawn or preloaded. */
export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, options: OnDemandOptions<NoInfer<P>> = {}): OnDemand<P> {
  const { fallback: Fallback = () => null, loading = null, ssr = true, afterIntent = false } = options;
  let code: Promise<ComponentType<P>> | null = null;
  let arrived = false;
  const fetchCode = () =>
    (code ??= load().then((module) => {
      arrived = true;
      return module.default;
    }));
  const standIn = (props: P) => (typeof loading === "function" ? loading(props) : loading);
  const Lazy = lazy(() => fetchCode().then((component) => ({ default: component }), () => ({ default: Fallback })));

  function Drawn(props: P) {
    return (
      <Suspense fallback={standIn(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  function ClientOnly(props: P) {
    return useAfterHydration() ? <Drawn {...props} /> : standIn(props);
  }
  function AfterIntent(props: P) {
    return useFirstIntent() ? <Drawn {...props} /> : standIn(props);
  }

  return {
    View: afterIntent ? AfterIntent : ssr ? Drawn : ClientOnly,
    preload: () => void fetchCode().catch(() => undefined),
    load: fetchCode,
    loaded: () => arrived,
  };
}
