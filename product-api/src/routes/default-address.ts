import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { addresses } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { requireUser } from "../http/middleware";
import { validJson } from "../http/validate";

// spec 1 §4 "After login, location setup: … create a default address from it". Creates the user's first address
// (favourite) from the start-up location; a user who already has addresses keeps them untouched.
const defaultBody = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
  formatted_address: z.string().trim().min(1).max(300),
  city: z.string().trim().max(120).nullish(),
  country: z.string().trim().max(120).nullish(),
});

export function defaultAddressRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();

  app.post("/addresses/default", requireUser(deps), validJson(defaultBody), async (c) => {
    const body = c.req.valid("json");
    const userId = c.get("user").id;
    const now = clock.now();
    const created = await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).limit(1);
      if (existing) return null;
      const [row] = await tx
        .insert(addresses)
        .values({
          userId,
          addressType: "home",
          lat: body.latitude,
          lng: body.longitude,
          formattedAddress: body.formatted_address,
          city: body.city ?? null,
          country: body.country ?? null,
          favourite: true,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: addresses.id });
      return row;
    });
    return c.json({ success: true, created: Boolean(created), address_id: created?.id ?? null }, created ? 201 : 200);
  });

  return app;
}
