import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { scriptsAfterPaint } from "@/lib/page-cache/scripts-after-paint";
import { joinPage, splitPage } from "@/lib/page-cache/rules";

const N = "cmVuZGVyLW5vbmNlLW9mLXRoZS1maWxs";
// The head as Next 16 writes it for a public page (a stylesheet, a low-priority preload, async chunks, the noModule
// polyfill), then a body with flight data.
const page = (nonce = N) =>
  `<!DOCTYPE html><html lang="sq" data-session="0"><head><meta charSet="utf-8"/>` +
  `<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${nonce}" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" nonce="${nonce}" href="/_next/static/chunks/pre.js"/>` +
  `<script src="/_next/static/chunks/react.js" async="" nonce="${nonce}"></script>` +
  `<script src="/_next/static/chunks/next.js" async="" nonce="${nonce}"></script>` +
  `<script src="/_next/static/chunks/turbopack-x.js" async="" nonce="${nonce}"></script>` +
  `<title>Bëhu korrier · Shijo</title>` +
  `<script src="/_next/static/chunks/poly.js" noModule="" nonce="${nonce}"></script></head>` +
  `<body><p>Zgjidhni oraret tuaja</p><script nonce="${nonce}">self.__next_f.push([1,"x"])</script>` +
  // Next's bootstrap at the end of the shell: the runtime's chunk list inline, then the main chunk (nonce before async).
  `<script nonce="${nonce}">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>` +
  `<script src="/_next/static/chunks/main.js" nonce="${nonce}" async=""></script>` +
  `<script src="/_next/static/chunks/classic.js" nonce="${nonce}"></script></body></html>`;

/** Runs the loader of a page against a minimal document and reports what it added, and when. */
function runLoader(html: string, opts: { hidden?: boolean } = {}) {
  const code = /<script nonce="[^"]+">(\(function\(d,l\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!code) throw new Error("no loader in the page");
  const added: { tag: string; src?: string; href?: string; async?: boolean }[] = [];
  const listeners: Record<string, () => void> = {};
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const document = {
    readyState: "loading",
    visibilityState: opts.hidden ? "hidden" : "visible",
    addEventListener: (name: string, fn: () => void) => (listeners[name] = fn),
    createElement: (tag: string) => ({ tag }) as Record<string, unknown>,
    head: { appendChild: (el: { tag: string }) => added.push(el) },
  };
  const run = new Function("document", "requestAnimationFrame", "setTimeout", code);
  run(document, (fn: () => void) => frames.push(fn), (fn: () => void, ms: number) => timers.push({ fn, ms }));
  return { added, listeners, frames, timers };
}

describe("issue 14 (LCP): a kept page asks for its scripts after the first paint", () => {
  it("moves the head's async chunks and script preloads into one loader with the page's nonce, where the first stood", () => {
    const out = scriptsAfterPaint(page(), N);
    const head = out.slice(0, out.indexOf("</head>"));
    expect(head).not.toMatch(/<script src="\/_next\/static\/chunks\/(react|next|turbopack-x)\.js"/);
    expect(head).not.toContain('rel="preload" as="script"');
    // The stylesheet still comes first; the loader follows it; the title and the noModule polyfill stay as they were.
    expect(head.indexOf("a.css")).toBeLessThan(head.indexOf(`<script nonce="${N}">`));
    expect(head).toContain("<title>Bëhu korrier · Shijo</title>");
    expect(head).toContain('<script src="/_next/static/chunks/poly.js" noModule=""');
    expect(head.match(/<script nonce=/g)).toHaveLength(1);
    // The body keeps its content, flight data, the bootstrap's inline part and a classic (parser-blocking) script;
    // only the async bootstrap chunk leaves it.
    const body = out.slice(out.indexOf("<body>"));
    expect(body).toBe(page().slice(page().indexOf("<body>")).replace(`<script src="/_next/static/chunks/main.js" nonce="${N}" async=""></script>`, ""));
    expect(body).toContain('<script src="/_next/static/chunks/classic.js"');
  });

  it("loads nothing before the document is parsed and a frame painted, then every chunk, async, in the original order, one tag a task", () => {
    const { added, listeners, frames, timers } = runLoader(scriptsAfterPaint(page(), N));
    expect(added).toEqual([]);
    listeners.DOMContentLoaded();
    expect(added).toEqual([]);
    // A frame is painted: the loader waits for the task after it.
    frames.forEach((f) => f());
    expect(added).toEqual([]);
    const afterFrame = timers.find((t) => t.ms === 0);
    const queued = timers.length;
    afterFrame?.fn();
    // Each tag is added by a task of its own (a 0 ms timer each), not all in the task that found them: one long task
    // of the browser's requests otherwise blocks input on a long page.
    expect(added).toEqual([]);
    const tagTasks = timers.slice(queued);
    expect(tagTasks.map((t) => t.ms)).toEqual([0, 0, 0, 0, 0]);
    for (const [i, task] of tagTasks.entries()) {
      task.fn();
      expect(added).toHaveLength(i + 1);
    }
    expect(added).toEqual([
      { tag: "link", rel: "preload", as: "script", href: "/_next/static/chunks/pre.js" },
      { tag: "script", src: "/_next/static/chunks/react.js", async: true },
      { tag: "script", src: "/_next/static/chunks/next.js", async: true },
      { tag: "script", src: "/_next/static/chunks/turbopack-x.js", async: true },
      { tag: "script", src: "/_next/static/chunks/main.js", async: true },
    ]);
    // Only once, whichever of the frame and the fallback timer comes first.
    const after = timers.length;
    timers.slice(0, queued).forEach((t) => t.fn());
    timers.slice(after).forEach((t) => t.fn());
    expect(added).toHaveLength(5);
  });

  it("a page that never paints a frame (hidden tab, or no frame within a second) still loads its scripts", () => {
    const flush = (timers: { fn: () => void; ms: number }[], from: number) => timers.slice(from).forEach((t) => t.fn());
    const hidden = runLoader(scriptsAfterPaint(page(), N), { hidden: true });
    hidden.listeners.DOMContentLoaded();
    flush(hidden.timers, 0);
    expect(hidden.added).toHaveLength(5);
    const stuck = runLoader(scriptsAfterPaint(page(), N));
    stuck.listeners.DOMContentLoaded();
    const queued = stuck.timers.length;
    stuck.timers.find((t) => t.ms === 1000)?.fn();
    flush(stuck.timers, queued);
    expect(stuck.added).toHaveLength(5);
  });

  it("leaves a page alone that has no chunk tags, or whose tags carry another nonce than the render's", () => {
    const plain = "<html><head><title>x</title></head><body></body></html>";
    expect(scriptsAfterPaint(plain, N)).toBe(plain);
    expect(scriptsAfterPaint(page("b3RoZXItbm9uY2Utbm90LXRoZS1yZW5kZXI="), N)).toBe(page("b3RoZXItbm9uY2Utbm90LXRoZS1yZW5kZXI="));
  });

  it("the loader's nonce is replaced with each copy's fresh one like every other", () => {
    const copy = new TextDecoder().decode(joinPage(splitPage(scriptsAfterPaint(page(), N), N), "ZnJlc2gtbm9uY2UtZm9yLXRoaXMtY29weQ==", false));
    expect(copy).not.toContain(N);
    expect(copy).toContain('<script nonce="ZnJlc2gtbm9uY2UtZm9yLXRoaXMtY29weQ==">(function(d,l)');
  });
});

