import { describe, expect, it } from "vitest";
import { APP_KEY } from "./support/api-client";
import { seededApi } from "./support/seeded-api";

// Issue 24 "Consent and reach" over real HTTP. Seeded people: demo (1); Besnik (2) has not verified his phone; Elira
// (3) and Mira (5) are demo's friends; Gent (6) hides as shijoer and is demo's friend; Noel (10) and Luana (11) are
// strangers to demo; directory person 18 hides as shijoer and is nobody's friend of Noel's.
const { api, call, login } = seededApi();

const DEMO = "demo@shijo.al";
const NOEL = "noel@shijo.al";
const LUANA = "luana@shijo.al";
const HIDDEN = 6; // Gent: hides as shijoer, a stranger to Noel
const UNVERIFIED = 2; // Besnik
const MISSING = 9_999; // the ids are sequential: the next few do not exist yet

/** The raw answer, to compare bodies byte for byte. */
async function raw(path: string, token: string, body?: unknown) {
  const headers: Record<string, string> = { "App-Key": APP_KEY, platform: "Web", "device-id": "test-device", language: "sq", Authorization: `Bearer ${token}` };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${api().url}${path}`, { method: body === undefined ? "GET" : "POST", headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

describe("hidden or unverified people cannot be reached by id: answered exactly like a missing id", () => {
  it("every by-id route gives the hidden, the unverified and the missing person the same status and the same bytes", async () => {
    const noel = await login(NOEL);
    const group = (await call("chats/channels", { token: noel, body: { channel_type: "group", full_name: "Noel's group", member_ids: [11], admin_id: 10, permitted: false } })).json.channel.id as string;
    const routes: Array<[string, (id: number) => Promise<Awaited<ReturnType<typeof raw>>>]> = [
      ["POST chats/channels single", (id) => raw("chats/channels", noel, { channel_type: "single", partner_id: id })],
      ["POST chats/channels group", (id) => raw("chats/channels", noel, { channel_type: "group", full_name: "Group", member_ids: [id], admin_id: 10, permitted: false })],
      ["POST chats/channels/{id}/members", (id) => raw(`chats/channels/${group}/members`, noel, { member_ids: [id] })],
      ["GET users/shijoers/{id}", (id) => raw(`users/shijoers/${id}`, noel)],
      ["POST users/friends/update invited", (id) => raw("users/friends/update", noel, { friend_id: id, status: "invited" })],
      ["POST users/friends/remove", (id) => raw("users/friends/remove", noel, { friend_id: id })],
      ["POST invite-earn/send-earninvitation", (id) => raw("invite-earn/send-earninvitation", noel, { receiver_id: id })],
    ];
    for (const [name, ask] of routes) {
      const missing = await ask(MISSING);
      const hidden = await ask(HIDDEN);
      const unverified = await ask(UNVERIFIED);
      expect(missing.status, name).toBe(404);
      expect(hidden, `${name}: hidden vs missing`).toEqual(missing);
      expect(unverified, `${name}: unverified vs missing`).toEqual(missing);
    }
    // The person is still reachable by those who are linked with them: demo is Gent's friend.
    const demo = await login(DEMO);
    expect((await call("chats/channels", { token: demo, body: { channel_type: "single", partner_id: HIDDEN } })).status).toBeLessThan(300);
    expect((await call(`users/shijoers/${HIDDEN}`, { token: demo })).status).toBe(200);
  });

  it("POST chats/channels with a hiding stranger names nobody: no name, no photo in the answer", async () => {
    const noel = await login(NOEL);
    const answer = await raw("chats/channels", noel, { channel_type: "single", partner_id: HIDDEN });
    expect(answer.status).toBe(404);
    expect(answer.text).not.toMatch(/Gent|Basha|gent\.basha/);
  });
});

describe("adding people to a group: friends join at once, a stranger gets a request (issue 24)", () => {
  it("the stranger sees nothing of the group before accepting: not in the list, not by id, not its messages; accepting lets them in", async () => {
    const demo = await login(DEMO);
    const noel = await login(NOEL);
    const created = await call("chats/channels", { token: demo, body: { channel_type: "group", full_name: "Darka e fshehtë", member_ids: [3, 10], admin_id: 1, permitted: false } });
    expect(created.status).toBe(201);
    const id = created.json.channel.id as string;
    expect(created.json.requested).toEqual([10]);
    expect(created.json.channel.users).toEqual([1, 3]);
    expect(created.json.channel.requested).toEqual([10]);
    await call(`chats/channels/${id}/messages`, { token: demo, body: { text: "Sekreti i darkës" } });

    // Noel: the request names who asked, and nothing of the group.
    const requests = await call("chats/requests", { token: noel });
    expect(requests.status).toBe(200);
    expect(requests.json.data).toEqual([{ channel_id: id, inviter: expect.objectContaining({ id: 1, full_name: "Arta Demo", phone: null, email: null }), created_at: expect.any(String) }]);
    const text = JSON.stringify(requests.json);
    for (const secret of ["Darka e fshehtë", "Sekreti", "Elira"]) expect(text).not.toContain(secret);
    const list = await call("chats/channels", { token: noel });
    expect(list.json.data.map((c: { id: string }) => c.id)).not.toContain(id);
    expect((await call(`chats/channels/${id}`, { token: noel })).status).toBe(403);
    expect((await call(`chats/channels/${id}/messages`, { token: noel })).status).toBe(403);
    expect((await call(`chats/channels/${id}/messages`, { token: noel, body: { text: "hello?" } })).status).toBe(403);

    const accepted = await call(`chats/requests/${id}/accept`, { token: noel, body: {} });
    expect(accepted.status).toBe(200);
    expect(accepted.json.channel).toMatchObject({ id, full_name: "Darka e fshehtë", users: [1, 3, 10], requested: [] });
    expect((await call(`chats/channels/${id}/messages`, { token: noel })).status).toBe(200);
    expect((await call("chats/requests", { token: noel })).json.data).toEqual([]);
    // A request is answered once.
    expect((await call(`chats/requests/${id}/accept`, { token: noel, body: {} })).status).toBe(404);
  });

  it("declining leaves the stranger outside; adding a friend later lets them in at once; a stranger cannot be the admin", async () => {
    const demo = await login(DEMO);
    const luana = await login(LUANA);
    const created = await call("chats/channels", { token: demo, body: { channel_type: "group", full_name: "Grupi i Artës", member_ids: [3], admin_id: 1, permitted: false } });
    const id = created.json.channel.id as string;
    const added = await call(`chats/channels/${id}/members`, { token: demo, body: { member_ids: [11, 5] } });
    expect(added.status).toBe(200);
    expect(added.json.requested).toEqual([11]);
    expect(added.json.channel.users).toEqual([1, 3, 5]);
    expect(added.json.channel.requested).toEqual([11]);

    // Asking again does not make a second request.
    await call(`chats/channels/${id}/members`, { token: demo, body: { member_ids: [11] } });
    expect((await call("chats/requests", { token: luana })).json.data.filter((r: { channel_id: string }) => r.channel_id === id)).toHaveLength(1);

    expect((await call(`chats/requests/${id}/decline`, { token: luana, body: {} })).json).toEqual({ success: 1 });
    expect((await call(`chats/channels/${id}`, { token: luana })).status).toBe(403);
    expect((await call(`chats/requests/${id}/accept`, { token: luana, body: {} })).status).toBe(404);
    expect((await call(`chats/channels/${id}`, { token: demo })).json.channel.requested).toEqual([]);

    const strangerAdmin = await call("chats/channels", { token: demo, body: { channel_type: "group", full_name: "X", member_ids: [3, 11], admin_id: 11, permitted: false } });
    expect(strangerAdmin.status).toBe(422);
    expect(strangerAdmin.json.errors.admin_id).toEqual(["The group admin must be one of the group's members."]);
  });

  it("nobody answers someone else's request, and an unknown channel id is a 404", async () => {
    const demo = await login(DEMO);
    const noel = await login(NOEL);
    const created = await call("chats/channels", { token: demo, body: { channel_type: "group", full_name: "Vetëm për Luanën", member_ids: [3, 11], admin_id: 1, permitted: false } });
    const id = created.json.channel.id as string;
    expect((await call(`chats/requests/${id}/accept`, { token: noel, body: {} })).status).toBe(404);
    expect((await call(`chats/channels/${id}`, { token: noel })).status).toBe(403);
    expect((await call("chats/requests/c999999/accept", { token: noel, body: {} })).status).toBe(404);
    expect((await call("chats/requests/..%2Fx/decline", { token: noel, body: {} })).status).toBe(404);
  });
});
