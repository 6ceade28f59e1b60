import { lazy, memo, Suspense, use, useCallback, useEffect, useRef, useState, type ComponentType, type Context, type ReactNode, type RefObject } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { AppRouterContext, LayoutRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { SnackbarContext } from "@/components/ui/snackbar";
import { I18nContext } from "@/lib/i18n/client";
import { HYDRATED_ATTRIBUTE } from "@/lib/page-cache/rules";
import { onFirstIntent } from "./on-demand";

/**
 * Set on a control of an island's server HTML that the person changed before the island was live: the component then
 * takes that value over (React sets a hydrated input's defaultValue to the rendered value, so that cannot tell).
 */
export const TYPED_ATTRIBUTE = "data-typed";

/** A context an island's root is given (its value is only passed through, so its type does not matter here). */
export const passedContext = <T,>(context: Context<T>) => context as unknown as Context<unknown>;

// What an island's component reads from above it: its own React root gets the same values (a separate root does not
// see the page tree's providers). Add a context here when every island may need it; one island's own go in `contexts`.
const BRIDGED = [passedContext(I18nContext), passedContext(SnackbarContext), passedContext(AppRouterContext), passedContext(LayoutRouterContext)];

// React leaves an element's server children alone when it hydrates it with dangerouslySetInnerHTML (and no check of
// them in production): the island's server HTML stays as sent until its own root hydrates it.
const KEEP_SERVER_HTML = { __html: "" };

/** Effects run once the island's root has hydrated (or rendered): its signal that it is live. */
function Live({ onLive, children }: { onLive: () => void; children?: ReactNode }) {
  useEffect(onLive, [onLive]);
  return children;
}

/** The same props, value by value (an island is drawn again whenever a context it forwards changes). */
function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]));
}

