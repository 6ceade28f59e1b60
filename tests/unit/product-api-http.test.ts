import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DEFAULTS, loadConfig } from "@/product-api/src/config";
import { createClock } from "@/product-api/src/clock";
import type { AppEnv } from "@/product-api/src/http/context";
import { langFrom, t } from "@/product-api/src/http/i18n";
import { describeError } from "@/product-api/src/http/log-error";
import { absoluteUrl } from "@/product-api/src/http/urls";
import { fieldErrors, parseWith, validJson, validQuery } from "@/product-api/src/http/validate";
import { ALBANIAN_MOBILE, emailField, phoneField } from "@/product-api/src/routes/fields";
import { internationalPhone } from "@/product-api/src/sink";

describe("config", () => {
  it("has the documented defaults", () => {
    expect(loadConfig({})).toEqual({
      port: 4000, host: "127.0.0.1", dataDir: ".data/pglite", databaseUrl: undefined, appKey: DEFAULTS.appKey,
      landingKey: DEFAULTS.landingKey, testEndpoints: false, publicUrl: undefined, log: true,
      socialTestIdentityKey: undefined, storefrontUrl: DEFAULTS.storefrontUrl, pushAllowLoopback: false, pushPollMs: 5000,
      seedProfile: "small",
    });
  });

  it("issue 26: SHIJO_SEED picks the seed of a first start; unset is small, anything unknown stops with a message", () => {
    expect(loadConfig({ SHIJO_SEED: "large" }).seedProfile).toBe("large");
    expect(loadConfig({ SHIJO_SEED: " Large " }).seedProfile).toBe("large");
    expect(loadConfig({ SHIJO_SEED: "" }).seedProfile).toBe("small");
    expect(() => loadConfig({ SHIJO_SEED: "huge" })).toThrow('SHIJO_SEED must be "small" (the default) or "large", not "huge"');
  });

  it("issue 29: a loopback push service only with the test endpoints on, and never in production", () => {
    expect(loadConfig({ PUSH_TEST_ALLOW_LOOPBACK: "1", PRODUCT_API_TEST_ENDPOINTS: "1", NODE_ENV: "test" }).pushAllowLoopback).toBe(true);
    expect(loadConfig({ PUSH_TEST_ALLOW_LOOPBACK: "1" }).pushAllowLoopback).toBe(false);
    expect(loadConfig({ PUSH_TEST_ALLOW_LOOPBACK: "1", PRODUCT_API_TEST_ENDPOINTS: "1", NODE_ENV: "production" }).pushAllowLoopback).toBe(false);
    expect(loadConfig({ PUSH_POLL_SECONDS: "0.5" }).pushPollMs).toBe(500);
    expect(loadConfig({ PUSH_POLL_SECONDS: "soon" }).pushPollMs).toBe(5000);
  });

  it("reads every variable, and refuses a port that is not one", () => {
    const config = loadConfig({
      PRODUCT_API_PORT: "0", PRODUCT_API_HOST: "0.0.0.0", PRODUCT_API_DATA_DIR: "memory://", DATABASE_URL: "postgres://x/y",
      PRODUCT_API_KEY: "k", LANDING_API_KEY: "l", PRODUCT_API_TEST_ENDPOINTS: "1", PRODUCT_API_PUBLIC_URL: "https://api.shijo.al",
      NODE_ENV: "production",
    });
    expect(config).toMatchObject({ port: 0, host: "0.0.0.0", dataDir: "memory://", databaseUrl: "postgres://x/y", appKey: "k", landingKey: "l", testEndpoints: true, publicUrl: "https://api.shijo.al/", log: false });
    expect(loadConfig({ PRODUCT_API_TEST_ENDPOINTS: "0" }).testEndpoints).toBe(false);
    // Issue 29: the operator's publishing routes' bearer; blank counts as unset (the routes answer 404).
    expect(loadConfig({ OPERATOR_TOKEN: " operator-secret-0123456789 " }).operatorToken).toBe("operator-secret-0123456789");
    expect(loadConfig({ OPERATOR_TOKEN: "  " }).operatorToken).toBeUndefined();
    expect(() => loadConfig({ PRODUCT_API_PORT: "http" })).toThrow(/PRODUCT_API_PORT/);
    expect(() => loadConfig({ PRODUCT_API_PORT: "70000" })).toThrow(/PRODUCT_API_PORT/);
  });
});

