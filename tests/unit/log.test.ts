// Issue 10: "No personal data (e-mail, phone, names, card numbers, CVV, addresses) and never the session token in logs".
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, withRequestId } from "@/lib/log";

const TOKEN = "tok_9f8e7d6c5b4a3210";
const COOKIE = "shijo-session=Fe26.2**sealedcookievalue";
const PASSWORD = "Hunter2-correct-horse";
const CARD = "4242424242424242";
const CVC = "737";
const EMAIL = "drita.hoxha@example.al";
const PHONE = "+355691234567";
const SECRETS = [TOKEN, COOKIE, "sealedcookievalue", PASSWORD, CARD, "4242 4242 4242 4242", EMAIL, PHONE, "Drita Hoxha", "Rruga e Durrësit 12"];

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  const logger = createLogger({ destination, level: "debug" });
  return { logger, lines, text: () => lines.join("\n"), records: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

function expectClean(text: string) {
  for (const secret of SECRETS) expect(text, `log output contains ${secret}`).not.toContain(secret);
  // The CVC is short: look for it only as a JSON value.
  expect(text).not.toMatch(new RegExp(`"${CVC}"|:${CVC}\\b`));
}

describe("the storefront logger", () => {
  it("censors tokens, Authorization, cookies and passwords by key, at the top level and nested deep", () => {
    const { logger, text, records } = capture();
    logger.info({ token: TOKEN, password: PASSWORD, cookie: COOKIE }, "top level");
    logger.info({ headers: { Authorization: `Bearer ${TOKEN}`, Cookie: COOKIE, "set-cookie": [COOKIE] } }, "headers");
    logger.info({ a: { b: { c: { d: { session: { token: TOKEN }, new_password: PASSWORD, accessToken: TOKEN } } } } }, "deep");
    logger.warn({ request: { body: { email: EMAIL, phone: PHONE, full_name: "Drita Hoxha", address: "Rruga e Durrësit 12" } } }, "personal");
    logger.error({ card: { number: CARD, cvc: CVC, expiry: "1229" } }, "card");
    logger.error({ body: { card_number: CARD, cardNumber: CARD, cvv: CVC } }, "card fields");
    expectClean(text());
    // The lines are still written, with the censored keys kept so a reader sees something was there.
    expect(records().map((r) => r.msg)).toEqual(["top level", "headers", "deep", "personal", "card", "card fields"]);
    expect(records()[0].token).toBe("[Redacted]");
  });

  it("scrubs bearer tokens, e-mails, phones and card numbers out of messages and free text", () => {
    const { logger, text, records } = capture();
    logger.warn(`upstream said: invalid Authorization Bearer ${TOKEN} for ${EMAIL}`);
    logger.warn("upstream said %s", `card 4242 4242 4242 4242 declined, call ${PHONE}`);
    logger.info({ detail: `the header was "Bearer ${TOKEN}" and the card ${CARD}` }, "free text");
    expectClean(text());
    // Paths in stacks are not e-mails.
    logger.info({ stack: "at Object.with (/app/node_modules/next/dist/compiled/@opentelemetry/api/index.js:1:3646)" }, "stack");
    expect(records().at(-1)?.stack).toContain("@opentelemetry/api/index.js");
  });

  it("issue 28: never writes a group order's code, the only secret of its link, in a page path or an upstream path", () => {
    const { logger, text, records } = capture();
    const code = "AbCdEfGhIjKlMnOpQrSt_-12";
    logger.error({ method: "GET", path: `/en/group/${code}` }, "route handler failed");
    logger.warn({ area: "api", path: `group-orders/${code}/join` }, "upstream unreachable");
    logger.warn(`GET /api/group-orders/${code}/stream closed`);
    expect(text()).not.toContain(code);
    expect(records()[0].path).toBe("/en/group/[Redacted]");
    expect(records()[1].path).toBe("group-orders/[Redacted]/join");
    // Other paths stay readable.
    logger.info({ path: "/orders/12" }, "kept");
    expect(records().at(-1)?.path).toBe("/orders/12");
  });

  it("logs an error from an upstream call without its headers, request, config or response", () => {
    const { logger, text, records } = capture();
    const error = Object.assign(new Error(`fetch failed for ${EMAIL}`), {
      code: "ECONNRESET",
      headers: new Headers({ authorization: `Bearer ${TOKEN}`, cookie: COOKIE }),
      config: { headers: { Authorization: `Bearer ${TOKEN}` }, data: JSON.stringify({ password: PASSWORD }) },
      request: new Request("http://api.local/login", { method: "POST", headers: { authorization: `Bearer ${TOKEN}` } }),
      cause: Object.assign(new Error("socket hang up"), { requestHeaders: { authorization: `Bearer ${TOKEN}` } }),
    });
    logger.error({ err: error, path: "auth/login" }, "upstream failed");
    logger.error(error);
    expectClean(text());
    const [first] = records();
    expect(first.err).toMatchObject({ type: "Error", code: "ECONNRESET", message: "fetch failed for [Redacted]" });
    expect(Object.keys(first.err as object).sort()).toEqual(["cause", "code", "message", "stack", "type"]);
  });

  it("logs a real fetch failure (as apiFetch does) without the request's Authorization", async () => {
    const { logger, text, records } = capture();
    const error = await fetch("http://127.0.0.1:1/users/me", { headers: { Authorization: `Bearer ${TOKEN}`, cookie: COOKIE } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    logger.warn({ method: "GET", path: "users/me", err: error }, "upstream unreachable");
    expectClean(text());
    expect(records()[0].err).toMatchObject({ type: "TypeError", message: "fetch failed" });
  });

  it("stamps every line written inside a request with its request id", async () => {
    const { logger, records } = capture();
    logger.info("outside");
    await withRequestId("req-1234abcd", async () => {
      await new Promise((r) => setTimeout(r, 1));
      logger.info("inside");
    });
    const [outside, inside] = records();
    expect(outside.requestId).toBeUndefined();
    expect(inside.requestId).toBe("req-1234abcd");
  });
});
