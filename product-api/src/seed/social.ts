import { chatChannels, chatMembers, chatMessages, type LastMessage } from "../db/schema";
import type { SeedContext } from "./context";
import { DEMO_ID } from "./data/people";
import { stableHash } from "./prng";

type Line = [userId: number | null, text: string, minutesAgo: number, extra?: Partial<typeof chatMessages.$inferInsert>];

interface ChannelPlan {
  id: string;
  type: "single" | "group" | "order_support";
  members: number[];
  unreadForDemo: number;
  lines: Line[];
  group?: { name: string; admin: number };
  orderId?: number;
}

const INVITE_FROM_DORIAN = `SH${stableHash("invite", 2).slice(0, 6).toUpperCase()}`;

// Demo's conversations (spec 3 §3 Channel and Message): two single chats, a group and one order-support chat.
const CHANNELS: ChannelPlan[] = [
  { id: `ch_${stableHash("channel", 1)}`, type: "single", members: [DEMO_ID, 3], unreadForDemo: 2, lines: [
    [3, "Ç'kemi Arta! Sonte darkë bashkë?", 180], [DEMO_ID, "Po, patjetër! Ku të shkojmë?", 175],
    [3, "Porosisim nga Oda dhe hamë tek unë", 170], [DEMO_ID, "Super ide 😄", 168],
    [3, "E bëra porosinë, vjen për 30 minuta", 40], [3, "Mos harro verën!", 38],
  ] },
  { id: `ch_${stableHash("channel", 2)}`, type: "group", members: [DEMO_ID, 3, 4, 5], unreadForDemo: 0, group: { name: "Darka e së premtes", admin: DEMO_ID }, lines: [
    [DEMO_ID, "Kush vjen të premten?", 2000], [4, "Unë po!", 1990], [5, "Edhe unë, por vonohem pak", 1985],
    [DEMO_ID, "Takohemi këtu", 1980, { map: { coords: { latitude: 41.31932, longitude: 19.81782 }, type: "location" } }],
    [3, "👍", 1970, { emoji: ["👍"] }],
  ] },
  { id: `ch_${stableHash("channel", 3)}`, type: "single", members: [4, DEMO_ID], unreadForDemo: 1, lines: [
    [4, "Të dërgova një kod për porosinë e ardhshme!", 185, { invitationCode: INVITE_FROM_DORIAN }],
  ] },
  { id: "order_9", type: "order_support", members: [DEMO_ID], unreadForDemo: 1, orderId: 9, lines: [
    [null, "Përshëndetje! Jam Ana nga asistenca e Shijo. Si mund t'ju ndihmojmë me porosinë #9?", 11, { senderRole: "support", system: true }],
    [null, "Faleminderit që porositët nga Artigiano Akullore! Porosia juaj po përgatitet.", 10, { senderRole: "vendor" }],
  ] },
];

export async function seedChats(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  let messageNumber = 0;
  const at = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  for (const plan of CHANNELS) {
    const messages = plan.lines.map(([userId, text, minutesAgo, extra]) => ({
      id: `m_${stableHash("message", ++messageNumber)}`, channelId: plan.id, userId, text, createdAt: at(minutesAgo), ...extra,
    }));
    const last = messages[messages.length - 1];
    const lastMsg: LastMessage = { _id: last.id, text: last.text, user_id: last.userId, created_time: last.createdAt.toISOString(), kind: last.map ? "map" : "text" };
    await db.insert(chatChannels).values({
      id: plan.id, channelType: plan.type, creatorId: plan.type === "single" ? plan.members[0] : plan.group?.admin ?? DEMO_ID,
      partnerId: plan.type === "single" ? plan.members[1] : null, adminId: plan.group?.admin ?? null,
      fullName: plan.group?.name ?? null, photo: null, permitted: plan.type === "group", orderId: plan.orderId ?? null,
      lastMsg, lastMsgAt: last.createdAt, createdAt: messages[0].createdAt,
    });
    await db.insert(chatMembers).values(
      plan.members.map((userId) => ({ channelId: plan.id, userId, joinedAt: messages[0].createdAt, unreadCnt: userId === DEMO_ID ? plan.unreadForDemo : 0 })),
    );
    await db.insert(chatMessages).values(messages);
  }
}
