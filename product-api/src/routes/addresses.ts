import { and, asc, desc, eq, ne } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Db } from "../db/client";
import { addresses } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { t } from "../http/i18n";
import { requireUser } from "../http/middleware";
import { fail } from "../http/respond";
import { validJson } from "../http/validate";

type AddressRow = typeof addresses.$inferSelect;

// Absent stays absent (an update keeps the column); empty or null clears it.
const line = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v === undefined ? undefined : v || null));
// Absent means "not said": a new address is then primary (spec 3 §4), an edit leaves the flag as it is.
const favourite = z
  .union([z.boolean(), z.number(), z.string()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? undefined : v === true || v === 1 || v === "1"));

// spec 2 §3 / spec 3 §3 Address. lat/lng may also come as latitude/longitude.
const addressFields = z.object({
  address_type: z.string().trim().min(1).max(40).optional(),
  notes: line(500),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
  country: line(120),
  city: line(120),
  street: line(200),
  building: line(60),
  floor: line(20),
  apartment: line(20),
  formatted_address: line(300),
  favourite,
});
const withCoords = <T extends { lat?: number; lng?: number; latitude?: number; longitude?: number }>({ latitude, longitude, ...rest }: T) => ({
  ...rest,
  lat: rest.lat ?? latitude,
  lng: rest.lng ?? longitude,
});
// POST: a whole address (a located place is required). PUT: only what is sent changes — "make primary" sends
// favourite 1 alone (spec 3 §4).
const addressBody = addressFields.transform(withCoords).refine((a) => a.lat !== undefined && a.lng !== undefined, { path: ["lat"], message: "required" });
const addressPatch = addressFields.transform(withCoords).refine((a) => (a.lat === undefined) === (a.lng === undefined), { path: ["lat"], message: "required" });

const ADDRESS_ID = "[0-9]{1,9}";

export function addressJson(a: AddressRow) {
  return {
    id: a.id, address_type: a.addressType, notes: a.notes, lat: a.lat, lng: a.lng, latitude: a.lat, longitude: a.lng,
    country: a.country, city: a.city, street: a.street, building: a.building, floor: a.floor, apartment: a.apartment,
    formatted_address: a.formattedAddress, favourite: a.favourite ? 1 : 0,
  };
}

type AddressPatch = z.output<typeof addressPatch>;

/** The columns a body sets; fields it does not carry are left out (undefined), so an update keeps them. */
function fields(body: AddressPatch) {
  const out = {
    addressType: body.address_type, notes: body.notes, lat: body.lat, lng: body.lng, country: body.country, city: body.city,
    street: body.street, building: body.building, floor: body.floor, apartment: body.apartment, formattedAddress: body.formatted_address,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as Partial<typeof out>;
}

/** spec 3 §4 Address: make primary sets favourite=1 (and only one address is primary). */
async function makePrimary(db: Db, userId: number, addressId: number) {
  await db.update(addresses).set({ favourite: false }).where(and(eq(addresses.userId, userId), ne(addresses.id, addressId)));
}

/** spec 3 §7 GET/POST addresses, PUT/DELETE addresses/{id}. POST addresses/default lives in default-address.ts. */
export function addressRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);

  const list = async (c: Context<AppEnv>, status: 200 | 201 = 200, address?: AddressRow) => {
    const rows = await db.select().from(addresses).where(eq(addresses.userId, c.get("user").id)).orderBy(desc(addresses.favourite), asc(addresses.id));
    return c.json({ addresses: rows.map(addressJson), ...(address ? { address: addressJson(address) } : {}) }, status);
  };

  app.get("/addresses", auth, (c) => list(c));

  // Saving an address (spec 3 §4: saving also sets favourite 1) makes it the primary one unless favourite is 0.
  app.post("/addresses", auth, validJson(addressBody), async (c) => {
    const body = c.req.valid("json");
    const userId = c.get("user").id;
    const primary = body.favourite !== false;
    const now = clock.now();
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(addresses)
        .values({ userId, ...fields(body), addressType: body.address_type ?? "home", lat: body.lat!, lng: body.lng!, favourite: primary, createdAt: now, updatedAt: now })
        .returning();
      if (primary) await makePrimary(tx, userId, row.id);
      return row;
    });
    return list(c, 201, saved);
  });

  app.put(`/addresses/:id{${ADDRESS_ID}}`, auth, validJson(addressPatch), async (c) => {
    const body = c.req.valid("json");
    const userId = c.get("user").id;
    const id = Number(c.req.param("id"));
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(addresses)
        .set({
          ...fields(body),
          // Only "make primary" moves the primary flag; an edit never leaves the user without one.
          ...(body.favourite ? { favourite: true } : {}),
          updatedAt: clock.now(),
        })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning();
      if (row && body.favourite) await makePrimary(tx, userId, id);
      return row;
    });
    if (!saved) return fail(c, 404, "addressNotFound");
    return list(c, 200, saved);
  });

  // spec 3 §8: "You can not delete a favorite address".
  app.delete(`/addresses/:id{${ADDRESS_ID}}`, auth, async (c) => {
    const userId = c.get("user").id;
    const id = Number(c.req.param("id"));
    const [row] = await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).limit(1);
    if (!row) return fail(c, 404, "addressNotFound");
    if (row.favourite) return c.json({ error: t(c.get("lang"), "favouriteAddressDelete") }, 422);
    await db.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    return list(c);
  });

  return app;
}
