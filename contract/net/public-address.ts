// Issue 29 / ADR 0021: a URL the server will call on a user's behalf (a push endpoint) must name a public host, or the
// server becomes a request-forgery tool against its own network. Shared by the storefront's BFF (refuses the
// subscription) and the product API (refuses to store it and, through publicLookup, to connect to it at every send).
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { isIP, type LookupFunction } from "node:net";

export const MAX_ENDPOINT_LENGTH = 2048;

export type EndpointProblem =
  | "notUrl"
  | "tooLong"
  | "notHttps"
  | "credentials"
  | "port"
  | "localName"
  | "privateAddress"
  | "resolvesPrivate"
  | "unresolvable";

export interface EndpointRules {
  /**
   * Tests only (PUSH_TEST_ALLOW_LOOPBACK=1): a local push service on http(s)://127.0.0.1 or [::1], any port. Every
   * other private address stays refused.
   */
  allowLoopback?: boolean;
}

function ipv4Bytes(address: string): number[] | null {
  const parts = address.split(".");
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => Number.isInteger(b) && b >= 0 && b <= 255) ? bytes : null;
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail included), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (tail) {
    const v4 = ipv4Bytes(tail[1]);
    if (!v4) return null;
    text = text.slice(0, -tail[1].length) + `${((v4[0] << 8) | v4[1]).toString(16)}:${((v4[2] << 8) | v4[3]).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const split = (s: string) => (s === "" ? [] : s.split(":"));
  const head = split(halves[0]);
  const rest = halves.length === 2 ? split(halves[1]) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? head.length !== 8 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

function publicIpv4([a, b, c]: number[]): boolean {
  if (a === 0 || a === 10 || a === 127) return false; // "this network", private, loopback
  if (a === 100 && b >= 64 && b <= 127) return false; // carrier-grade NAT
  if (a === 169 && b === 254) return false; // link-local (cloud metadata lives here)
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return false; // IETF protocol assignments, TEST-NET-1
  if (a === 192 && b === 88 && c === 99) return false; // 6to4 relay anycast
  if (a === 198 && (b === 18 || b === 19)) return false; // benchmarking
  if (a === 198 && b === 51 && c === 100) return false; // TEST-NET-2
  if (a === 203 && b === 0 && c === 113) return false; // TEST-NET-3
  if (a >= 224) return false; // multicast, reserved, broadcast
  return true;
}

function publicIpv6(g: number[]): boolean {
  const v4 = (hi: number, lo: number) => [hi >> 8, hi & 255, lo >> 8, lo & 255];
  if (g.every((x) => x === 0)) return false; // unspecified
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return false; // loopback
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return publicIpv4(v4(g[6], g[7])); // IPv4-mapped
  if (g.slice(0, 6).every((x) => x === 0)) return false; // IPv4-compatible (deprecated)
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return publicIpv4(v4(g[6], g[7])); // NAT64
  if (g[0] === 0x2002) return publicIpv4(v4(g[1], g[2])); // 6to4
  if (g[0] === 0x2001 && g[1] === 0) return false; // Teredo
  if (g[0] === 0x2001 && g[1] === 0xdb8) return false; // documentation
  if (g[0] === 0x0100 && g.slice(1, 4).every((x) => x === 0)) return false; // discard
  if ((g[0] & 0xfe00) === 0xfc00) return false; // unique local
  if ((g[0] & 0xffc0) === 0xfe80 || (g[0] & 0xffc0) === 0xfec0) return false; // link-local, site-local
  if ((g[0] & 0xff00) === 0xff00) return false; // multicast
  return true;
}

/** Whether an IP address (v4 or v6, IPv4-mapped and embedded forms included) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  if (isIP(bare) === 4) return publicIpv4(ipv4Bytes(bare)!);
  if (isIP(bare.replace(/%.*$/, "")) === 6) {
    const groups = ipv6Groups(bare);
    return groups !== null && publicIpv6(groups);
  }
  return false;
}

export function isLoopbackAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  if (isIP(bare) === 4) return ipv4Bytes(bare)![0] === 127;
  const groups = isIP(bare) === 6 ? ipv6Groups(bare) : null;
  if (!groups) return false;
  if (groups.slice(0, 7).every((x) => x === 0) && groups[7] === 1) return true;
  return groups.slice(0, 5).every((x) => x === 0) && groups[5] === 0xffff && groups[6] >> 8 === 127;
}

/** Names that only mean something inside a network (or this machine), whatever DNS says of them. */
function localName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  if (!name.includes(".")) return true; // "localhost", "intranet", a bare machine name
  return /\.(localhost|local|internal|intranet|lan|home|corp|home\.arpa)$/.test(name);
}

/** What is wrong with an endpoint on its face (before DNS), or null. */
export function endpointProblem(raw: string, rules: EndpointRules = {}): EndpointProblem | null {
  if (raw.length > MAX_ENDPOINT_LENGTH) return "tooLong";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "notUrl";
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const loopbackTest = rules.allowLoopback === true && isLoopbackAddress(host);
  if (url.protocol !== "https:" && !(loopbackTest && url.protocol === "http:")) return "notHttps";
  if (url.username || url.password) return "credentials";
  if (url.port !== "" && !loopbackTest) return "port"; // push services answer on 443
  if (isIP(host)) return isPublicAddress(host) || loopbackTest ? null : "privateAddress";
  if (localName(host)) return "localName";
  return null;
}

type Lookup = (host: string) => Promise<Array<{ address: string }>>;
const systemLookup: Lookup = (host) =>
  new Promise((resolve, reject) => dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

/** endpointProblem, then every address the host resolves to must be public ("also after DNS resolution"). */
export async function checkEndpoint(raw: string, rules: EndpointRules = {}, lookup: Lookup = systemLookup): Promise<EndpointProblem | null> {
  const problem = endpointProblem(raw, rules);
  if (problem) return problem;
  const host = new URL(raw).hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return null;
  let addresses: Array<{ address: string }>;
  try {
    addresses = await lookup(host);
  } catch {
    return "unresolvable";
  }
  if (addresses.length === 0) return "unresolvable";
  return addresses.every((a) => isPublicAddress(a.address)) ? null : "resolvesPrivate";
}

/**
 * A `lookup` for an http(s).Agent that refuses private addresses at connection time, so a name that resolves to a
 * public address when checked and to an inner one when called (DNS rebinding) still cannot reach inside.
 */
export function publicLookup(rules: EndpointRules = {}): LookupFunction {
  return (hostname: string, options: LookupOptions, callback): void => {
    dnsLookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = addresses as LookupAddress[];
      const allowed = list.filter((a) => isPublicAddress(a.address) || (rules.allowLoopback === true && isLoopbackAddress(a.address)));
      if (allowed.length === 0 || allowed.length !== list.length) {
        const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to a private address`);
        refused.code = "EPRIVATEADDRESS";
        return callback(refused, "", 0);
      }
      if (options.all) return callback(null, allowed);
      return callback(null, allowed[0].address, allowed[0].family);
    });
  };
}
