import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createRecording, requestKey, startReplayRelay } from "../../scripts/lib/replay-relay.mjs";

// scripts/lib/replay-relay.mjs (issue 26 §6, ADR 0027): the signed-in bench replays the product API's recorded answers.
// A replay that asked the API would measure the API again; one key for two bodies would render the wrong answer.
describe("replay relay key", () => {
  const base = { method: "GET", url: "/orders?page=1", headers: { authorization: "Bearer a", language: "sq" } };

  it("is the same for the same request, whatever else the headers carry", () => {
    expect(requestKey(base)).toBe(requestKey({ ...base, headers: { ...base.headers, "x-request-id": "other", accept: "*/*" } }));
  });

  it("differs by method, path, query, bearer, language, device and body", () => {
    const key = requestKey(base);
    expect(requestKey({ ...base, method: "POST" })).not.toBe(key);
    expect(requestKey({ ...base, url: "/orders?page=2" })).not.toBe(key);
    expect(requestKey({ ...base, url: "/orders" })).not.toBe(key);
    expect(requestKey({ ...base, headers: { ...base.headers, authorization: "Bearer b" } })).not.toBe(key);
    expect(requestKey({ ...base, headers: { ...base.headers, language: "en" } })).not.toBe(key);
    expect(requestKey({ ...base, headers: { ...base.headers, "device-id": "d1" } })).not.toBe(key);
    const post = { ...base, method: "POST", url: "/login" };
    expect(requestKey({ ...post, body: '{"a":1}' })).not.toBe(requestKey({ ...post, body: '{"a":2}' }));
    expect(requestKey({ ...post, body: '{"a":1}' })).toBe(requestKey({ ...post, body: Buffer.from('{"a":1}') }));
  });

  it("the recording keeps the status, the answer's headers and body, not the connection's", () => {
    const recording = createRecording();
    recording.put("k", { status: 201, headers: { "Content-Type": "application/json", connection: "keep-alive", "transfer-encoding": "chunked" }, body: "{}" });
    expect(recording.get("k")).toEqual({ status: 201, headers: { "content-type": "application/json" }, body: Buffer.from("{}") });
    expect(recording.get("other")).toBeUndefined();
  });
});

describe("replay relay", () => {
  const closers: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    while (closers.length) await closers.pop()!();
  });

  /** A real upstream that answers with its hit count and the body it got. */
  async function upstream() {
    let hits = 0;
    const server = http.createServer((req, res) => {
      hits++;
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        res.writeHead(200, { "content-type": "application/json", "x-upstream": "yes" });
        res.end(JSON.stringify({ hit: hits, got: Buffer.concat(chunks).toString() }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    closers.push(() => new Promise((resolve) => server.close(resolve)));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, hits: () => hits };
  }

  const post = (url: string, body: string) => fetch(url, { method: "POST", headers: { "content-type": "application/json", authorization: "Bearer t" }, body });

  it("records, then answers from the recording without contacting the API; an unknown request is a counted 502", async () => {
    const api = await upstream();
    const relay = await startReplayRelay(api.url);
    closers.push(relay.close);
    const recorded = await post(`${relay.url}cart?x=1`, '{"id":1}');
    expect(recorded.status).toBe(200);
    expect(await recorded.json()).toEqual({ hit: 1, got: '{"id":1}' });
    expect(api.hits()).toBe(1);

    relay.setMode("replay");
    for (let i = 0; i < 3; i++) {
      const replayed = await post(`${relay.url}cart?x=1`, '{"id":1}');
      expect(replayed.status).toBe(200);
      expect(replayed.headers.get("x-upstream")).toBe("yes");
      expect(await replayed.json()).toEqual({ hit: 1, got: '{"id":1}' });
    }
    expect(api.hits()).toBe(1);

    // Another body is not the recorded answer: a miss, counted, and still no call to the API.
    const other = await post(`${relay.url}cart?x=1`, '{"id":2}');
    expect(other.status).toBe(502);
    await other.arrayBuffer();
    expect(api.hits()).toBe(1);
    expect(relay.stats()).toMatchObject({ upstream: 1, replayed: 3, misses: 1, missed: ["POST /cart?x=1"] });
  });

  it("forwards every request in forward mode and keeps none", async () => {
    const api = await upstream();
    const relay = await startReplayRelay(api.url, { mode: "forward" });
    closers.push(relay.close);
    await (await fetch(`${relay.url}orders`)).arrayBuffer();
    await (await fetch(`${relay.url}orders`)).arrayBuffer();
    expect(api.hits()).toBe(2);
    expect(relay.recording.size).toBe(0);
  });
});
