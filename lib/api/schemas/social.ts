import { z } from "zod";
import { ZODIAC_SIGNS, type ZodiacSign } from "@/contract/zodiac";
import { flag, numberOrNull, text } from "./primitives";
import { vendorMarkerSchema } from "./vendor";

// spec 3 §3 Shijoer, friend/invitation items and map data, as the product API answers them (spec 3 §7).
const yes = flag.transform((v) => v === 1);
const inviteStatus = z
  .string()
  .nullish()
  .transform((v): "invited" | "received" | null => (v === "invited" || v === "received" ? v : null));

// ADR 0015: a location is exact, or an approximate area (the centre of a grid cell of at least 1 km, with the radius
// that holds the cell) drawn as a circle, never a pin; the full birth date only reaches friends, the zodiac sign and
// age everyone. An older product API that sends neither flag nor sign reads as exact and as "no sign".
const approximate = flag.transform((v) => v === 1);
const zodiac = z
  .string()
  .nullish()
  .transform((v): ZodiacSign | null => ((ZODIAC_SIGNS as readonly string[]).includes(v ?? "") ? (v as ZodiacSign) : null));

export const shijoerSchema = z.object({
  id: z.number(),
  username: text,
  full_name: z.string(),
  photo: text,
  birthdate: text,
  zodiac,
  age: numberOrNull,
  sex: text,
  country: text,
  latitude: numberOrNull,
  longitude: numberOrNull,
  approximate,
  accuracy_m: numberOrNull,
  is_friend: yes,
  invite_status: inviteStatus,
});
export type Shijoer = z.infer<typeof shijoerSchema>;

export const shijoerPageSchema = z.object({
  shijoers: z.object({ data: z.array(shijoerSchema), current_page: z.number(), last_page: z.number() }),
});
export type ShijoerPage = z.infer<typeof shijoerPageSchema>["shijoers"];

export const shijoerDetailSchema = z.object({
  shijoer: shijoerSchema.extend({ suggested_users: z.array(shijoerSchema).nullish().transform((v) => (v ?? []).slice(0, 10)) }),
});
export type ShijoerDetail = z.infer<typeof shijoerDetailSchema>["shijoer"];

const invitationItem = z.object({ id: z.number(), full_name: z.string(), username: text, photo: text, invite_date: text, seen: z.number().nullish() });
export type InvitationItem = z.infer<typeof invitationItem>;
export const invitationsSchema = z.object({ invitations: z.object({ received: z.array(invitationItem), sent: z.array(invitationItem) }) });

export const friendshipAnswerSchema = z.object({ is_friend: z.boolean().optional(), invite_status: inviteStatus.optional() }).loose();

// spec 3 §7 the friends map: POST users/shijo-map-data-… → { shijoers: groups, vendors }; GET users/map-setting.
const mapUser = z.object({
  id: z.number(),
  full_name: z.string(),
  username: text,
  photo: text,
  approximate,
  is_friend: yes,
  invite_status: inviteStatus,
});
export type MapUser = z.infer<typeof mapUser>;
/** A marker: people at one exact place (or grouped nearby), or everyone seen only as one approximate area. */
const mapGroup = z.object({ latitude: z.number(), longitude: z.number(), approximate, accuracy_m: numberOrNull, users: z.array(mapUser) });
export type MapGroup = z.infer<typeof mapGroup>;
const mapVendor = vendorMarkerSchema;
export type MapVendor = z.infer<typeof mapVendor>;
export const mapDataSchema = z.object({
  shijoers: z.array(mapGroup).nullish().transform((v) => v ?? []),
  vendors: z.array(mapVendor).nullish().transform((v) => v ?? []),
});
export type MapData = z.infer<typeof mapDataSchema>;

export const MAP_VISIBLE_TYPES = ["all_friend", "except_friend", "only_friend"] as const;
export type MapVisibleType = (typeof MAP_VISIBLE_TYPES)[number];
export const mapSettingSchema = z.object({
  map_visible: yes,
  hide_as_shijoer: yes,
  map_visible_type: z
    .string()
    .nullish()
    .transform((v): MapVisibleType => (MAP_VISIBLE_TYPES as readonly string[]).includes(v ?? "") ? (v as MapVisibleType) : "all_friend"),
  map_visible_details: z
    .array(z.object({ id: z.number(), full_name: z.string().nullish() }).loose())
    .nullish()
    .transform((v) => (v ?? []).map((f) => f.id)),
});
export type MapSetting = z.infer<typeof mapSettingSchema>;
