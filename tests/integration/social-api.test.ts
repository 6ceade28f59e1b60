import { describe, expect, it } from "vitest";
import { seededApi } from "./support/seeded-api";

// spec 3 §7 social graph calls over HTTP: the directory, a shijoer's detail, the friendship state machine of §4
// (enforced by the server whatever the client sends) and location privacy (§4 Map visibility, §6).
const { call, login } = seededApi();

// Seeded people (product-api/src/seed/data): demo's friends 3 Elira, 4 Dorian (shows all friends but demo),
// 6 Gent (hidden as shijoer), 7 Klea (only chosen friends, demo among them); 8 Ardit invited demo; demo invited
// 9 Sara (offline); 10 Noel and 11 Luana are strangers. Directory people are ids 12–43, and id 12 + i has map
// mode i % 8: 3 all but chosen, 5 offline, 6 hidden as shijoer, 7 only chosen friends.
const DEMO = "demo@shijo.al";
const ids = (list: Array<{ id: number }>) => list.map((x) => x.id);
const TIRANA = { latitude: 41.3275, longitude: 19.8187 };

async function directory(token: string, query = "") {
  const res = await call(`users/shijoers${query}`, { token });
  expect(res.status).toBe(200);
  return res.json.shijoers as { data: Array<{ id: number; full_name: string; latitude: number | null; is_friend: boolean; invite_status: string | null }>; current_page: number; last_page: number; total: number };
}

async function mapUsers(token: string, groupSize = 1, at = TIRANA) {
  const res = await call("users/shijo-map-data-with-distance-with-maplocation-with-lastactive-users", {
    token,
    body: { ...at, latitudeDelta: 0.2, longitudeDelta: 0.2, zoom: 12, group_size: groupSize, distance: 20000 },
  });
  expect(res.status).toBe(200);
  return res.json as { shijoers: Array<{ latitude: number; longitude: number; approximate: boolean; users: Array<{ id: number }> }>; vendors: Array<{ hash_id: string; slug: string; order_method: string }> };
}

describe("directory (GET users/shijoers)", () => {
  it("pages by 20 with current_page and last_page, leaves out me and strangers hidden as shijoer, keeps hidden friends", async () => {
    const token = await login(DEMO);
    const first = await directory(token);
    expect(first.data).toHaveLength(20);
    expect(first.current_page).toBe(1);
    expect(first.last_page).toBe(Math.ceil(first.total / 20));
    const second = await directory(token, "?page=2");
    const all = [...ids(first.data), ...ids(second.data)];
    expect(new Set(all).size).toBe(all.length);
    expect(all).not.toContain(1); // me
    expect(all).not.toContain(18); // a stranger hidden as shijoer
    expect(all).toContain(6); // Gent hides as shijoer, but demo is his friend
  });

  it("searches by name and tells friends, sent and received invitations apart", async () => {
    const token = await login(DEMO);
    expect((await directory(token, "?name=elira")).data).toEqual([expect.objectContaining({ id: 3, is_friend: true, invite_status: null })]);
    expect((await directory(token, "?name=sara")).data).toEqual([expect.objectContaining({ id: 9, is_friend: false, invite_status: "invited" })]);
    expect((await directory(token, "?name=ardit")).data).toEqual([expect.objectContaining({ id: 8, is_friend: false, invite_status: "received" })]);
    expect((await directory(token, "?name=%25")).data).toEqual([]); // a LIKE wildcard is searched as text
  });

  it("gives coordinates only where the viewer may see them", async () => {
    const token = await login(DEMO);
    const byName = async (name: string) => (await directory(token, `?name=${encodeURIComponent(name)}`)).data[0];
    expect((await byName("elira")).latitude).toEqual(expect.any(Number));
    expect((await byName("dorian")).latitude).toBeNull(); // all friends except demo
    expect((await byName("klea")).latitude).toEqual(expect.any(Number)); // only chosen friends, demo chosen
    expect((await byName("sara")).latitude).toBeNull(); // offline
  });

  it("needs a token", async () => {
    expect((await call("users/shijoers")).status).toBe(401);
  });
});

