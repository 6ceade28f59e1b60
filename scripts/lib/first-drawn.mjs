// What the bench's /vendors-map visits time (issue 26 §4 "loads in ≤ 2 s"), measured in the page rather than by the
// harness: Playwright notices a new element by polling the page over the DevTools protocol, and its polls wait behind
// the page's long tasks, so what it reported lagged the page by 19–522 ms (most often 300–520) on this machine (session 42, ADR 0032's
// amendment). Plain browser APIs only: the function runs in the page (Playwright's addInitScript) and is serialised
// there, so it may use nothing from this module's scope.

/**
 * Run in the page before its own scripts, with a name → CSS selector map. For each name it records in
 * `window.__firstDrawn[name]`, in milliseconds from the navigation's start (`performance.now()`):
 * - `inDocumentMs`: when an element matching the selector was first in the document with a box on screen;
 * - `drawnMs`: the end of the frame that drew it (the first task after that frame's animation-frame callbacks, which
 *   run just before its style, layout and paint).
 * An element that has no box yet (display: none, zero size) is not counted until it has one.
 */
export function watchFirstDrawn(selectors) {
  const found = {};
  window.__firstDrawn = found;
  const pending = new Set(Object.keys(selectors));
  const check = () => {
    for (const name of [...pending]) {
      const element = [...document.querySelectorAll(selectors[name])].find((e) => {
        const box = e.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      });
      if (!element) continue;
      pending.delete(name);
      const entry = { inDocumentMs: performance.now(), drawnMs: null };
      found[name] = entry;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          entry.drawnMs = performance.now();
          channel.port1.close();
        };
        channel.port2.postMessage(null);
      });
    }
    if (!pending.size) observer.disconnect();
  };
  // The check runs on every batch of added or removed nodes, and once a frame while something is missing (an element
  // may get its box later, by a class or a style). Nothing is measured (no layout is forced) until a selector matches.
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
  const everyFrame = () => {
    check();
    if (pending.size) requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
}
