import http from "node:http";

// What the scale checks share: a browser's cookie jar over fetch, requests from a chosen loopback address (to be a
// different client than nginx), and reading a server's /api/metrics in Prometheus' text format.

export type Jar = Record<string, string>;
export const PASSWORD = "shijo123";

/** The cookies a response sets, as name → value (what a browser would send back). */
export function cookiesOf(response: Response, jar: Jar = {}): Jar {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair.indexOf("=");
    jar[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return jar;
}

export const cookieHeader = (jar: Jar) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");

/** A same-origin write, as the storefront's own pages send it (the BFF refuses other origins). */
export function post(base: string, path: string, body: unknown, jar: Jar = {}) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", Origin: base, Cookie: cookieHeader(jar), "Accept-Language": "en" },
    body: JSON.stringify(body),
    redirect: "manual",
  });
}

export function get(base: string, path: string, jar: Jar = {}, init: RequestInit = {}) {
  return fetch(`${base}${path}`, { ...init, headers: { Cookie: cookieHeader(jar), "Accept-Language": "en", ...init.headers }, redirect: "manual" });
}

export async function login(base: string, email: string, password = PASSWORD) {
  const response = await post(base, "/api/auth/login", { email, password });
  return { response, json: (await response.json().catch(() => null)) as Record<string, unknown> | null, jar: cookiesOf(response) };
}

/**
 * A request sent from `localAddress` (any 127.x.y.z is this machine): a client other than nginx, whose own address
 * the storefront must count. Resolves { status, body }.
 */
export function requestFrom(localAddress: string, url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? "GET", headers: init.headers, localAddress }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.end(init.body);
  });
}

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus' text exposition format, sample lines only (`name{a="b"} 1`). */
export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[key] = value.replace(/\\(.)/g, "$1");
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** GET /api/metrics of one instance (never through the load balancer, which answers 404 for it). */
export async function scrape(base: string, token: string, path = "/api/metrics"): Promise<Sample[]> {
  const response = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`${base}${path}: HTTP ${response.status}`);
  return parseMetrics(await response.text());
}

/** The sum of a metric's samples whose labels include `where`. */
export function total(samples: Sample[], name: string, where: Record<string, string> = {}): number {
  return samples.filter((s) => s.name === name && Object.entries(where).every(([k, v]) => s.labels[k] === v)).reduce((sum, s) => sum + s.value, 0);
}

/** Reads a Server-Sent Events response as it arrives. */
export function eventReader(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let received = "";
  let ended = false;
  // A read that lost a race with the deadline is kept for the next call, so no chunk is dropped.
  let pending: Promise<ReadableStreamReadResult<string>> | null = null;
  return {
    get received() {
      return received;
    },
    get ended() {
      return ended;
    },
    /** Reads until `predicate` holds for what arrived, or `ms` pass (false). */
    async until(predicate: (text: string) => boolean, ms: number) {
      const deadline = Date.now() + ms;
      while (!predicate(received)) {
        const left = deadline - Date.now();
        if (left <= 0 || ended) return predicate(received);
        pending ??= reader.read();
        const chunk = await Promise.race([pending, new Promise<null>((resolve) => setTimeout(() => resolve(null), left))]);
        if (chunk === null) return predicate(received);
        pending = null;
        if (chunk.done) ended = true;
        else received += chunk.value;
      }
      return true;
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}
