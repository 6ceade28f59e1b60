import { and, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@/product-api/src/db/schema";
import { chosenFriends, linksOf, listedUser, mayShowLocationTo } from "@/product-api/src/social/graph";
import { locationAccess } from "@/product-api/src/social/map-visibility";
import { haversineMetres } from "@/product-api/src/vendors/geo";
import { PEOPLE } from "@/product-api/src/seed/data/people";
import { seededApi } from "./support/seeded-api";

// Issue 24 "Location privacy" (ADR 0015) over real HTTP, asked the way an attacker would: by id as a stranger, with
// tiny map boxes and distances, again and again to average the answer, and by removing a friendship to escape an
// exception. Seeded people: demo (1) shows all friends; Elira (3) is demo's friend; Dorian (4) shows all friends
// except demo; Gent (6) hides as shijoer; Klea (7) shows only chosen friends (demo, Mira); Sara (9) is offline;
// Noel (10) and Luana (11) are strangers to demo.
const { api, call, login } = seededApi();

const DEMO = "demo@shijo.al";
const NOEL = "noel@shijo.al";
const person = (id: number) => PEOPLE[id - 1];
const EXACT_DEMO = { latitude: person(1).lat, longitude: person(1).lng };

type Shown = { id: number; latitude: number | null; longitude: number | null; approximate: boolean; accuracy_m: number | null; birthdate: string | null; zodiac: string | null; age: number | null };

async function page(token: string, id: number) {
  const res = await call(`users/shijoers/${id}`, { token });
  return res as { status: number; json: { shijoer: Shown & { suggested_users: Shown[] } } };
}

async function map(token: string, at: { latitude: number; longitude: number }, delta = 0.2, distance = 20_000, groupSize = 1) {
  const res = await call("users/shijo-map-data-with-distance-with-maplocation-with-lastactive-users", {
    token,
    body: { ...at, latitudeDelta: delta, longitudeDelta: delta, zoom: 14, group_size: groupSize, distance },
  });
  expect(res.status).toBe(200);
  return res.json.shijoers as Array<{ latitude: number; longitude: number; approximate: boolean; accuracy_m: number | null; users: Array<Shown & { last_active_at: string | null }> }>;
}
const onMap = (groups: Awaited<ReturnType<typeof map>>, id: number) => groups.find((g) => g.users.some((u) => u.id === id));

describe("a stranger sees at most an approximate area (issue 24)", () => {
  it("a stranger asking demo's page by id gets an area of at least 1 km around demo, never demo's home", async () => {
    const noel = await login(NOEL);
    const { status, json } = await page(noel, 1);
    expect(status).toBe(200);
    const seen = json.shijoer;
    expect(seen.approximate).toBe(true);
    expect(seen.latitude).not.toBeNull();
    expect([seen.latitude, seen.longitude]).not.toEqual([EXACT_DEMO.latitude, EXACT_DEMO.longitude]);
    const off = haversineMetres(seen.latitude!, seen.longitude!, EXACT_DEMO.latitude, EXACT_DEMO.longitude);
    // The area's radius holds demo's place, and is that of a cell of at least 1 km (half-diagonal ≥ 707 m).
    expect(off).toBeLessThanOrEqual(seen.accuracy_m!);
    expect(seen.accuracy_m!).toBeGreaterThanOrEqual(707);
  });

  it("asking again and again, on every call that carries demo, gives the very same cell: nothing to average", async () => {
    const noel = await login(NOEL);
    const answers = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const { json } = await page(noel, 1);
      answers.add(`${json.shijoer.latitude},${json.shijoer.longitude}`);
    }
    const directory = (await call("users/shijoers?name=arta", { token: noel })).json.shijoers.data as Shown[];
    const fromDirectory = directory.find((p) => p.id === 1)!;
    answers.add(`${fromDirectory.latitude},${fromDirectory.longitude}`);
    const area = onMap(await map(noel, EXACT_DEMO), 1)!;
    answers.add(`${area.latitude},${area.longitude}`);
    expect(area.approximate).toBe(true);
    expect(answers.size).toBe(1);
  });

  it("moving within the cell changes nothing a stranger sees; the cell is fixed, not drawn around the person", async () => {
    const demo = await login(DEMO);
    const noel = await login(NOEL);
    const before = (await page(noel, 1)).json.shijoer;
    // 60 m towards the cell's centre: same cell, same answer.
    const toward = { latitude: EXACT_DEMO.latitude + (Math.sign(before.latitude! - EXACT_DEMO.latitude) || 1) * 0.0005, longitude: EXACT_DEMO.longitude + (Math.sign(before.longitude! - EXACT_DEMO.longitude) || 1) * 0.0005 };
    expect((await call("users", { method: "PUT", token: demo, body: toward })).status).toBe(200);
    const after = (await page(noel, 1)).json.shijoer;
    expect([after.latitude, after.longitude]).toEqual([before.latitude, before.longitude]);
    expect((await call("users", { method: "PUT", token: demo, body: EXACT_DEMO })).status).toBe(200);
  });

  it("tiny map boxes and distances around demo's real place find nothing: only the cell's centre is ever matched", async () => {
    const noel = await login(NOEL);
    const centre = (await page(noel, 1)).json.shijoer;
    // A box of ±55 m around demo's home and a 100 m radius: demo is not there as far as a stranger can tell.
    expect(onMap(await map(noel, EXACT_DEMO, 0.0005, 100_000), 1)).toBeUndefined();
    expect(onMap(await map(noel, EXACT_DEMO, 0.2, 100), 1)).toBeUndefined();
    // Around the centre of the cell, the area is found, at the centre, with its radius.
    const found = onMap(await map(noel, { latitude: centre.latitude!, longitude: centre.longitude! }, 0.0005, 100), 1)!;
    expect(found).toMatchObject({ latitude: centre.latitude, longitude: centre.longitude, approximate: true, accuracy_m: centre.accuracy_m });
    expect(found.users.find((u) => u.id === 1)).toMatchObject({ approximate: true, latitude: centre.latitude, last_active_at: null });
  });

  it("gives strangers the zodiac sign and the age, never the full birth date; friends get the date", async () => {
    const noel = await login(NOEL);
    const demo = await login(DEMO);
    const stranger = (await page(noel, 1)).json.shijoer;
    expect(stranger.birthdate).toBeNull();
    expect(stranger.zodiac).toBe("taurus"); // 12 May
    expect(stranger.age).toEqual(expect.any(Number));
    expect(stranger.age).toBeGreaterThanOrEqual(30);
    const friend = (await page(demo, 3)).json.shijoer;
    expect(friend).toMatchObject({ birthdate: person(3).birthdate, zodiac: "pisces" });
    const directory = (await call("users/shijoers", { token: noel })).json.shijoers.data as Shown[];
    expect(directory.length).toBeGreaterThan(0);
    for (const p of directory) expect(p.birthdate, `directory ${p.id}`).toBeNull();
  });
});