describe("shijoer detail (GET users/shijoers/{id})", () => {
  it("answers the shijoer with status and at most 10 suggested users, never me or them", async () => {
    const token = await login(DEMO);
    const res = await call("users/shijoers/3", { token });
    expect(res.status).toBe(200);
    expect(res.json.shijoer).toMatchObject({ id: 3, full_name: "Elira Krasniqi", is_friend: true, birthdate: "1996-02-21" });
    const suggested = ids(res.json.shijoer.suggested_users);
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.length).toBeLessThanOrEqual(10);
    expect(suggested).not.toContain(1);
    expect(suggested).not.toContain(3);
    expect(suggested).not.toContain(18);
  });

  it("is 404 for an unknown id, a non-number and a stranger hidden as shijoer", async () => {
    const token = await login(DEMO);
    for (const id of ["99999", "abc", "18"]) expect((await call(`users/shijoers/${id}`, { token })).status, id).toBe(404);
  });
});

describe("friendship state machine (spec 3 §4, §6)", () => {
  it("invite → the receiver sees it and accepts → both are friends → one removes → none", async () => {
    const demo = await login(DEMO);
    const noel = await login("noel@shijo.al");
    const invite = await call("users/friends/update", { token: demo, body: { user_id: 1, friend_id: 10, status: "invited" } });
    expect(invite).toMatchObject({ status: 200, json: { success: 1, is_friend: false, invite_status: "invited" } });
    const received = (await call("users/invitations", { token: noel })).json.invitations.received;
    expect(received).toEqual([expect.objectContaining({ id: 1, full_name: "Arta Demo", seen: 0, invite_date: expect.any(String) })]);
    expect((await call("users/invitations", { token: demo })).json.invitations.sent.map((i: { id: number }) => i.id)).toContain(10);

    // A second invitation either way is refused; only the receiver may accept.
    expect((await call("users/friends/update", { token: demo, body: { friend_id: 10, status: "invited" } })).status).toBe(409);
    expect((await call("users/friends/update", { token: noel, body: { friend_id: 1, status: "invited" } })).status).toBe(409);
    const early = await call("users/friends/update", { token: demo, body: { friend_id: 10, status: "accepted" } });
    expect(early.status).toBe(409);
    expect(early.json.error).toBe("Only the person who received the invitation can answer it.");

    expect((await call("users/invitations/seen", { token: noel, body: { friend_id: 1 } })).status).toBe(200);
    expect((await call("users/invitations", { token: noel })).json.invitations.received[0].seen).toBe(1);

    expect((await call("users/friends/update", { token: noel, body: { friend_id: 1, status: "accepted" } })).json).toMatchObject({ is_friend: true });
    expect((await call("users/friends/check", { token: demo, body: { user_id: 1, friend_id: 10 } })).json).toEqual({ success: true });
    const friends = await call("users/friends", { token: noel, body: { status: "accepted" } });
    expect(ids(friends.json.friends)).toContain(1);

    expect((await call("users/friends/remove", { token: demo, body: { user_id: 1, friend_id: 10 } })).status).toBe(200);
    expect((await call("users/friends/check", { token: noel, body: { friend_id: 1 } })).json).toEqual({ success: false });
    expect((await call("users/friends/remove", { token: demo, body: { friend_id: 10 } })).status).toBe(409);
  });

  it("canceled is the sender's Cancel and the receiver's Decline; a declined invitation can be sent again", async () => {
    const demo = await login(DEMO);
    const luana = await login("luana@shijo.al");
    await call("users/friends/update", { token: luana, body: { friend_id: 1, status: "invited" } });
    expect((await call("users/friends/update", { token: demo, body: { friend_id: 11, status: "canceled" } })).json).toMatchObject({ invite_status: null });
    expect((await call("users/invitations", { token: luana })).json.invitations.sent).toEqual([]);
    await call("users/friends/update", { token: luana, body: { friend_id: 1, status: "invited" } });
    expect((await call("users/friends/update", { token: luana, body: { friend_id: 1, status: "canceled" } })).status).toBe(200);
    expect((await call("users/invitations", { token: demo })).json.invitations.received.map((i: { id: number }) => i.id)).not.toContain(11);
  });

  it("refuses myself, another account's user_id, and unknown people", async () => {
    const demo = await login(DEMO);
    expect((await call("users/friends/update", { token: demo, body: { friend_id: 1, status: "invited" } })).status).toBe(422);
    expect((await call("users/friends/update", { token: demo, body: { user_id: 3, friend_id: 10, status: "invited" } })).status).toBe(403);
    expect((await call("users/friends/update", { token: demo, body: { friend_id: 99999, status: "invited" } })).status).toBe(404);
    expect((await call("users/friends/update", { token: demo, body: { friend_id: 10, status: "befriended" } })).status).toBe(422);
    expect((await call("users/friends/check", { token: demo, body: { user_id: 3, friend_id: 4 } })).status).toBe(403);
  });

  it("two people inviting each other at the same moment make one invitation, not two", async () => {
    const a = await login("albana.hysa0@shijo.al");
    const b = await login("ermal.berisha3@shijo.al");
    const [ab, ba] = await Promise.all([
      call("users/friends/update", { token: a, body: { friend_id: 15, status: "invited" } }),
      call("users/friends/update", { token: b, body: { friend_id: 12, status: "invited" } }),
    ]);
    expect([ab.status, ba.status].sort()).toEqual([200, 409]);
    const statuses = await call("users/shijos-status", { token: a, body: { user_ids: [15, 15, 13] } });
    expect(statuses.json.shijoers).toEqual([
      { id: 15, is_friend: false, invite_status: ab.status === 200 ? "invited" : "received" },
      { id: 13, is_friend: true, invite_status: null },
    ]);
  });
});