// The regular expressions above read React's own serialization of Next's script tags. They are checked here against
// the React DOM server that Next 16 ships and renders with (next/dist/compiled/react-dom), the way Next asks for each
// tag (server/app-render/required-scripts.ts: preinit for the head's chunks, bootstrapScripts for the main chunk; the
// Flight client's low-priority preload for a client component's chunk). A Next or React upgrade that writes them
// differently fails here, loudly, instead of leaving every kept page's scripts where they were.
describe("against the React DOM server Next renders with", () => {
  it("moves every chunk tag React writes for Next into the loader", async () => {
    const ReactDOM = await import("next/dist/compiled/react-dom");
    const { renderToReadableStream } = await import("next/dist/compiled/react-dom/server.edge");
    const nonce = N;
    function Document() {
      ReactDOM.preinit("/_next/static/chunks/react.js", { as: "script", nonce });
      ReactDOM.preinit("/_next/static/chunks/next.js", { as: "script", nonce });
      return createElement("html", { lang: "sq" }, createElement("head"), createElement("body", null, createElement("p", null, "Zgjidhni oraret tuaja")));
    }
    // Next's bootstrap: Turbopack's chunk list inline, then the main chunk (app-render.tsx's bootstrapScriptContent).
    const stream = await renderToReadableStream(createElement(Document), {
      nonce,
      bootstrapScriptContent: '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":[]});',
      bootstrapScripts: [{ src: "/_next/static/chunks/main.js" }],
    });
    await stream.allReady;
    const html = await new Response(stream).text();
    // What React wrote: the main chunk's low-priority preload, the two head chunks, the main chunk.
    expect(html.match(/\/_next\/static\/chunks\/[a-z-]+\.js/g)).toEqual(["main", "react", "next", "main"].map((n) => `/_next/static/chunks/${n}.js`));

    const moved = scriptsAfterPaint(html, nonce);
    expect(moved).not.toBe(html);
    expect(moved).not.toMatch(/<script[^>]* src=/);
    expect(moved).not.toMatch(/<link rel="preload"/);
    const [scripts, preloads] = JSON.parse(/\}\)\(document,(\[[\s\S]*?\])\)<\/script>/.exec(moved)![1]) as [string[], string[]];
    expect(scripts).toEqual(["/_next/static/chunks/react.js", "/_next/static/chunks/next.js", "/_next/static/chunks/main.js"]);
    expect(preloads).toEqual(["/_next/static/chunks/main.js"]);
    expect(moved).toContain("Zgjidhni oraret tuaja");
    // The inline bootstrap (React marks the shell's end on it) stays where it was.
    expect(moved).toMatch(/<script nonce="[^"]+" id="_R_">\(globalThis\.TURBOPACK/);
  });
});

