import "server-only";
import http from "node:http";
import https from "node:https";
import type { Readable, Transform } from "node:stream";
import zlib from "node:zlib";

// How a signed-in read reaches the product API (ADR 0044). A person's own data (their orders, wallet, chats) is read
// with their token on every view of their pages, two to four reads a view. Through the global fetch (undici, wrapped by
// Next for its data cache) a read cost the storefront ~0.2 ms of CPU; over node:http on kept-alive sockets it costs a
// fifth of that. Nothing of Next's fetch is lost: a read with a token is never cached, and the page that makes it has
// read the session cookie, so Next already renders it per request. Public reads and every write keep fetch.

const agents = {
  "http:": new http.Agent({ keepAlive: true }),
  "https:": new https.Agent({ keepAlive: true }),
};

export interface Answer {
  status: number;
  text: string;
}

/**
 * GET `url` on a kept-alive socket; the answer's status and body as text. A socket the product API closed while it
 * lay idle fails only when it is used again (ECONNRESET on a reused socket): the read is asked once more on a new one,
 * as Node's documentation advises for idempotent requests. An abort of `signal` rejects with its reason.
 */
export async function getOverKeptSocket(url: URL, headers: Headers, signal: AbortSignal): Promise<Answer> {
  try {
    return await get(url, headers, signal);
  } catch (error) {
    if (error instanceof StaleSocket) return get(url, headers, signal);
    throw error;
  }
}

class StaleSocket extends Error {}

function get(url: URL, headers: Headers, signal: AbortSignal): Promise<Answer> {
  const transport = url.protocol === "https:" ? https : http;
  const agent = agents[url.protocol as keyof typeof agents];
  if (!agent) return Promise.reject(new Error(`not an http(s) URL: ${url.protocol}`));
  return new Promise<Answer>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    // A remote product API may compress its answers, as it did for fetch (undici asks for them); the local one does not.
    const request = transport.request(url, { method: "GET", agent, headers: { ...Object.fromEntries(headers), "accept-encoding": "gzip, deflate, br" } });
    const onAbort = () => request.destroy(signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason)));
    signal.addEventListener("abort", onAbort, { once: true });
    const done = () => signal.removeEventListener("abort", onAbort);
    request.on("error", (error: NodeJS.ErrnoException) => {
      done();
      reject(request.reusedSocket && error.code === "ECONNRESET" ? new StaleSocket(error.message) : error);
    });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      const body = decoded(response, response.headers["content-encoding"]);
      body.on("data", (chunk: Buffer) => chunks.push(chunk));
      body.on("error", (error) => {
        done();
        reject(error);
      });
      body.on("end", () => {
        done();
        resolve({ status: response.statusCode ?? 502, text: Buffer.concat(chunks).toString("utf8") });
      });
      // Cut short (the deadline, or the socket lost): a promise settles once, so after "end" this says nothing.
      response.on("close", () => {
        done();
        if (!response.complete) reject(signal.aborted ? signal.reason : new Error("the product API's answer was cut short"));
      });
    });
    request.end();
  });
}

const DECODERS: Record<string, () => Transform> = {
  gzip: () => zlib.createGunzip(),
  "x-gzip": () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

/** The answer's body as sent, undone of its content encoding (gzip, deflate, br). */
function decoded(response: Readable, encoding: string | undefined): Readable {
  const decoder = encoding ? DECODERS[encoding.trim().toLowerCase()] : undefined;
  if (!decoder) return response;
  const stream = decoder();
  response.on("error", (error) => stream.destroy(error));
  return response.pipe(stream);
}
