import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { users, vendorHours } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { fail } from "../http/respond";
import { readBody } from "../http/validate";
import { secondsPerStep } from "../orders/clock";
import { armCheckoutFailure } from "../orders/test-hooks";

// Test-only (PRODUCT_API_TEST_ENDPOINTS=1): the next POST checkout of one user fails with the given status and
// message, so e2e tests reach the storefront's retry dialog; a vendor can be opened around the clock, so a
// reservation test does not depend on the hour it runs at; GET tells how far one order-clock step is.
const failBody = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  status: z.union([z.literal(409), z.literal(422), z.literal(500), z.literal(503)]).default(422),
  message: z.string().trim().min(1).max(300).nullish(),
});

export function checkoutTestRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post("/__test/checkout/fail-next", async (c) => {
    const body = await readBody(c, failBody);
    if (body instanceof Response) return body;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email)).limit(1);
    if (!user) return fail(c, 404, "notFound");
    armCheckoutFailure(db, user.id, { status: body.status, message: body.message ?? null });
    return c.json({ armed: true });
  });

  app.post("/__test/vendors/open-all-day", async (c) => {
    const body = await readBody(c, z.object({ vendor_id: z.number().int().positive() }));
    if (body instanceof Response) return body;
    await db.transaction(async (tx) => {
      await tx.delete(vendorHours).where(and(eq(vendorHours.vendorId, body.vendor_id), eq(vendorHours.kind, "opening")));
      await tx.insert(vendorHours).values([0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({ vendorId: body.vendor_id, kind: "opening" as const, weekDay, timeOpen: "00:00", timeClose: "23:59" })));
    });
    return c.json({ open: true });
  });

  app.get("/__test/order-clock", (c) => c.json({ seconds_per_step: secondsPerStep() }));

  return app;
}