describe("language", () => {
  it("is en only when asked for en; anything else is Albanian (spec 1 §1)", () => {
    expect(langFrom("en")).toBe("en");
    expect(langFrom(" EN ")).toBe("en");
    for (const value of ["sq", "de", "", undefined, null]) expect(langFrom(value)).toBe("sq");
  });

  it("fills message placeholders", () => {
    expect(t("en", "tooShort", { n: 6 })).toBe("Must have at least 6 characters.");
    expect(t("sq", "tooShort", { n: 6 })).toBe("Duhet të ketë të paktën 6 karaktere.");
  });
});

describe("validation messages", () => {
  const schema = z.object({ email: emailField, password: z.string().min(6), qty: z.number().int().max(5), kind: z.enum(["a", "b"]) });

  it("name each field in the chosen language", () => {
    const en = parseWith(schema, { email: "x", password: "123", qty: 9, kind: "c" }, "en");
    expect(en.success).toBe(false);
    expect(fieldErrors(en.error!)).toEqual({
      email: ["Email format is not correct."], password: ["Must have at least 6 characters."], qty: ["Must be at most 5."],
      kind: ["The selected value is not valid."],
    });
    const sq = parseWith(schema, {}, "sq");
    expect(fieldErrors(sq.error!).email).toEqual(["Kjo fushë është e detyrueshme."]);
    expect(fieldErrors(parseWith(schema, [], "en").error!)).toEqual({ body: ["The value has the wrong type."] });
  });

  it("normalises e-mail case and spaces before checking it", () => {
    expect(emailField.parse("  Arta@Shijo.AL ")).toBe("arta@shijo.al");
  });
});

describe("zValidator on the routes (validJson, validQuery)", () => {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("lang", langFrom(c.req.header("language")));
    await next();
  });
  const body = z.object({ email: emailField, note: z.string().max(3).optional() });
  app.post("/body", validJson(body), (c) => c.json({ got: c.req.valid("json") }));
  app.post("/optional", validJson(z.object({ phone: z.string().optional() })), (c) => c.json({ got: c.req.valid("json") }));
  app.get("/query", validQuery(z.object({ page: z.coerce.number().int().min(1).default(1), q: z.string().optional() })), (c) =>
    c.json({ got: c.req.valid("query") }),
  );
  const post = (path: string, text: string | undefined, headers: Record<string, string> = {}) =>
    app.request(path, { method: "POST", body: text, headers: { "content-type": "application/json", ...headers } });

  it("passes the parsed, transformed body to the handler", async () => {
    const res = await post("/body", JSON.stringify({ email: " Arta@Shijo.AL " }));
    expect(await res.json()).toEqual({ got: { email: "arta@shijo.al" } });
  });

  it("answers a bad body with the 422 shape, in the request's language", async () => {
    const en = await post("/body", JSON.stringify({ note: "long" }), { language: "en" });
    expect(en.status).toBe(422);
    expect(await en.json()).toEqual({
      message: "The given data was invalid.",
      errors: { email: ["This field is required."], note: ["Must have at most 3 characters."] },
    });
    const sq = await post("/body", "[]", { language: "sq" });
    expect(await sq.json()).toEqual({ message: t("sq", "validationFailed"), errors: { body: [t("sq", "invalidType")] } });
  });

  it("makes malformed JSON a 422 and an empty body {}", async () => {
    const bad = await post("/body", "{nope", { language: "en" });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ message: "The given data was invalid.", errors: { body: ["The request body is not valid JSON."] } });
    expect(await (await post("/optional", "")).json()).toEqual({ got: {} });
    expect(await (await app.request("/optional", { method: "POST" })).json()).toEqual({ got: {} });
  });

  it("validates the query, the first value of a repeated key", async () => {
    expect(await (await app.request("/query?page=2&page=3&q=pica")).json()).toEqual({ got: { page: 2, q: "pica" } });
    const bad = await app.request("/query?page=0", { headers: { language: "en" } });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual({ page: ["Must be at least 1."] });
  });
});