describe("friends map: data and settings (spec 3 §4 Map visibility, §7)", () => {
  it("shows demo the people demo may see, one exact person per marker at group size 1 (areas are shared), and vendors to open", async () => {
    const token = await login(DEMO);
    const data = await mapUsers(token);
    const seen = data.shijoers.flatMap((g) => ids(g.users));
    expect(data.shijoers.filter((g) => !g.approximate).every((g) => g.users.length === 1)).toBe(true);
    expect(seen).toEqual(expect.arrayContaining([3, 5, 6, 7, 10]));
    for (const hidden of [1, 4, 9, 17, 18, 19]) expect(seen, `user ${hidden}`).not.toContain(hidden);
    expect(data.vendors.length).toBeGreaterThan(0);
    expect(data.vendors[0]).toEqual(expect.objectContaining({ hash_id: expect.any(String), slug: expect.any(String), order_method: expect.any(String) }));
  });

  it("groups at larger sizes without counting anyone demo may not see", async () => {
    const token = await login(DEMO);
    const single = (await mapUsers(token, 1)).shijoers.flatMap((g) => ids(g.users)).sort((x, y) => x - y);
    const grouped = await mapUsers(token, 4);
    expect(grouped.shijoers.length).toBeLessThan(single.length);
    expect(grouped.shijoers.flatMap((g) => ids(g.users)).sort((x, y) => x - y)).toEqual(single);
  });

  it("only chosen friends, without demo: demo no longer sees Elira on the map or her coordinates", async () => {
    const elira = await login("elira@shijo.al");
    const demo = await login(DEMO);
    const set = await call("users/update-map-setting", { token: elira, body: { visible: 1, hide_shijoer: 0, type: "only_friend", filter_ids: [4] } });
    expect(set.status).toBe(200);
    expect(set.json.user).toMatchObject({ map_visible: 1, map_visible_type: "only_friend", map_visible_details: [expect.objectContaining({ id: 4 })] });
    expect(await call("users/map-setting", { token: elira })).toMatchObject({ json: { map_visible: 1, hide_as_shijoer: 0, map_visible_type: "only_friend" } });
    expect((await mapUsers(demo)).shijoers.flatMap((g) => ids(g.users))).not.toContain(3);
    expect((await call("users/shijoers/3", { token: demo })).json.shijoer.latitude).toBeNull();

    await call("users/update-map-setting", { token: elira, body: { type: "all_friend", filter_ids: [] } });
    expect((await mapUsers(demo)).shijoers.flatMap((g) => ids(g.users))).toContain(3);
  });

  it("offline hides from everyone; only friends can be chosen", async () => {
    const mira = await login("mira@shijo.al");
    const demo = await login(DEMO);
    expect((await call("users/update-map-setting", { token: mira, body: { type: "except_friend", filter_ids: [10] } })).status).toBe(422);
    await call("users/update-map-setting", { token: mira, body: { visible: 0 } });
    expect((await mapUsers(demo)).shijoers.flatMap((g) => ids(g.users))).not.toContain(5);
    await call("users/update-map-setting", { token: mira, body: { visible: 1 } });
    expect((await mapUsers(demo)).shijoers.flatMap((g) => ids(g.users))).toContain(5);
  });
});
