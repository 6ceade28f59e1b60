import { and, between as within, eq, isNotNull, ne } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { readAsJson } from "../db/json";
import { users, vendors } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { requireUser } from "../http/middleware";
import { absoluteUrl } from "../http/urls";
import { validJson } from "../http/validate";
import { BRAND } from "../social/brand";
import { choseViewer, linksOf, listedUser, mayShowLocationTo, statusFor } from "../social/graph";
import { CELL_LAT_DEGREES, widestCellDegrees } from "../social/location-grid";
import { groupByCell, type Placed } from "../social/map-groups";
import { placedColumns, placePeople, type PlacedView, type SeenLocation } from "../social/people";
import { haversineMetres } from "../vendors/geo";
import { markerJson, vendorMarkerColumns } from "../vendors/markers";

// spec 3 §7 POST users/shijo-map-data-with-distance-with-maplocation-with-lastactive-users → { shijoers, vendors }.
// ADR 0015: each person is first turned into what the viewer may see (social/people.ts: exact, a grid cell, or
// nothing); only then is the view's box, the distance and the grouping applied — to the location as seen — so no
// box however small, no distance and no count tells more than the cell.

const lat = z.coerce.number().min(-90).max(90);
const lng = z.coerce.number().min(-180).max(180);
const body = z.object({
  user_latitude: lat.optional(),
  user_longitude: lng.optional(),
  latitude: lat,
  longitude: lng,
  latitudeDelta: z.coerce.number().positive().max(10).default(0.03),
  longitudeDelta: z.coerce.number().positive().max(10).default(0.03),
  zoom: z.coerce.number().min(0).max(24).optional(),
  group_size: z.coerce.number().int().min(1).max(4).default(1),
  distance: z.coerce.number().positive().max(100_000).default(20_000),
});

const MAX_USERS = 500;
const MAX_VENDORS = 200;

export function friendsMapRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.post(`/users/${BRAND}-map-data-with-distance-with-maplocation-with-lastactive-users`, requireUser(deps), validJson(body), async (c) => {
    const q = c.req.valid("json");
    const me = c.get("user").id;
    const box = {
      lat: [q.latitude - q.latitudeDelta, q.latitude + q.latitudeDelta] as const,
      lng: [q.longitude - q.longitudeDelta, q.longitude + q.longitudeDelta] as const,
    };
    const inBox = (p: { latitude: number; longitude: number }) => p.latitude >= box.lat[0] && p.latitude <= box.lat[1] && p.longitude >= box.lng[0] && p.longitude <= box.lng[1];
    const near = (p: { latitude: number; longitude: number }) => haversineMetres(q.latitude, q.longitude, p.latitude, p.longitude) <= q.distance;

    // Candidates by their stored place in the box widened by a whole cell, so everyone whose cell centre is in the
    // box is among them; who is kept is decided on the location as seen.
    const margin = { lat: CELL_LAT_DEGREES, lng: widestCellDegrees(box.lat[0] - CELL_LAT_DEGREES, box.lat[1] + CELL_LAT_DEGREES) };
    // The vendors depend on nothing else: read beside the viewer's links (PostgreSQL answers both at once).
    const [links, vendorRows] = await Promise.all([
      linksOf(db, me),
      readAsJson(
        db,
        db
          .select({ ...vendorMarkerColumns, vendor_type: vendors.vendorType })
          .from(vendors)
          .where(and(eq(vendors.isActive, true), within(vendors.latitude, ...box.lat), within(vendors.longitude, ...box.lng)))
          .orderBy(vendors.id)
          .limit(MAX_VENDORS),
      ),
    ]);
    const friendIds = [...links].filter(([, l]) => l.status === "accepted").map(([id]) => id);
    // Only people who show this viewer something take one of the MAX_USERS places: who hides, is offline or
    // excepted the viewer never decides whether someone else appears (ADR 0015). Whether each chose the viewer on
    // their list comes with them (one statement fewer, and no list of 500 ids sent back).
    // Both lists are read as one JSON value each (readAsJson): PGlite's decoding of 500 × 11 values was most of the read.
    const rows = await readAsJson(
      db,
      db
        .select({ ...placedColumns, choseViewer: choseViewer(me) })
        .from(users)
        .where(
          and(
            listedUser,
            ne(users.id, me),
            isNotNull(users.latitude),
            isNotNull(users.longitude),
            within(users.latitude, box.lat[0] - margin.lat, box.lat[1] + margin.lat),
            within(users.longitude, box.lng[0] - margin.lng, box.lng[1] + margin.lng),
            mayShowLocationTo(me, friendIds),
          ),
        )
        .orderBy(users.id)
        .limit(MAX_USERS),
    );
    const chose = new Set(rows.filter((r) => r.choseViewer).map((r) => r.id));
    const views = await placePeople(db, me, rows, links, chose);
    const baseUrl = c.get("baseUrl");
    const item = (v: PlacedView<(typeof rows)[number]>, at: SeenLocation) => ({
      id: v.row.id,
      full_name: v.row.fullName,
      username: v.row.username,
      photo: absoluteUrl(baseUrl, v.row.photo),
      latitude: at.latitude,
      longitude: at.longitude,
      approximate: at.approximate,
      accuracy_m: at.accuracyMetres,
      last_active_at: v.isFriend && !at.approximate ? (v.row.lastActiveAt?.toISOString() ?? null) : null,
      ...statusFor(v.link, me),
    });
    const exact: Array<Placed<ReturnType<typeof item>>> = [];
    const areas = new Map<string, { latitude: number; longitude: number; approximate: true; accuracy_m: number | null; users: Array<ReturnType<typeof item>> }>();
    for (const person of rows) {
      const v = views.get(person.id);
      const at = v?.location;
      if (!v || !at || !inBox(at) || !near(at)) continue;
      if (!at.approximate) {
        exact.push({ latitude: at.latitude, longitude: at.longitude, item: item(v, at) });
        continue;
      }
      // People seen only as an area share their cell's marker, whatever the group size.
      const key = `${at.latitude}:${at.longitude}`;
      const area = areas.get(key) ?? { latitude: at.latitude, longitude: at.longitude, approximate: true as const, accuracy_m: at.accuracyMetres, users: [] };
      area.users.push(item(v, at));
      areas.set(key, area);
    }

    return c.json({
      [`${BRAND}ers`]: [
        ...groupByCell(exact, q.group_size as 1 | 2 | 3 | 4).map((g) => ({ ...g, approximate: false, accuracy_m: null })),
        ...areas.values(),
      ],
      vendors: vendorRows.filter(near).map((v) => markerJson(v, baseUrl)),
    });
  });

  return app;
}