describe("Albanian phone numbers (spec 1 §5)", () => {
  it.each(["0691234567", "0671234567", "691234567", "044123456", "069 123 4567"])("accepts %s", (phone) => {
    expect(phoneField.safeParse(phone).success).toBe(true);
  });
  it.each(["0601234567", "0690234567", "06912345", "+355691234567", "abc", "0421234567"])("refuses %s", (phone) => {
    expect(ALBANIAN_MOBILE.test(phone.replace(/\s+/g, ""))).toBe(false);
  });
  it("are sent by SMS in the +355 form", () => {
    expect(internationalPhone("0691234567")).toBe("+355691234567");
    expect(internationalPhone("069 123 4567")).toBe("+355691234567");
    expect(internationalPhone("00355691234567")).toBe("+355691234567");
    expect(internationalPhone("+355691234567")).toBe("+355691234567");
  });
});

describe("image URLs", () => {
  it("are made absolute on the request's base, leaving absolute ones alone", () => {
    expect(absoluteUrl("http://127.0.0.1:4000/", "images/vendors/1/logo.svg")).toBe("http://127.0.0.1:4000/images/vendors/1/logo.svg");
    expect(absoluteUrl("https://api.shijo.al/v1/", "/images/a.svg")).toBe("https://api.shijo.al/v1/images/a.svg");
    expect(absoluteUrl("http://x/", "https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
    expect(absoluteUrl("http://x/", null)).toBeNull();
  });

  it("joined as text or parsed, a path gives the URL the parser gives", () => {
    const bases = ["http://127.0.0.1:4000/", "https://api.shijo.al/v1/", "https://API.Shijo.al/v1/", "https://api.shijo.al/v1", "http://x/a/?q=1", "https://api.shijo.al:443/"];
    const paths = ["images/users/7.svg", "/images/a b.svg", "images/../secret", "./images/x.jpg", "images/./x.jpg", "images/ë.jpg", "images/x.jpg?w=1", "images/%2e%2e/x", "images//x.jpg", "a\\b.svg", ".hidden/x"];
    for (const base of bases) for (const path of paths) expect(absoluteUrl(base, path), `${base} + ${path}`).toBe(new URL(path.replace(/^\/+/, ""), base).toString());
  });
});

describe("order clock", () => {
  it("follows real time plus an offset that only moves forward", () => {
    let real = 1_000_000;
    const clock = createClock(() => real);
    expect(clock.now().getTime()).toBe(1_000_000);
    clock.advance(5_000);
    real += 10;
    expect(clock.now().getTime()).toBe(1_005_010);
    expect(clock.offsetMs()).toBe(5_000);
    expect(() => clock.advance(-1)).toThrow(RangeError);
  });
});

describe("error log lines", () => {
  it("leave out a failed query's parameters", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), { code: "23505" });
    const error = Object.assign(new Error("Failed query: insert into users ...\nparams: arta@shijo.al,scrypt$16384$secret"), {
      query: "insert into users (email, password_hash) values ($1, $2)",
      cause,
    });
    const line = describeError(error);
    expect(line).toContain("23505");
    expect(line).toContain("insert into users");
    expect(line).not.toContain("arta@shijo.al");
    expect(line).not.toContain("scrypt$");
  });
});
