import { z } from "zod";

// spec 3 §3 Shijoer, friend/invitation items and map data, as the product API answers them (spec 3 §7).
const text = z.string().nullish().transform((v) => v ?? null);
const coord = z.number().nullish().transform((v) => v ?? null);
const inviteStatus = z
  .string()
  .nullish()
  .transform((v): "invited" | "received" | null => (v === "invited" || v === "received" ? v : null));

export const shijoerSchema = z.object({
  id: z.number(),
  username: text,
  full_name: z.string(),
  photo: text,
  birthdate: text,
  sex: text,
  country: text,
  latitude: coord,
  longitude: coord,
  is_friend: z.union([z.boolean(), z.number()]).transform((v) => v === true || v === 1),
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
