import { describe, expect, it } from "vitest";
import { safeHref, sanitizeHtml } from "@/lib/content/sanitize";

// Issue 6: privacy and terms content from GET privacy / GET terms-condition is "sanitized before rendering".
describe("sanitizeHtml: the legal pages' HTML keeps its formatting and loses anything that could run", () => {
  it("keeps headings, paragraphs, lists, emphasis and tables", () => {
    const html = "<h2>Të dhënat</h2><p>Emri, <strong>email-i</strong> dhe <em>telefoni</em>.</p><ul><li>një</li><li>dy</li></ul><table><tr><td colspan=\"2\">x</td></tr></table>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("turns the content's h1 into h2 (the page has its own h1)", () => {
    expect(sanitizeHtml("<H1 class='x'>Titulli</H1>")).toBe("<h2>Titulli</h2>");
  });

  it("drops scripts, styles, frames and forms with everything inside them", () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><p>b</p>')).toBe("<p>a</p><p>b</p>");
    expect(sanitizeHtml("<SCRIPT type=module>alert(1)</SCRIPT >ok")).toBe("ok");
    expect(sanitizeHtml("<svg><script>alert(1)</script></svg><form><input></form>z")).toBe("z");
    expect(sanitizeHtml("<p>x<script>never closed")).toBe("<p>x</p>");
  });

  it("drops event handlers, style and every attribute not on the list", () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="x" id="a" class="b">t</p>')).toBe("<p>t</p>");
    expect(sanitizeHtml('<img src=x onerror="alert(1)">t')).toBe("t");
    expect(sanitizeHtml('<a href="/help" onmouseover=alert(1)>h</a>')).toBe('<a href="/help">h</a>');
  });

  it("keeps http(s), mailto and tel links (external ones with rel) and refuses javascript: in any disguise", () => {
    expect(sanitizeHtml('<a href="mailto:privacy@shijo.al">m</a>')).toBe('<a href="mailto:privacy@shijo.al">m</a>');
    expect(sanitizeHtml('<a href="https://shijo.al" target="_blank">s</a>')).toBe('<a href="https://shijo.al" rel="noopener noreferrer nofollow">s</a>');
    for (const href of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "jav&#x61;script:alert(1)", "&#106;avascript:alert(1)", " javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:x", "//evil.example/x"]) {
      expect(sanitizeHtml(`<a href="${href.replace(/"/g, "&quot;")}">x</a>`), href).toBe("<a>x</a>");
    }
    expect(safeHref("/privacy-policy")).toBe("/privacy-policy");
    // Issue 9 #10: links go through the shared path check; browsers read `/\evil.test` as `//evil.test`.
    for (const href of ["/\\evil.test", "/.//evil.test", "/a/..//evil.test", "/%5Cevil.test", "https:/\\evil.test", "https:\\\\evil.test"]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe("<a>x</a>");
    }
    expect(safeHref("#top")).toBe("#top");
  });

  it("escapes stray angle brackets and keeps entities; comments and doctypes vanish", () => {
    expect(sanitizeHtml("1 < 2 & 3 > 2 &amp; &euml;")).toBe("1 &lt; 2 &amp; 3 &gt; 2 &amp; ë");
    expect(sanitizeHtml("<!-- <script>alert(1)</script> -->ok<!DOCTYPE html>")).toBe("ok");
    expect(sanitizeHtml("<scr<script>ipt>alert(1)</script>")).not.toMatch(/<script|<scr|<ipt/i);
    expect(sanitizeHtml('<a title="x>y" href="/a">z</a>')).toBe('<a href="/a" title="x&gt;y">z</a>');
  });

  it("drops unknown tags but keeps their text, closes what was left open and ignores stray closing tags", () => {
    expect(sanitizeHtml("<custom-el>teksti</custom-el>")).toBe("teksti");
    expect(sanitizeHtml("<p><strong>hapur")).toBe("<p><strong>hapur</strong></p>");
    expect(sanitizeHtml("</div><p>x</li></p>")).toBe("<p>x</p>");
    // An open <li> closes at the next one, as browsers parse it.
    expect(sanitizeHtml("<ul><li>a<li>b</ul>")).toBe("<ul><li>a</li><li>b</li></ul>");
  });

  it("keeps the seeded legal pages unchanged", () => {
    const seeded = "<h2>Kontakti</h2><p>Për çdo pyetje rreth të dhënave tuaja na shkruani në privacy@shijo.al.</p>";
    expect(sanitizeHtml(seeded)).toBe(seeded);
  });
});
