import { NextResponse } from "next/server";
import { z } from "zod";
import { createGroup, listChannels, openSingle } from "@/lib/api/chat";
import { inviteToGroup, userId } from "@/lib/bff/chat";
import { channelRow } from "@/lib/chat/display";
import { bffRoute } from "@/lib/bff/handler";

// GET chats/channels?name: the viewer's channels, newest last message first (spec 3 §2 Chat), as the list's rows:
// what each row shows the viewer, not every member of every group (issue 26 §6).
export const GET = bffRoute({ access: "verified", input: z.object({ name: z.string().trim().max(60).optional() }) }, async ({ input, api, session, fail }) => {
  const result = await listChannels(api, input.name || undefined);
  if (!result.ok) return fail(result.error);
  const me = session.user?.id ?? 0;
  return NextResponse.json({ channels: result.data.data.map((channel) => channelRow(channel, me)) });
});

const input = z.discriminatedUnion("channel_type", [
  z.object({ channel_type: z.literal("single"), partner_id: userId }),
  z.object({
    channel_type: z.literal("group"),
    // spec 3 §5 Group creation: the name must be non-empty, an admin chosen.
    full_name: z.string().trim().min(1).max(80),
    photo: z.string().max(500).regex(/^(https?:\/\/|\/)\S+$/).optional(),
    member_ids: z.array(userId).min(1).max(200),
    admin_id: userId,
    permitted: z.boolean(),
  }),
]);

// POST chats/channels: spec 3 §4 Single chat creation (the existing channel or a new one) and §5 Group creation.
export const POST = bffRoute({ access: "verified", input }, async ({ input, api, session, fail }) => {
  const result =
    input.channel_type === "single"
      ? await openSingle(api, input.partner_id)
      : await createGroup(api, { full_name: input.full_name, photo: input.photo, member_ids: input.member_ids, admin_id: input.admin_id, permitted: input.permitted });
  if (!result.ok) return fail(result.error);
  if (input.channel_type === "group") inviteToGroup(api, session.user?.id ?? 0, result.data.channel);
  return NextResponse.json(result.data, { status: result.data.created ? 201 : 200 });
});
