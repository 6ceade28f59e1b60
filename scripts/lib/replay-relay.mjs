// `npm run bench`, signed-in pages (issue 26 §6, ADR 0027): a relay between the storefront and the product API that
// records the API's answers and then replays them at once, without the API, so a page's own cost is what is measured.
// Modes: "record" (forward, keep each answer), "replay" (answer from the recording; an unknown request is answered
// 502 and counted as a miss, the API is never asked), "forward" (forward only: the live pass). Node built-ins only.
import { createHash } from "node:crypto";
import http from "node:http";

/** The request headers an answer can differ by (spec 1 §7): the bearer, the language and the device. */
export const KEY_HEADERS = ["authorization", "language", "device-id"];
/** Answer headers never replayed: the connection's own, and what Node sets again for the body it sends. */
const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "date", "upgrade", "proxy-connection", "te", "trailer"]);

/**
 * The recording's key of a request: method, path with query, the KEY_HEADERS and a hash of the body. Two requests
 * get one key only when all of these are equal. `headers` as Node gives them (lower-case names).
 */
export function requestKey({ method, url, headers = {}, body }) {
  const bodyHash = body?.length ? createHash("sha256").update(body).digest("hex") : "-";
  const keyed = KEY_HEADERS.map((name) => {
    const value = headers[name];
    return `${name}=${Array.isArray(value) ? value.join(",") : (value ?? "")}`;
  });
  return [method.toUpperCase(), url, ...keyed, bodyHash].join("\n");
}

/** The recorded answers: key → { status, headers, body }. */
export function createRecording() {
  const answers = new Map();
  return {
    put(key, { status, headers, body }) {
      const kept = {};
      for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined && !HOP_HEADERS.has(name.toLowerCase())) kept[name.toLowerCase()] = value;
      answers.set(key, { status, headers: kept, body: Buffer.from(body ?? "") });
    },
    get: (key) => answers.get(key),
    get size() {
      return answers.size;
    },
  };
}

function readAll(stream) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    stream.on("data", (c) => chunks.push(c));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });
}

/** Starts the relay in front of `target` (the product API's base URL) on a free loopback port. */
export async function startReplayRelay(target, { host = "127.0.0.1", mode: initialMode = "record", recording = createRecording() } = {}) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let mode = initialMode;
  const stats = { upstream: 0, replayed: 0, misses: 0, missed: new Set() };

  const server = http.createServer(async (request, response) => {
    let body;
    try {
      body = await readAll(request);
    } catch {
      response.destroy();
      return;
    }
    const key = requestKey({ method: request.method, url: request.url, headers: request.headers, body });
    if (mode === "replay") {
      const answer = recording.get(key);
      if (!answer) {
        stats.misses++;
        stats.missed.add(`${request.method} ${request.url}`);
        response.writeHead(502, { "content-type": "application/json" });
        response.end('{"message":"not in the recording (replay relay)"}');
        return;
      }
      stats.replayed++;
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
      return;
    }
    stats.upstream++;
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers: { ...request.headers, host: upstream.host }, agent },
      async (answer) => {
        const answerBody = await readAll(answer).catch(() => null);
        if (answerBody === null) return response.destroy();
        if (mode === "record") recording.put(key, { status: answer.statusCode ?? 502, headers: answer.headers, body: answerBody });
        const headers = { ...answer.headers };
        delete headers["transfer-encoding"];
        headers["content-length"] = String(answerBody.length);
        response.writeHead(answer.statusCode ?? 502, headers);
        response.end(answerBody);
      },
    );
    forward.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    forward.end(body);
  });
  await new Promise((resolve) => server.listen(0, host, resolve));
  const { port } = server.address();
  return {
    url: `http://${host}:${port}/`,
    recording,
    get mode() {
      return mode;
    },
    /** "record", "replay" or "forward". */
    setMode(next) {
      if (!["record", "replay", "forward"].includes(next)) throw new Error(`not a relay mode: ${next}`);
      mode = next;
    },
    /** Requests sent to the product API, answered from the recording, and not found in it (with which). */
    stats: () => ({ upstream: stats.upstream, replayed: stats.replayed, misses: stats.misses, missed: [...stats.missed] }),
    reset() {
      Object.assign(stats, { upstream: 0, replayed: 0, misses: 0, missed: new Set() });
    },
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
