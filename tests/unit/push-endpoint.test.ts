// Issue 29: "an endpoint must be https on a public host — a subscription naming a private, loopback or link-local
// address is refused (otherwise the server becomes a request-forgery tool); tests use a local push service only
// through a test-only switch". One case per rule (contract/net/public-address.ts).
import { describe, expect, it } from "vitest";
import { checkEndpoint, endpointProblem, isPublicAddress, publicLookup } from "@/contract/net/public-address";

const FCM = "https://fcm.googleapis.com/fcm/send/dXZ1:APA91b";
const dns = (table: Record<string, string[]>) => async (host: string) => {
  if (!(host in table)) throw Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" });
  return table[host].map((address) => ({ address }));
};

describe("on its face", () => {
  it("accepts the push services browsers use", () => {
    for (const url of [FCM, "https://updates.push.services.mozilla.com/wpush/v2/gAAAA", "https://web.push.apple.com/QGuQ", "https://wns2-par02p.notify.windows.com/w/?token=x"]) {
      expect(endpointProblem(url), url).toBeNull();
    }
  });
  it("https only", () => expect(endpointProblem("http://fcm.googleapis.com/fcm/send/x")).toBe("notHttps"));
  it("a URL", () => expect(endpointProblem("fcm.googleapis.com/x")).toBe("notUrl"));
  it("not too long", () => expect(endpointProblem(`https://fcm.googleapis.com/${"a".repeat(2100)}`)).toBe("tooLong"));
  it("no credentials in the URL", () => expect(endpointProblem("https://user:pw@fcm.googleapis.com/x")).toBe("credentials"));
  it("the standard port only", () => expect(endpointProblem("https://fcm.googleapis.com:8443/x")).toBe("port"));
  it("refuses loopback, private, link-local and reserved IP literals, however written", () => {
    for (const url of [
      "https://127.0.0.1/x", "https://127.1/x", "https://2130706433/x", "https://0x7f000001/x", "https://0.0.0.0/x",
      "https://10.0.0.8/x", "https://172.16.3.4/x", "https://172.31.255.255/x", "https://192.168.1.1/x",
      "https://169.254.169.254/latest/meta-data", "https://100.64.0.1/x", "https://198.18.0.1/x", "https://224.0.0.1/x",
      "https://255.255.255.255/x", "https://[::1]/x", "https://[::]/x", "https://[fe80::1]/x", "https://[fc00::1]/x",
      "https://[fd12:3456::1]/x", "https://[::ffff:127.0.0.1]/x", "https://[::ffff:a9fe:a9fe]/x", "https://[64:ff9b::a00:1]/x",
      "https://[2002:c0a8:101::1]/x", "https://[ff02::1]/x", "https://[2001:db8::1]/x",
    ]) {
      expect(endpointProblem(url), url).toBe("privateAddress");
    }
  });
  it("accepts public IP literals", () => {
    expect(endpointProblem("https://142.250.180.10/x")).toBeNull();
    expect(endpointProblem("https://[2a00:1450:4001:82b::200a]/x")).toBeNull();
  });
  it("refuses names that only mean something inside a network", () => {
    for (const url of ["https://localhost/x", "https://push.localhost/x", "https://intranet/x", "https://printer.local/x", "https://api.internal/x", "https://nas.lan/x", "https://localhost./x"]) {
      expect(endpointProblem(url), url).toBe("localName");
    }
  });
});

describe("after DNS resolution", () => {
  it("a name resolving to a public address passes", async () => {
    expect(await checkEndpoint(FCM, {}, dns({ "fcm.googleapis.com": ["142.250.180.10", "2a00:1450:4001:82b::200a"] }))).toBeNull();
  });
  it("a public-looking name that resolves to a private, loopback or link-local address is refused", async () => {
    for (const address of ["127.0.0.1", "10.1.2.3", "169.254.169.254", "::1", "fe80::1", "::ffff:192.168.0.1"]) {
      expect(await checkEndpoint("https://push.attacker.example/x", {}, dns({ "push.attacker.example": [address] })), address).toBe("resolvesPrivate");
    }
  });
  it("one private address among public ones is enough to refuse", async () => {
    expect(await checkEndpoint("https://push.attacker.example/x", {}, dns({ "push.attacker.example": ["142.250.180.10", "10.0.0.1"] }))).toBe("resolvesPrivate");
  });
  it("a name that does not resolve is refused", async () => {
    expect(await checkEndpoint("https://nowhere.example/x", {}, dns({}))).toBe("unresolvable");
  });
  it("the agent's lookup refuses a private answer at connection time (DNS rebinding)", async () => {
    const lookup = publicLookup();
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => lookup("localhost", {}, (e) => resolve(e)));
    expect(error?.code).toBe("EPRIVATEADDRESS");
  });
});

describe("the test-only switch", () => {
  it("allows a local push service on loopback, http or https, any port", () => {
    expect(endpointProblem("http://127.0.0.1:43123/push/abc", { allowLoopback: true })).toBeNull();
    expect(endpointProblem("https://[::1]:8443/push/abc", { allowLoopback: true })).toBeNull();
    expect(endpointProblem("http://127.0.0.1:43123/push/abc")).toBe("notHttps");
  });
  it("still refuses every other private address and local name", () => {
    expect(endpointProblem("http://10.0.0.1:80/x", { allowLoopback: true })).toBe("notHttps");
    expect(endpointProblem("https://10.0.0.1/x", { allowLoopback: true })).toBe("privateAddress");
    expect(endpointProblem("https://169.254.169.254/x", { allowLoopback: true })).toBe("privateAddress");
    expect(endpointProblem("http://localhost:4000/x", { allowLoopback: true })).toBe("notHttps");
  });
  it("lets the agent connect to loopback only", async () => {
    const lookup = publicLookup({ allowLoopback: true });
    const address = await new Promise<string>((resolve, reject) => lookup("localhost", { family: 4 }, (e, a) => (e ? reject(e) : resolve(a as string))));
    expect(address).toBe("127.0.0.1");
  });
});

describe("isPublicAddress", () => {
  it("public unicast only", () => {
    expect(isPublicAddress("8.8.8.8")).toBe(true);
    expect(isPublicAddress("172.32.0.1")).toBe(true);
    expect(isPublicAddress("172.15.0.1")).toBe(true);
    expect(isPublicAddress("::ffff:8.8.8.8")).toBe(true);
    expect(isPublicAddress("not-an-ip")).toBe(false);
    expect(isPublicAddress("fe80::1%eth0")).toBe(false);
  });
});
