import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { vendorFavourites, vendorFoodCategories, vendorHours, zones } from "../db/schema";
import type { VendorExtras, VendorRow } from "../serializers/vendor";
import { haversineMetres, zoneContaining, type ZoneRow } from "./geo";
import type { HoursRow } from "./open-state";

export interface Point {
  lat: number;
  lng: number;
}

function group<T extends { vendorId: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(row.vendorId);
    if (list) list.push(row);
    else out.set(row.vendorId, [row]);
  }
  return out;
}

/**
 * Hours, zones, food categories and the user's favourites for a set of vendor rows, in four queries whatever
 * the number of vendors; distance and zone are computed for the point when one is given.
 */
export async function loadVendorExtras(
  db: Db,
  rows: readonly VendorRow[],
  opts: { point?: Point | null; userId?: number | null; selectedOrderMethod?: string | null } = {},
): Promise<Map<number, VendorExtras>> {
  const ids = rows.map((r) => r.id);
  const out = new Map<number, VendorExtras>();
  if (ids.length === 0) return out;
  const [hours, zoneRows, categories, favourites] = await Promise.all([
    db.select().from(vendorHours).where(inArray(vendorHours.vendorId, ids)).orderBy(asc(vendorHours.weekDay), asc(vendorHours.timeOpen)),
    db.select().from(zones).where(inArray(zones.vendorId, ids)).orderBy(asc(zones.id)),
    db.select().from(vendorFoodCategories).where(inArray(vendorFoodCategories.vendorId, ids)),
    opts.userId
      ? db
          .select({ vendorId: vendorFavourites.vendorId })
          .from(vendorFavourites)
          .where(and(eq(vendorFavourites.userId, opts.userId), inArray(vendorFavourites.vendorId, ids)))
      : Promise.resolve([]),
  ]);
  const hoursBy = group(hours);
  const zonesBy = group(zoneRows);
  const categoriesBy = group(categories);
  const favs = new Set(favourites.map((f) => f.vendorId));
  const toHours = (list: typeof hours, kind: "opening" | "reservation"): HoursRow[] =>
    list.filter((h) => h.kind === kind).map((h) => ({ weekDay: h.weekDay, timeOpen: h.timeOpen, timeClose: h.timeClose }));
  for (const row of rows) {
    const vh = hoursBy.get(row.id) ?? [];
    const vz: ZoneRow[] = (zonesBy.get(row.id) ?? []).map((z) => ({
      id: z.id, name: z.name, radiusM: z.radiusM, polygon: z.polygon ?? null, deliveryFee: z.deliveryFee,
    }));
    const point = opts.point ?? null;
    out.set(row.id, {
      opening: toHours(vh, "opening"),
      reservation: toHours(vh, "reservation"),
      foodCategoryIds: (categoriesBy.get(row.id) ?? []).map((c) => c.foodCategoryId).sort((a, b) => a - b),
      distance: point ? haversineMetres(point.lat, point.lng, row.latitude, row.longitude) : 0,
      zone: point ? zoneContaining(point, row, vz) : null,
      isFav: favs.has(row.id),
      selectedOrderMethod: opts.selectedOrderMethod ?? null,
    });
  }
  return out;
}