interface Held {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/** Sends a form held before its island was live again, by the same button. */
function resend({ form, submitter }: Held): void {
  if (form.isConnected) form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
}

type IslandProps<P> = P & { boxRef?: RefObject<HTMLDivElement | null> };

/**
 * A client component whose code loads, and whose server HTML hydrates, on the person's first use of the page (or at
 * once when `now()` is called; `loaded()` tells whether it has). Until then the server's HTML is on screen as it was
 * sent and works as plain HTML; a form sent or a button pressed meanwhile is held and replayed once the component is
 * live, and the component takes over what was typed into it (components/ui/use-form.ts does for every form built on
 * it; TYPED_ATTRIBUTE marks a changed control). Drawn after the page hydrated (a client-side navigation), it loads at
 * once and renders in place.
 *
 * The component hydrates in a React root of its own, over its server HTML (a Suspense boundary in the page's tree
 * would be streamed out of order by React once the page's HTML passes 12.8 KB, which hides it without JavaScript).
 * `serverView` is the component itself on the server and null in the browser, so that the browser's bundle does not
 * carry it: pass `typeof window === "undefined" ? require("./view").View : null` (Next replaces `typeof window` at
 * build time and the browser build drops the branch). If the code cannot be fetched, the server HTML simply stays.
 * The island is a `display: contents` box around the component (`boxRef` reaches it).
 */
export function hydrateOnIntent<P extends object>(
  serverView: ComponentType<P> | null,
  load: () => Promise<{ default: ComponentType<P> }>,
  { contexts = [], events = [] }: {
    /** More contexts the component reads, given to its root beside the shell's (BRIDGED). */
    contexts?: readonly Context<unknown>[];
    /** Window events that also count as a use of the page for this island (a scroll, for one that follows it). */
    events?: readonly string[];
  } = {},
) {
  const bridge = [...BRIDGED, ...contexts];
  let release = () => {};
  let loaded = false;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let failed = false;
  const component = gate.then(load).then((module) => ((loaded = true), module.default));
  component.catch(() => (failed = true));
  const Fresh = lazy(() => component.then((View) => ({ default: View })));

  function Island({ boxRef, ...rest }: IslandProps<P>) {
    const props = rest as P;
    const bridged = bridge.map((context) => use(context));
    const own = useRef<HTMLDivElement>(null);
    const box = boxRef ?? own;
    // Drawn after the page hydrated (a client-side navigation): no server HTML to hydrate, render in place.
    const [fresh] = useState(() => !serverView && document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE));
    const root = useRef<Root | null>(null);
    const live = useRef(false);
    // What the person did to the server HTML before the component was live: a form sent, a button pressed.
    const held = useRef<Held | null>(null);
    const pressed = useRef<HTMLButtonElement | null>(null);

    const stale = useRef(false);
    const drawn = useRef(false);
    const outdated = useRef(false);
    const [, redraw] = useState(0);
    const onLive = useCallback(() => {
      live.current = true;
      // Updates that waited for hydration: drawing the island again hands them to its root (the effect below).
      if (stale.current) {
        stale.current = false;
        redraw((n) => n + 1);
      }
      // After the component's first updates (it takes over what was typed in its layout effects), so the handlers
      // that run are those of its settled state.
      window.setTimeout(() => {
        const button = pressed.current;
        const sent = held.current;
        pressed.current = held.current = null;
        if (button?.isConnected) button.click();
        if (sent) resend(sent);
      }, 0);
    }, []);

    const tree = useCallback(
      (View: ComponentType<P>, values: unknown[], current: P) =>
        bridge.reduceRight<ReactNode>(
          (child, context, i) => <context.Provider value={values[i]}>{child}</context.Provider>,
          <Live onLive={onLive}>
            <View {...current} />
          </Live>,
        ),
      [onLive],
    );

    const latest = useRef({ props, bridged });

    // The person's first use of the page: load, then hydrate the server HTML in the island's own root.
    useEffect(() => {
      if (serverView || fresh) return;
      const node = box.current;
      if (!node) return;
      const hold = (event: SubmitEvent) => {
        if (live.current || failed || !(event.target instanceof HTMLFormElement)) return;
        event.preventDefault();
        held.current = { form: event.target, submitter: event.submitter };
        release();
      };
      const press = (event: MouseEvent) => {
        const button = event.target instanceof Element ? event.target.closest("button") : null;
        if (!live.current && button && button.type !== "submit") pressed.current = button;
      };
      const mark = (event: Event) => {
        if (!live.current && event.target instanceof Element) event.target.setAttribute(TYPED_ATTRIBUTE, "");
      };
      node.addEventListener("submit", hold, true);
      node.addEventListener("click", press, true);
      node.addEventListener("input", mark, true);
      node.addEventListener("change", mark, true);
      onFirstIntent(release);
      for (const type of events) window.addEventListener(type, release, { once: true, passive: true });
      let gone = false;
      void component.then((View) => {
        if (gone || root.current) return;
        const element = tree(View, latest.current.bridged, latest.current.props);
        // Props that changed before the code came (a client-side navigation kept this island) no longer match the
        // server HTML: draw it anew instead of hydrating it.
        if (outdated.current) {
          root.current = createRoot(node);
          root.current.render(element);
        } else root.current = hydrateRoot(node, element);
      }, () => {
        // No code: the server HTML stays as plain HTML, and a form held meanwhile goes as it would have without us.
        const sent = held.current;
        held.current = null;
        if (sent && !gone) resend(sent);
      });
      return () => {
        gone = true;
        for (const type of events) window.removeEventListener(type, release);
        node.removeEventListener("submit", hold, true);
        node.removeEventListener("click", press, true);
        node.removeEventListener("input", mark, true);
        node.removeEventListener("change", mark, true);
        // The root stays: a route kept hidden for going back (React's Activity) runs this clean-up and the effect
        // again, and its island must come back as it was. A removed island's root goes with its node.
      };
    }, [fresh, box, tree]);

    // New props or context values reach the island's root, once it has hydrated (an update before that would make
    // React give up the server HTML and draw the root anew): meanwhile they wait for onLive.
    useEffect(() => {
      if (!root.current && drawn.current && !sameProps(props, latest.current.props)) outdated.current = true;
      drawn.current = true;
      latest.current = { props, bridged };
      if (!root.current) return;
      if (live.current) void component.then((View) => root.current?.render(tree(View, bridged, props)));
      else stale.current = true;
    });

    if (serverView) {
      const View = serverView;
      return (
        <div ref={box} className="contents">
          <View {...props} />
        </div>
      );
    }
    if (fresh) {
      if (!loaded) release();
      return (
        <div ref={box} className="contents">
          <Suspense fallback={null}>
            <Fresh {...props} />
          </Suspense>
        </div>
      );
    }
    return <div ref={box} className="contents" dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  }

  return { Island: memo(Island) as unknown as (props: IslandProps<P>) => ReactNode, now: () => release(), loaded: () => loaded };
}
