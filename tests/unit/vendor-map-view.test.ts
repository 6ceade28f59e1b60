import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { labelsAt, OFFLINE_LABELS } from "@/components/map/offline-labels";
import { mapFirstView, NEAREST_SHOWN } from "@/lib/vendors/map-view";

const TIRANA = { latitude: 41.32754, longitude: 19.81869 };
const grid = (n: number) => Array.from({ length: n }, (_, i) => ({ latitude: 41.30 + (i % 7) * 0.006, longitude: 19.78 + Math.floor(i / 7) * 0.012 }));
const inside = (p: { latitude: number; longitude: number }, [[w, s], [e, n]]: [[number, number], [number, number]]) => p.longitude >= w && p.longitude <= e && p.latitude >= s && p.latitude <= n;

describe("mapFirstView — issue 9 #23: the first view shows the vendors it lists", () => {
  it("the Tirana default fits every vendor listed (zoom 16 around the centre showed 2 of 28)", () => {
    const markers = grid(28);
    const view = mapFirstView({ center: TIRANA, markers, searched: false, oneVendor: false, zoom: 16 });
    if (view.kind !== "bounds") throw new Error("expected bounds");
    expect(markers.every((m) => inside(m, view.bounds))).toBe(true);
    expect(view.maxZoom).toBe(16);
  });

  it("a searched place fits the place and its nearest vendors, not the far ones", () => {
    const near = Array.from({ length: NEAREST_SHOWN }, (_, i) => ({ latitude: TIRANA.latitude + 0.001 * (i - 5), longitude: TIRANA.longitude + 0.001 }));
    const far = [{ latitude: 41.3231, longitude: 19.4414 }]; // Durrës
    const view = mapFirstView({ center: TIRANA, markers: [...far, ...near], searched: true, oneVendor: false, zoom: 16 });
    if (view.kind !== "bounds") throw new Error("expected bounds");
    expect([TIRANA, ...near].every((m) => inside(m, view.bounds))).toBe(true);
    expect(inside(far[0], view.bounds)).toBe(false);
  });

  it("one vendor (is_one_vendor=1) or none: centred at zoom 16 (spec 2 §9)", () => {
    const one = { latitude: 41.31, longitude: 19.82 };
    expect(mapFirstView({ center: TIRANA, markers: [one], searched: true, oneVendor: true, zoom: 16 })).toEqual({ kind: "center", ...one, zoom: 16 });
    expect(mapFirstView({ center: TIRANA, markers: [], searched: false, oneVendor: false, zoom: 16 })).toEqual({ kind: "center", ...TIRANA, zoom: 16 });
  });
});

type Feature = { properties: { name?: string; kind?: string }; geometry: { type: string; coordinates: unknown } };
const style = JSON.parse(readFileSync(path.join(process.cwd(), "public", "map", "style.json"), "utf8")) as {
  sources: Record<string, { type: string; data: { features: Feature[] } }>;
  layers: Array<{ id: string; source?: string }>;
  glyphs?: string;
};
const TIRANA_BOX: [[number, number], [number, number]] = [[19.76, 41.29], [19.88, 41.36]];
const points = (coordinates: unknown): Array<[number, number]> =>
  Array.isArray(coordinates) && typeof coordinates[0] === "number" ? [coordinates as [number, number]] : (coordinates as unknown[]).flatMap(points);
const inTirana = (f: Feature) => points(f.geometry.coordinates).some(([lng, lat]) => inside({ latitude: lat, longitude: lng }, TIRANA_BOX));

describe("the offline map style looks like a map of Tirana (issue 9 #23)", () => {
  it("fetches nothing: inline GeoJSON only, no tiles, glyphs or sprites", () => {
    expect(style.glyphs).toBeUndefined();
    for (const source of Object.values(style.sources)) expect(source.type).toBe("geojson");
  });

  it("draws Tirana's main streets by name", () => {
    const streets = style.sources.roads.data.features.filter((f) => f.properties.kind === "street" && inTirana(f)).map((f) => f.properties.name);
    expect(new Set(streets).size).toBeGreaterThanOrEqual(12);
    expect(streets).toEqual(expect.arrayContaining(["Bulevardi Dëshmorët e Kombit", "Bulevardi Zogu I", "Rruga e Kavajës", "Rruga e Durrësit", "Rruga e Elbasanit", "Unaza e Madhe"]));
  });

  it("draws water and parks in Tirana, under the streets", () => {
    expect(style.sources.lakes.data.features.some(inTirana)).toBe(true);
    expect(style.sources.rivers.data.features.filter(inTirana).map((f) => f.properties.name)).toEqual(expect.arrayContaining(["Lana"]));
    expect(style.sources.parks.data.features.some(inTirana)).toBe(true);
    const order = style.layers.map((l) => l.id);
    for (const under of ["parks", "lakes", "rivers"]) expect(order.indexOf(under)).toBeLessThan(order.indexOf("roads"));
  });

  it("names the city at every zoom up to the streets, and the streets once they are readable", () => {
    for (const zoom of [10, 12, 14, 15]) expect(labelsAt(zoom).some((l) => l.kind === "city" && l.name === null)).toBe(true);
    expect(labelsAt(16).filter((l) => l.kind === "street").length).toBeGreaterThanOrEqual(8);
    expect(labelsAt(null)).toEqual([]);
    // Every street label names a street the style draws.
    const drawn = new Set(style.sources.roads.data.features.map((f) => f.properties.name));
    for (const l of OFFLINE_LABELS.filter((x) => x.kind === "street")) expect(drawn.has(l.name!), l.name!).toBe(true);
  });
});
