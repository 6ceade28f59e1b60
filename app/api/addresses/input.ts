import { z } from "zod";

// spec 2 §3 / spec 3 §3 Address as lib/validation/address.ts prepares it.
const text = (max: number) => z.string().trim().max(max);
const fields = {
  address_type: z.string().trim().min(1).max(40),
  notes: text(500),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  country: text(120),
  city: text(120),
  street: text(200),
  building: text(60),
  floor: text(20),
  apartment: text(20),
  formatted_address: text(300),
  favourite: z.union([z.literal(0), z.literal(1)]),
};

/** A new address: a type and a location; the rest may be left out. Primary unless favourite is 0 (spec 3 §4). */
export const addressInput = z.object(fields).partial().required({ address_type: true, lat: true, lng: true });

/** An edit: only what is sent changes (no defaults), e.g. "make primary" sends favourite 1 alone (spec 3 §4). */
export const addressPatchInput = z.object(fields).partial();
