// spec 3 §7 the friends map's answers as the product API gives them (product-api/src/routes/friends-map.ts, social.ts).
import { describe, expect, it } from "vitest";
import { mapDataSchema, mapSettingSchema, shijoerDetailSchema } from "@/lib/api/schemas/social";
import { areaKilometres, circleRing } from "@/lib/map-rules/area";
import { haversineMetres } from "@/product-api/src/vendors/geo";

describe("friends map schemas", () => {
  it("reads grouped shijoers and vendors", () => {
    const data = mapDataSchema.parse({
      shijoers: [{ latitude: 41.3, longitude: 19.8, users: [{ id: 5, full_name: "Mira Shehu", username: "mira", photo: null, is_friend: true, invite_status: null, last_active_at: null }] }],
      vendors: [{ id: 2, hash_id: "abc", slug: "mullixhiu", title: "Mullixhiu", order_method: "pickup-reserve", latitude: 41.31, longitude: 19.82, logo: null }],
    });
    expect(data.shijoers[0].users[0]).toMatchObject({ id: 5, is_friend: true, invite_status: null });
    expect(data.vendors[0].order_method).toBe("pickup-reserve");
    expect(mapDataSchema.parse({}).shijoers).toEqual([]);
  });

  it("reads the map setting: flags as 0/1 or booleans, the chosen friends as ids, an unknown type as all friends", () => {
    const setting = mapSettingSchema.parse({ map_visible: 1, hide_as_shijoer: 0, map_visible_type: "only_friend", map_visible_details: [{ id: 1, full_name: "Arta Demo" }, { id: 5 }] });
    expect(setting).toEqual({ map_visible: true, hide_as_shijoer: false, map_visible_type: "only_friend", map_visible_details: [1, 5] });
    expect(mapSettingSchema.parse({ map_visible: false, hide_as_shijoer: true, map_visible_type: "nobody" })).toEqual({ map_visible: false, hide_as_shijoer: true, map_visible_type: "all_friend", map_visible_details: [] });
  });

  it("reads an approximate area (ADR 0015): the flag and radius on the marker and the person; an older answer reads as exact", () => {
    const data = mapDataSchema.parse({
      shijoers: [
        { latitude: 41.316223, longitude: 19.819916, approximate: true, accuracy_m: 720, users: [{ id: 1, full_name: "Arta Demo", username: null, photo: null, approximate: true, is_friend: false, invite_status: null }] },
        { latitude: 41.32302, longitude: 19.81201, users: [{ id: 3, full_name: "Elira Krasniqi", username: null, photo: null, is_friend: true, invite_status: null }] },
      ],
    });
    expect(data.shijoers[0]).toMatchObject({ approximate: true, accuracy_m: 720, users: [expect.objectContaining({ approximate: true })] });
    expect(data.shijoers[1]).toMatchObject({ approximate: false, accuracy_m: null, users: [expect.objectContaining({ approximate: false })] });
  });
});

describe("a person's page (spec 3 §3 Shijoer, ADR 0015)", () => {
  const base = { id: 1, username: "arta.demo", full_name: "Arta Demo", photo: null, sex: "female", country: "Albania", is_friend: false, invite_status: null };

  it("a stranger's view: an area, no birth date, the zodiac sign and the age", () => {
    const detail = shijoerDetailSchema.parse({ shijoer: { ...base, birthdate: null, zodiac: "taurus", age: 32, latitude: 41.316223, longitude: 19.819916, approximate: true, accuracy_m: 720, suggested_users: [] } });
    expect(detail.shijoer).toMatchObject({ birthdate: null, zodiac: "taurus", age: 32, approximate: true, accuracy_m: 720 });
  });

  it("no location, an unknown sign and an older answer without the new fields all parse", () => {
    const detail = shijoerDetailSchema.parse({ shijoer: { ...base, birthdate: "1994-05-12", latitude: null, longitude: null, zodiac: "dragon" } });
    expect(detail.shijoer).toMatchObject({ zodiac: null, age: null, approximate: false, accuracy_m: null, latitude: null, suggested_users: [] });
  });
});

describe("the approximate area's circle (lib/map-rules/area.ts)", () => {
  it("is a closed ring whose every point is the radius away from the centre", () => {
    const ring = circleRing(41.316223, 19.819916, 720);
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    for (const [lng, lat] of ring) expect(Math.abs(haversineMetres(41.316223, 19.819916, lat, lng) - 720)).toBeLessThan(5);
    expect(areaKilometres(720)).toBe(1);
    expect(areaKilometres(2600)).toBe(3);
  });
});