describe("exact location only to the friends the mode allows", () => {
  it("an allowed friend sees the exact place, on the page and on the map", async () => {
    const demo = await login(DEMO);
    const elira = (await page(demo, 3)).json.shijoer;
    expect(elira).toMatchObject({ latitude: person(3).lat, longitude: person(3).lng, approximate: false, accuracy_m: null });
    const marker = onMap(await map(demo, { latitude: person(3).lat, longitude: person(3).lng }, 0.01), 3)!;
    expect(marker).toMatchObject({ latitude: person(3).lat, longitude: person(3).lng, approximate: false });
  });

  it("nothing at all when the person hides as shijoer, is offline or shows only chosen friends", async () => {
    const noel = await login(NOEL);
    // Gent hides as shijoer: a stranger cannot even reach him by id; Sara is offline; Klea shows only chosen friends.
    expect((await page(noel, 6)).status).toBe(404);
    for (const id of [9, 7]) {
      const seen = (await page(noel, id)).json.shijoer;
      expect(seen, `person ${id}`).toMatchObject({ latitude: null, longitude: null, approximate: false });
    }
    const groups = await map(noel, { latitude: 41.3275, longitude: 19.8187 }, 0.5, 100_000, 4);
    // The same map shows a stranger's area (demo's): the people above are missing, not the whole map.
    expect(onMap(groups, 1), "demo on the map").toBeDefined();
    for (const id of [6, 7, 9]) expect(onMap(groups, id), `person ${id} on the map`).toBeUndefined();
  });

  it("on the map a person's list decides for the friend it names: Klea's chosen demo sees her exact place, Dorian's excepted demo nothing", async () => {
    // The map reads "did this person choose the viewer" with the people themselves (graph.ts choseViewer).
    const demo = await login(DEMO);
    const klea = onMap(await map(demo, { latitude: person(7).lat, longitude: person(7).lng }, 0.01), 7);
    expect(klea, "Klea on demo's map").toMatchObject({ latitude: person(7).lat, longitude: person(7).lng, approximate: false });
    expect(onMap(await map(demo, { latitude: person(4).lat, longitude: person(4).lng }, 0.01), 4), "Dorian on demo's map").toBeUndefined();
    // Elira, Dorian's friend he did not except, sees him exactly.
    const elira = await login("elira@shijo.al");
    expect(onMap(await map(elira, { latitude: person(4).lat, longitude: person(4).lng }, 0.01), 4)).toMatchObject({ latitude: person(4).lat, approximate: false });
  });

  it("a friend Klea did not choose sees nothing of her, not even the stranger's area", async () => {
    const noel = await login(NOEL);
    const klea = await login("klea@shijo.al");
    expect((await call("users/friends/update", { token: noel, body: { friend_id: 7, status: "invited" } })).status).toBe(200);
    expect((await call("users/friends/update", { token: klea, body: { friend_id: 10, status: "accepted" } })).json).toMatchObject({ is_friend: true });
    expect((await page(noel, 7)).json.shijoer).toMatchObject({ is_friend: true, latitude: null, approximate: false });
    expect(onMap(await map(noel, { latitude: person(7).lat, longitude: person(7).lng }), 7)).toBeUndefined();
    expect((await call("users/friends/remove", { token: noel, body: { friend_id: 7 } })).status).toBe(200);
  });
});

