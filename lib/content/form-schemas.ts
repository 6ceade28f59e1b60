import { z } from "zod";
import { CONTACT_MESSAGE_MIN_LENGTH } from "@/lib/validation/contact";
import { FIRST_BIRTH_YEAR, VEHICLE_TYPES } from "@/lib/validation/courier";
import { isValidEmail } from "@/lib/validation/email";
import { PARTNER_VENDOR_TYPES } from "@/lib/validation/partner";
import { isAlbanianMobile, removeSpaces } from "@/lib/validation/phone";

// The BFF's input schemas for the public forms (spec 1 §5): the same rules as the pages' checks, so a request that
// skips the page still gets a 400 with field errors instead of reaching the product API.
const text = (max: number) => z.string().trim().min(1).max(max);
const email = z.string().trim().max(254).refine(isValidEmail);
const phone = z.string().max(30).transform(removeSpaces).refine(isAlbanianMobile);

export const contactInput = z.object({
  name: text(120),
  email,
  subject: text(200),
  message: z.string().trim().min(CONTACT_MESSAGE_MIN_LENGTH).max(5000),
  subscribe: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
});

export const courierInput = z
  .object({
    vehicle_type: z.enum(VEHICLE_TYPES),
    full_name: text(120),
    gender: z.enum(["male", "female"]),
    phone,
    email,
    password: z.string().min(1).max(200),
    year: z.number().int().min(FIRST_BIRTH_YEAR).max(2100),
    // spec 1 §3: sent 1-based.
    month: z.number().int().min(1).max(12),
    day: z.number().int().min(1).max(31),
    birthdate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  })
  .refine((v) => v.birthdate === `${v.year}-${String(v.month).padStart(2, "0")}-${String(v.day).padStart(2, "0")}`, { path: ["birthdate"] });

export const partnerInput = z.object({
  store_name: text(160),
  vendor_type: z.enum(PARTNER_VENDOR_TYPES),
  country: text(80),
  city: text(80),
  state: text(80),
  full_name: text(120),
  phone,
  email,
});

export const newsletterInput = z.object({ email, source: z.enum(["blog", "landing", "footer", "contact"]).optional() });
