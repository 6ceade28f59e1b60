import http from "node:http";
import https from "node:https";
import webpush from "web-push";
import { endpointProblem, publicLookup, type EndpointRules } from "../../../contract/net/public-address";
import type { PushMessage } from "./messages";
import { classify, networkFailure, type PushSender, type PushTarget, type SendOutcome } from "./port";
import type { VapidKeys } from "./vapid";

const TIMEOUT_MS = 10_000;
const TTL_SECONDS = 60 * 60;

// The Web Push adapter (RFC 8030 delivery, RFC 8291 aes128gcm payload encryption, RFC 8292 VAPID), the default.
// web-push builds the encrypted request; we send it ourselves through agents whose DNS lookup refuses private
// addresses (contract/net/public-address.ts), so the endpoint is checked again at the moment of connecting.
export function webPushSender(keys: VapidKeys, rules: EndpointRules = {}): PushSender {
  const lookup = publicLookup(rules);
  const agents = { "https:": new https.Agent({ keepAlive: true, lookup }), "http:": new http.Agent({ keepAlive: true, lookup }) };
  return {
    kind: "webpush",
    async send(target: PushTarget, message: PushMessage): Promise<SendOutcome> {
      const problem = endpointProblem(target.endpoint, rules);
      if (problem || !target.p256dh || !target.auth) {
        return { ok: false, gone: true, retry: false, status: 0, error: problem ?? "keys missing" };
      }
      let request: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(message), {
          vapidDetails: keys,
          TTL: TTL_SECONDS,
          urgency: "high",
          topic: message.tag.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32) || undefined,
          contentEncoding: "aes128gcm",
        });
      } catch (error) {
        // Keys the browser could not have made: the subscription is unusable.
        return { ok: false, gone: true, retry: false, status: 0, error: error instanceof Error ? error.message : String(error) };
      }
      for (let resent = 0; ; resent += 1) {
        try {
          const answer = await post(request.endpoint, request.headers, request.body ?? null, agents);
          return classify(answer.status, answer.body);
        } catch (error) {
          // A kept-alive socket the push service closed while it sat idle fails on reuse before the request reached
          // anyone; Node's documentation (request.reusedSocket) advises sending it again. Twice at most.
          if (resent < 2 && (error as { staleSocket?: boolean }).staleSocket) continue;
          return networkFailure(error);
        }
      }
    },
  };
}

function post(
  endpoint: string,
  headers: Record<string, string>,
  body: Buffer | null,
  agents: { "https:": https.Agent; "http:": http.Agent },
): Promise<{ status: number; body: string }> {
  const url = new URL(endpoint);
  return new Promise((resolve, reject) => {
    const onResponse = (response: http.IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size <= 4096) chunks.push(chunk);
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      response.on("error", reject);
    };
    const options: http.RequestOptions = {
      method: "POST",
      headers: body ? { ...headers, "Content-Length": body.length } : headers,
      timeout: TIMEOUT_MS,
    };
    // http: only for the tests' loopback push service (endpointProblem refused it otherwise).
    const request = url.protocol === "http:" ? http.request(url, { ...options, agent: agents["http:"] }, onResponse) : https.request(url, { ...options, agent: agents["https:"] }, onResponse);
    request.on("timeout", () => request.destroy(Object.assign(new Error("push service timed out"), { code: "ETIMEDOUT" })));
    request.on("error", (error: NodeJS.ErrnoException) => {
      const staleSocket = request.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE");
      reject(Object.assign(error, { staleSocket }));
    });
    request.end(body ?? undefined);
  });
}
