// spec 3 §7 the friends map's answers as the product API gives them (product-api/src/routes/friends-map.ts, social.ts).
import { describe, expect, it } from "vitest";
import { mapDataSchema, mapSettingSchema } from "@/lib/api/schemas/social";

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
});
