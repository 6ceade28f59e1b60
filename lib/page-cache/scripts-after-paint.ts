// Issue 14 (LCP) / ADR 0014: a kept public page asks for its JavaScript only after the browser has painted it.
//
// Next writes every chunk of a page into <head> as <script async> (and a <link rel=preload as=script>), so the
// browser fetches ~150 KB of framework while the HTML and the stylesheet are still arriving, and runs it as soon as
// it lands — on a slow phone before the first paint, which then waits for the download and for the script work.
// The page is complete HTML without JavaScript (server-rendered; ADR 0014), so a kept copy moves those tags into one
// inline loader that adds the same scripts once the document is parsed and a frame has been painted. The scripts
// still run in any order, as async scripts always could (Turbopack's runtime and Next's flight data queue for
// each other), and the page hydrates as before, a frame later.

/**
 * What a Next chunk tag looks like: a same-origin /_next/static script, async (in <head>, and Next's bootstrap script
 * at the end of the shell, where React writes `nonce` before `async`), or a low-priority preload in <head>.
 */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)"(?: async="")? nonce="([^"<>]+)"(?: async="")?><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" nonce="([^"<>]+)" href="(\/_next\/static\/[^"<>]+\.js)"\/>/g;

/**
 * The loader: after DOMContentLoaded (the whole page, the flight data included, is parsed) and the next painted
 * frame, append the preloads and the scripts in their original order (async, so they run as they arrive, as before),
 * each tag in a task of its own: the browser's work for one (its request, 1–6 ms each on this machine, and up to four
 * times that on a slow phone) stays a short task, where all of them at once were one long task of 45–190 ms at CPU ×4
 * on a long vendor page, blocking input. A hidden tab paints no frame: it loads the scripts at once. The nonce is the
 * page's own; scripts a nonced script adds are trusted by 'strict-dynamic'.
 */
function loaderScript(nonce: string, scripts: string[], preloads: string[]): string {
  const data = JSON.stringify([scripts, preloads]).replace(/</g, "\\u003c");
  return (
    `<script nonce="${nonce}">(function(d,l){var done=0;function add(t,a){setTimeout(function(){var e=d.createElement(t);` +
    `for(var k in a)e[k]=a[k];d.head.appendChild(e)},0)}function go(){if(done)return;done=1;` +
    `l[1].forEach(function(h){add("link",{rel:"preload",as:"script",href:h})});` +
    `l[0].forEach(function(s){add("script",{src:s,async:true})})}` +
    `function later(){if(d.visibilityState==="hidden")return go();requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)}` +
    `if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",later);else later()})(document,${data})</script>`
  );
}

/**
 * The page with its chunk scripts (in <head> and the bootstrap script in <body>) and script preloads replaced by the
 * loader, at the place of the first one in <head>. Unchanged when it has none, or when a tag carries another nonce
 * than the page's (not a Next chunk tag we made). Only async tags move: a parser-blocking script keeps its place.
 */
export function scriptsAfterPaint(html: string, nonce: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const scripts: string[] = [];
  const preloads: string[] = [];
  let foreign = false;
  let first = -1;
  for (const match of html.matchAll(CHUNK_SCRIPT)) {
    // A tag without async (neither place) is a classic script: it must run where it stands.
    if (!match[0].includes(' async=""')) continue;
    if (match[2] !== nonce) foreign = true;
    scripts.push(match[1]);
    if (match.index < headEnd && first < 0) first = match.index;
  }
  const head = html.slice(0, headEnd);
  for (const match of head.matchAll(CHUNK_PRELOAD)) {
    if (match[1] !== nonce) foreign = true;
    preloads.push(match[2]);
    if (first < 0 || match.index < first) first = match.index;
  }
  if (!scripts.length || foreign) return html;
  const strip = (text: string) => text.replace(CHUNK_SCRIPT, (tag) => (tag.includes(' async=""') ? "" : tag));
  const at = first < 0 ? headEnd : first;
  // Everything before `at` is kept as it is (no removed tag stands before it); the loader goes there.
  return html.slice(0, at) + loaderScript(nonce, scripts, preloads) + strip(head.slice(at)).replace(CHUNK_PRELOAD, "") + strip(html.slice(headEnd));
}
