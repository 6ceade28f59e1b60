import { describe, expect, it } from "vitest";
import { contentRedirects } from "@/lib/content/redirects";

// spec 1 §2 Redirects: old numbered pages → courier privacy, privacy, terms, delete-account help; /merchant →
// /partner; /about → /download-app; /auth/login → /login?view=forgot-pass; in both locales.
describe("content redirects", () => {
  const rules = contentRedirects();
  const find = (source: string) => rules.find((r) => r.source === source);

  it("send every old path to its page, in Albanian and in English", () => {
    const expected: Record<string, string> = {
      "/page/1": "/courier/privacy-policy",
      "/page/2": "/privacy-policy",
      "/page/3": "/terms-conditions",
      "/page/4": "/delete-account-help",
      "/merchant": "/partner",
      "/about": "/download-app",
      "/auth/login": "/login?view=forgot-pass",
    };
    for (const [from, to] of Object.entries(expected)) {
      expect(find(from)?.destination, from).toBe(to);
      expect(find(`/en${from}`)?.destination, `/en${from}`).toBe(`/en${to}`);
    }
    expect(rules).toHaveLength(14);
  });

  it("are permanent where the move is permanent; the login view is temporary", () => {
    expect(find("/merchant")?.permanent).toBe(true);
    expect(find("/page/2")?.permanent).toBe(true);
    expect(find("/auth/login")?.permanent).toBe(false);
    expect(find("/en/auth/login")?.permanent).toBe(false);
  });
});
