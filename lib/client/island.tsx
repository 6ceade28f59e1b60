import { memo, Suspense, use, useCallback, useEffect, useRef, useState, lazy, type ComponentType, type Context, type ReactNode, type RefObject } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { I18nContext } from "@/lib/i18n/client";
import { RouterContext } from "@/lib/i18n/navigation";
import { onFirstIntent, type OnDemand } from "./on-demand";
import { KEEP_SERVER_HTML, useHydratingServerHtml } from "./served-html";

/**
 * Set on a control of an island's server HTML that the person changed before the island was live: the component then
 * takes that value over (React sets a hydrated input's defaultValue to the rendered value, so that cannot tell).
 */
export const TYPED_ATTRIBUTE = "data-typed";

/**
 * A context an island's root is given: its value is read in the page's tree and provided again in the island's root
 * (a root of its own does not see the page's providers). Only our own contexts: an island's component that reads
 * another (TanStack Query, nuqs, Next's router) is not an island (lib/i18n/navigation's useRouter is ours).
 */
// A context's value type does not matter here, it is only passed through; Context<T> is invariant in T, so a list of
// contexts of several types needs this one widening.
export const passedContext = <T,>(context: Context<T>) => context as unknown as Context<unknown>;

/** What every island may read: the page's messages and the router (the shell provides both). */
const SHELL_CONTEXTS = [passedContext(I18nContext), passedContext(RouterContext)];

/** Runs `onLive` once the island's root has hydrated (or rendered): its signal that the component is live. */
function Live({ onLive, children }: { onLive: () => void; children?: ReactNode }) {
  useEffect(onLive, [onLive]);
  return children;
}

interface Held {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/** Sends a form held before its island was live again, by the same button. */
function resend({ form, submitter }: Held): void {
  if (form.isConnected) form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
}

/** Whether a control's value or choice is no longer the one its HTML was sent with. */
function changedSinceServed(control: Element): boolean {
  if (control instanceof HTMLInputElement) {
    return control.type === "checkbox" || control.type === "radio" ? control.checked !== control.defaultChecked : control.value !== control.defaultValue;
  }
  if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue;
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    if (control.multiple) return options.some((option) => option.selected !== option.defaultSelected);
    // A single choice sent with no option marked selected shows its first.
    const sent = options.reduce((last, option, i) => (option.defaultSelected ? i : last), -1);
    return control.selectedIndex !== (sent === -1 ? 0 : sent);
  }
  return false;
}

/**
 * What the person did to an island's server HTML before its listeners were there (the page was still hydrating, which
 * on a busy phone can outlast the first keystrokes): each changed control is marked as typed. True if anything was
 * changed or the focus is inside, which counts as a use of the page.
 */
export function takeUseBeforeListening(node: HTMLElement): boolean {
  let used = node.contains(document.activeElement);
  for (const control of node.querySelectorAll("input, textarea, select")) {
    if (!changedSinceServed(control)) continue;
    control.setAttribute(TYPED_ATTRIBUTE, "");
    used = true;
  }
  return used;
}

/** The same props, value by value. */
function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]));
}

type IslandProps<P> = P & { boxRef?: RefObject<HTMLDivElement | null> };

export interface IslandOptions {
  /** More contexts the component reads, given to its root beside the shell's (messages, router). */
  contexts?: readonly Context<unknown>[];
  /** Window events that also count as a use of the page for this island (a scroll, for one that follows it). */
  events?: readonly string[];
}

/**
 * A component on demand (lib/client/on-demand.tsx) whose server HTML is on screen until its code is there: the code
 * loads on the person's first use of the page (or when `now()` is called), then hydrates that HTML. Until then the
 * HTML works as plain HTML; a form sent or a button pressed meanwhile is held and replayed once the component is
 * live, and the component takes over what was typed into it (components/ui/use-form.ts does for every form built on
 * it; TYPED_ATTRIBUTE marks a changed control). Drawn after the page hydrated (a client-side navigation), it loads at
 * once and renders in place.
 *
 * The component hydrates in a React root of its own, over its server HTML: a Suspense boundary in the page's tree
 * would be streamed out of order by React once the page's HTML passes 12.8 KB, which hides it without JavaScript
 * (ADR 0014 session 7). `serverView` is the component itself on the server and null in the browser, so that the
 * browser's bundle does not carry it: pass `typeof window === "undefined" ? require("./view").View : null` (Next
 * replaces `typeof window` at build time and the browser build drops the branch). If the code cannot be fetched, the
 * server HTML simply stays. The island is a `display: contents` box around the component (`boxRef` reaches it).
 */
