// Issue 29: a local push service for the tests (the role FCM or Mozilla's autopush plays for a real browser), on
// loopback. It hands out subscriptions like a browser's PushManager would (a P-256 key pair and an auth secret per
// device), receives what the product API sends, checks the VAPID signature (RFC 8292) and decrypts the body itself
// (RFC 8291 aes128gcm, written here from the RFC with node:crypto — not with the web-push package that encrypted it).
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  device: string;
  headers: IncomingHttpHeaders;
  /** The decrypted payload, parsed as JSON. */
  message: Record<string, unknown>;
  /** The VAPID JWT's claims, after its signature was checked against the key the request names. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

interface Device {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  /** Statuses to answer next, in order (then 201). */
  answers: number[];
  /** While set, requests wait for it before they are answered. */
  held: Promise<void> | null;
}

export interface PushService {
  url: string;
  /** A new device's subscription, as PushSubscription.toJSON() gives it. */
  subscription(): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The next answers for a device's endpoint (e.g. 500 then 201, or 410). */
  answer(endpoint: string, ...statuses: number[]): void;
  /** Holds the device's requests unanswered until the returned function is called. */
  hold(endpoint: string): () => void;
  /** Requests received and not answered yet. */
  pending(): number;
  received(endpoint?: string): Received[];
  /** Requests that could not be decrypted or verified (a failing test shows them). */
  errors: string[];
  close(): Promise<void>;
}

/** RFC 8291 §3.4 + RFC 8188: one aes128gcm record for this device. */
export function decryptAes128gcm(body: Buffer, device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65 || recordSize < 18) throw new Error(`unexpected header: idlen ${idLength}, rs ${recordSize}`);
  const receiverPublic = device.ecdh.getPublicKey();
  const shared = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end);
}

/** RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`; the ES256 signature must verify with k. */
function checkVapid(header: string | undefined): Received["vapid"] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, jwt, k] = match;
  const point = Buffer.from(k, "base64url");
  const key = createPublicKey({ key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33, 65).toString("base64url") }, format: "jwk" });
  const [head, claims, signature] = jwt.split(".");
  if (!verify("sha256", Buffer.from(`${head}.${claims}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"))) {
    throw new Error("VAPID signature does not verify");
  }
  const parsed = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as { aud: string; sub: string; exp: number };
  return { ...parsed, publicKey: k };
}

export async function startPushService(): Promise<PushService> {
  const devices = new Map<string, Device>();
  const received: Received[] = [];
  const errors: string[] = [];
  let waiting = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1];
      const device = id ? devices.get(id) : undefined;
      if (!id || !device || request.method !== "POST") {
        response.writeHead(404).end();
        return;
      }
      if (device.held) {
        waiting += 1;
        await device.held;
        waiting -= 1;
      }
      const status = device.answers.shift() ?? 201;
      if (status === 201) {
        try {
          if (request.headers["content-encoding"] !== "aes128gcm") throw new Error(`content-encoding ${request.headers["content-encoding"]}`);
          const vapid = checkVapid(request.headers.authorization);
          const message = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), device).toString("utf8")) as Record<string, unknown>;
          received.push({ device: id, headers: request.headers, message, vapid });
        } catch (error) {
          errors.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
          response.writeHead(400).end();
          return;
        }
      }
      response.writeHead(status, { Location: `/message/${randomUUID()}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idOf = (endpoint: string) => endpoint.slice(endpoint.lastIndexOf("/") + 1);
  return {
    url,
    errors,
    subscription() {
      const id = randomUUID();
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, answers: [], held: null });
      return { endpoint: `${url}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") } };
    },
    answer(endpoint, ...statuses) {
      devices.get(idOf(endpoint))?.answers.push(...statuses);
    },
    hold(endpoint) {
      const device = devices.get(idOf(endpoint))!;
      let release = () => {};
      device.held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        device.held = null;
        release();
      };
    },
    pending: () => waiting,
    received(endpoint) {
      return endpoint ? received.filter((r) => r.device === idOf(endpoint)) : [...received];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