describe("an exception holds whether or not the two are friends today", () => {
  it("demo, excluded by Dorian, removes the friendship and still sees nothing — not even a stranger's area", async () => {
    const demo = await login(DEMO);
    const dorian = await login("dorian@shijo.al");
    const excluded = (await page(demo, 4)).json.shijoer;
    expect(excluded).toMatchObject({ is_friend: true, latitude: null });

    expect((await call("users/friends/remove", { token: demo, body: { friend_id: 4 } })).status).toBe(200);
    const escaped = (await page(demo, 4)).json.shijoer;
    expect(escaped).toMatchObject({ is_friend: false, latitude: null, longitude: null, approximate: false });
    expect(onMap(await map(demo, { latitude: person(4).lat, longitude: person(4).lng }, 0.2, 100_000, 4), 4)).toBeUndefined();
    // Another stranger does get the area: the difference is the exception, not the friendship.
    expect((await page(await login(NOEL), 4)).json.shijoer.approximate).toBe(true);

    // Dorian's client re-saves his choice from his friends list today (demo is not in it): demo stays excluded.
    const saved = await call("users/update-map-setting", { token: dorian, body: { type: "except_friend", filter_ids: [3] } });
    expect(saved.status).toBe(200);
    expect(saved.json.user.map_visible_details.map((f: { id: number }) => f.id).sort()).toEqual([1, 3]);
    expect((await page(demo, 4)).json.shijoer.latitude).toBeNull();
    // Sending demo's id back (as map_visible_details listed it) is accepted, not refused as "not a friend".
    expect((await call("users/update-map-setting", { token: dorian, body: { type: "except_friend", filter_ids: [1, 3] } })).status).toBe(200);
  });
});