export function hydrateOnIntent<P extends object>(serverView: ComponentType<P> | null, code: OnDemand<P>, { contexts = [], events = [] }: IslandOptions = {}) {
  const bridge = [...SHELL_CONTEXTS, ...contexts];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let failed = false;
  const component = gate.then(code.load);
  component.catch(() => (failed = true));
  const Fresh = lazy(() => component.then((View) => ({ default: View })));

  function Island({ boxRef, ...rest }: IslandProps<P>) {
    // The props without boxRef are the component's own.
    const props = rest as P;
    const values = bridge.map((context) => use(context));
    const own = useRef<HTMLDivElement>(null);
    const box = boxRef ?? own;
    // Drawn after the page hydrated (a client-side navigation): no server HTML to hydrate, render in place.
    const hydrating = useHydratingServerHtml();
    const fresh = !serverView && !hydrating;
    const root = useRef<Root | null>(null);
    const live = useRef(false);
    // What the person did to the server HTML before the component was live: a form sent, a button pressed.
    const held = useRef<Held | null>(null);
    const pressed = useRef<HTMLButtonElement | null>(null);
    // Whether the server HTML was looked at for what was done to it before the listeners below were there.
    const looked = useRef(false);
    // The props and context values the server HTML was drawn with (the island's root hydrates with them), and those it
    // draws with next; `changed` once they differ from the server's.
    const [served] = useState(() => ({ props, values }));
    const latest = useRef(served);
    const changed = useRef(false);
    const pending = useRef(false);

    const [isLive, setLive] = useState(false);
    const onLive = useCallback(() => {
      if (live.current) return;
      live.current = true;
      setLive(true);
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
      (View: ComponentType<P>, drawn: { props: P; values: unknown[] } = latest.current) => {
        const { props: current, values: provided } = drawn;
        return bridge.reduceRight<ReactNode>(
          (child, context, i) => <context.Provider value={provided[i]}>{child}</context.Provider>,
          <Live onLive={onLive}>
            <View {...current} />
          </Live>,
        );
      },
      [onLive],
    );

    // A client-side navigation drew it: fetch the code now (Fresh shows it once it is there).
    useEffect(() => {
      if (fresh) release();
    }, [fresh]);

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
      // On the window, in the capture phase: before React's own listeners on the page root's container (the
      // document), which hydrate a pending island root at once on a discrete event. A click so handled while the
      // island's root hydrated was lost (island.test), and an input's control was taken over before it was marked
      // (islands.spec and discovery.spec lost a typed word in CI). So a button pressed before the island is live goes
      // no further: it is pressed again, once, when it is.
      const press = (event: MouseEvent) => {
        if (live.current || !(event.target instanceof Element) || !node.contains(event.target)) return;
        const button = event.target.closest("button");
        if (!button || button.type === "submit" || !node.contains(button)) return;
        event.stopPropagation();
        pressed.current = button;
      };
      const mark = (event: Event) => {
        if (!live.current && event.target instanceof Element && node.contains(event.target)) event.target.setAttribute(TYPED_ATTRIBUTE, "");
      };
      // Once per island (not when a route kept for going back shows it again: its controls were the component's then).
      if (!looked.current) {
        looked.current = true;
        if (takeUseBeforeListening(node)) release();
      }
      node.addEventListener("submit", hold, true);
      window.addEventListener("click", press, true);
      window.addEventListener("input", mark, true);
      window.addEventListener("change", mark, true);
      onFirstIntent(release);
      for (const type of events) window.addEventListener(type, release, { once: true, passive: true });
      let gone = false;
      void component.then(
        (View) => {
          if (gone || root.current) return;
          // Always hydrate with what the server HTML was drawn from, so the component takes over what was typed into
          // it. Props or context values that changed before the code came (a client-side navigation kept this
          // island, or the page's RSC payload was read again) are drawn as an update once it is live. Drawing the
          // new ones anew instead replaced the controls and lost what the person had typed (islands.spec, CI).
          root.current = hydrateRoot(node, tree(View, served));
          if (changed.current) pending.current = true;
        },
        () => {
          // No code: the server HTML stays as plain HTML, and a form held meanwhile goes as it would have without us.
          const sent = held.current;
          held.current = null;
          if (sent && !gone) resend(sent);
        },
      );
      return () => {
        gone = true;
        for (const type of events) window.removeEventListener(type, release);
        node.removeEventListener("submit", hold, true);
        window.removeEventListener("click", press, true);
        window.removeEventListener("input", mark, true);
        window.removeEventListener("change", mark, true);
        // The root stays: a route kept hidden for going back (React's Activity) runs this clean-up and the effect
        // again, and its island must come back as it was. A removed island's root goes with its node.
      };
    }, [fresh, box, tree, served]);

    // New props or context values reach the island's root once it is live (an update while it hydrates would make
    // React give up the server HTML); until then they wait in `latest`. memo() below draws the island again only when
    // a prop or one of its contexts changed.
    useEffect(() => {
      const previous = latest.current;
      if (!sameProps(props, previous.props) || values.some((value, i) => !Object.is(value, previous.values[i]))) {
        latest.current = { props, values };
        if (root.current) pending.current = true;
        else changed.current = true;
      }
      if (pending.current && isLive) {
        pending.current = false;
        void component.then((View) => root.current?.render(tree(View)));
      }
    }, [props, values, isLive, tree]);

    if (serverView) {
      const View = serverView;
      return (
        <div ref={box} className="contents">
          <View {...props} />
        </div>
      );
    }
    if (fresh) {
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

  return { Island: memo(Island), now: () => release(), loaded: code.loaded };
}
