import { and, between as within, eq, isNotNull, ne } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { users, vendors } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { requireUser } from "../http/middleware";
import { absoluteUrl } from "../http/urls";
import { validJson } from "../http/validate";
import { BRAND } from "../social/brand";
import { linksOf, listedUser, statusFor, visibleTo } from "../social/graph";
import { groupByCell } from "../social/map-groups";
import { haversineMetres } from "../vendors/geo";

// spec 3 §7 POST users/shijo-map-data-with-distance-with-maplocation-with-lastactive-users → { shijoers, vendors }.
// Who appears is decided by §4 Map visibility (graph.visibleTo) before grouping, so no count gives a hidden user away.

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
    const near = (p: { latitude: number; longitude: number }) => haversineMetres(q.latitude, q.longitude, p.latitude, p.longitude) <= q.distance;

    const candidates = await db
      .select()
      .from(users)
      .where(and(listedUser, ne(users.id, me), isNotNull(users.latitude), isNotNull(users.longitude), within(users.latitude, ...box.lat), within(users.longitude, ...box.lng)))
      .orderBy(users.id)
      .limit(MAX_USERS);
    const links = await linksOf(db, me);
    const visible = await visibleTo(db, me, candidates, links);
    const baseUrl = c.get("baseUrl");
    const placed = candidates
      .filter((u) => visible.has(u.id) && near({ latitude: u.latitude!, longitude: u.longitude! }))
      .map((u) => ({
        latitude: u.latitude!,
        longitude: u.longitude!,
        item: { id: u.id, full_name: u.fullName, username: u.username, photo: absoluteUrl(baseUrl, u.photo), birthdate: u.birthdate, latitude: u.latitude, longitude: u.longitude, last_active_at: u.lastActiveAt?.toISOString() ?? null, ...statusFor(links.get(u.id), me) },
      }));

    const vendorRows = await db
      .select({ id: vendors.id, hash_id: vendors.hashId, slug: vendors.slug, title: vendors.title, vendor_type: vendors.vendorType, order_method: vendors.orderMethod, latitude: vendors.latitude, longitude: vendors.longitude, logo: vendors.logoPath })
      .from(vendors)
      .where(and(eq(vendors.isActive, true), within(vendors.latitude, ...box.lat), within(vendors.longitude, ...box.lng)))
      .orderBy(vendors.id)
      .limit(MAX_VENDORS);

    return c.json({
      [`${BRAND}ers`]: groupByCell(placed, q.group_size as 1 | 2 | 3 | 4),
      vendors: vendorRows.filter(near).map((v) => ({ ...v, logo: absoluteUrl(baseUrl, v.logo) })),
    });
  });

  return app;
}