describe("suggestions and every other answer carrying a person", () => {
  it("suggested people carry only what the viewer may see of each", async () => {
    const noel = await login(NOEL);
    const { json } = await page(noel, 3);
    expect(json.shijoer.suggested_users.length).toBeGreaterThan(0);
    for (const s of json.shijoer.suggested_users) {
      const exact = PEOPLE[s.id - 1] ?? null;
      expect(s.birthdate, `suggested ${s.id}`).toBeNull();
      if (s.latitude !== null) expect(s.approximate, `suggested ${s.id} is not Noel's friend`).toBe(true);
      if (exact) expect([s.latitude, s.longitude]).not.toEqual([exact.lat, exact.lng]);
    }
  });

  it("nobody's phone or e-mail reaches another user: directory, pages, map, invitations, friends, chats", async () => {
    const demo = await login(DEMO);
    const answers = [
      await call("users/shijoers", { token: demo }),
      await call("users/shijoers?page=2", { token: demo }),
      await call("users/shijoers/3", { token: demo }),
      await call("users/shijoers/10", { token: demo }),
      await call("users/invitations", { token: demo }),
      await call("users/friends", { token: demo, body: { status: "accepted" } }),
      await call("users/map-setting", { token: demo }),
      await call("chats/channels", { token: demo }),
      await call("users/shijo-map-data-with-distance-with-maplocation-with-lastactive-users", { token: demo, body: { latitude: 41.3275, longitude: 19.8187, latitudeDelta: 1, longitudeDelta: 1, distance: 100_000 } }),
    ];
    // Real answers, not error bodies that would hold nobody's data anyway.
    for (const [i, answer] of answers.entries()) expect(answer.status, `answer ${i}`).toBe(200);
    const text = answers.map((a) => JSON.stringify(a.json)).join("\n");
    for (const other of PEOPLE.slice(1)) {
      expect(text, `${other.fullName}'s e-mail`).not.toContain(other.email);
      expect(text, `${other.fullName}'s phone`).not.toContain(other.phone);
    }
    // Chat people carry no location or birth date at all.
    // (The list names a group's people by its last message only, ADR 0013: a single channel's members and every sender.)
    const members = (answers[7].json.data as Array<{ members?: Array<Record<string, unknown>>; last_msg: { user: Record<string, unknown> } | null }>).flatMap((c) => [...(c.members ?? []), ...(c.last_msg ? [c.last_msg.user] : [])]);
    expect(members.length).toBeGreaterThan(5);
    for (const m of members) {
      expect(m).not.toHaveProperty("latitude");
      expect(m).not.toHaveProperty("birthdate");
    }
  });
});

describe("the candidate pools keep exactly the people the view would show (graph.ts mayShowLocationTo)", () => {
  it("for every seeded viewer and person, the SQL rule agrees with locationAccess: nobody who shows nothing takes a place", async () => {
    const db = api().db;
    const everyone = await db.select().from(users).where(listedUser);
    expect(everyone.length).toBeGreaterThan(20);
    const chosen = await chosenFriends(db, everyone.map((u) => u.id));
    for (const viewer of [1, 3, 4, 7, 10]) {
      const links = await linksOf(db, viewer);
      const friendIds = [...links].filter(([, l]) => l.status === "accepted").map(([id]) => id);
      const inPool = new Set(
        (await db.select({ id: users.id }).from(users).where(and(listedUser, ne(users.id, viewer), mayShowLocationTo(viewer, friendIds)))).map((r) => r.id),
      );
      for (const owner of everyone.filter((u) => u.id !== viewer)) {
        const access = locationAccess(
          { id: owner.id, mapVisible: owner.mapVisible, hideAsShijoer: owner.hideAsShijoer, mapVisibleType: owner.mapVisibleType, chosen: chosen.get(owner.id) ?? new Set<number>() },
          viewer,
          friendIds.includes(owner.id),
        );
        expect(inPool.has(owner.id), `viewer ${viewer}, person ${owner.id} (${owner.mapVisibleType}): ${access}`).toBe(access !== "none");
      }
    }
  });
});
