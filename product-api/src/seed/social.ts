import { chatChannels, chatLikes, chatMembers, chatMessages, uploads, type ChatReplySnapshot } from "../db/schema";
import type { SeedContext } from "./context";
import { DEMO_ID, PEOPLE } from "./data/people";
import { silentOggOpus } from "./ogg";
import { stableHash } from "./prng";

// Demo's conversations (spec 3 §3 Channel and Message): single chats with friends (texts, a photo, a voice note, a
// location, an invitation code), a group demo administers, a group demo is a plain member of, and an order-support
// chat on a past order. Ids are fixed ("c1"…"c5", "order_1"); new channels take numbers from 1000 on.

type Extra = Partial<typeof chatMessages.$inferInsert> & { likes?: number[] };
type Line = [userId: number | null, text: string | null, minutesAgo: number, extra?: Extra];

interface ChannelPlan {
  id: string;
  type: "single" | "group" | "order_support";
  /** Members in joining order; for single channels the creator first. */
  members: number[];
  unread: Record<number, number>;
  lines: Line[];
  group?: { name: string; admin: number; permitted: boolean };
  orderId?: number;
}

export const SEED_VOICE_ID = stableHash("voice", 1).padEnd(24, "0");
const VOICE_URL = `images/chat/${SEED_VOICE_ID}.ogg`;
const VOICE_SECONDS = 3;
const PHOTO_URL = "images/products/pizza-7.svg";
const INVITE_FROM_DORIAN = `SH${stableHash("invite", 2).slice(0, 6).toUpperCase()}`;
const ELIRA = 3, DORIAN = 4, MIRA = 5, GENT = 6, KLEA = 7;

const name = (id: number) => PEOPLE[id - 1];
const quote = (id: string, userId: number, text: string): ChatReplySnapshot => ({ _id: id, text, user: { _id: userId, username: name(userId).username, full_name: name(userId).fullName } });

export const SEED_CHANNELS: ChannelPlan[] = [
  { id: "c1", type: "single", members: [DEMO_ID, ELIRA], unread: { [DEMO_ID]: 2 }, lines: [
    [ELIRA, "Ç'kemi Arta! Sonte darkë bashkë?", 180], [DEMO_ID, "Po, patjetër! Ku të shkojmë?", 175, { likes: [ELIRA] }],
    [ELIRA, "Porosisim nga Oda dhe hamë tek unë", 170], [DEMO_ID, "Super ide 😄", 168],
    [ELIRA, "E bëra porosinë, vjen për 30 minuta", 40], [ELIRA, "Mos harro verën!", 38],
  ] },
  { id: "c2", type: "single", members: [DORIAN, DEMO_ID], unread: { [DEMO_ID]: 1 }, lines: [
    [DORIAN, "Të dërgova një kod për porosinë e ardhshme!", 185, { invitationCode: INVITE_FROM_DORIAN }],
  ] },
  { id: "c3", type: "single", members: [DEMO_ID, MIRA], unread: { [DEMO_ID]: 2 }, lines: [
    [DEMO_ID, "Mira, ku je?", 95],
    [MIRA, null, 92, { images: [PHOTO_URL] }],
    [MIRA, null, 90, { audio: { url: VOICE_URL, duration: VOICE_SECONDS, fileSize: 0 } }],
  ] },
  { id: "c4", type: "group", members: [DEMO_ID, ELIRA, DORIAN, MIRA], unread: { [ELIRA]: 1 }, group: { name: "Darka e së premtes", admin: DEMO_ID, permitted: true }, lines: [
    [DEMO_ID, "Kush vjen të premten?", 2000], [DORIAN, "Unë po!", 1990, { likes: [DEMO_ID, MIRA] }], [MIRA, "Edhe unë, por vonohem pak", 1985],
    [DEMO_ID, "Takohemi këtu", 1980, { map: { coords: { latitude: 41.31932, longitude: 19.81782 }, type: "pin" } }],
    [ELIRA, null, 1970, { emoji: ["👍"] }],
  ] },
  { id: "c5", type: "group", members: [KLEA, GENT, DEMO_ID], unread: { [DEMO_ID]: 3 }, group: { name: "Shëtitje në Dajti", admin: KLEA, permitted: false }, lines: [
    [KLEA, "Të shtunën ngjitemi në Dajti?", 300], [GENT, "Po, nisemi në 9", 290],
    [KLEA, "Marr unë byrekët", 60], [GENT, "Të lutem edhe ujë", 55],
  ] },
  { id: "order_1", type: "order_support", members: [DEMO_ID], unread: { [DEMO_ID]: 1 }, orderId: 1, lines: [
    // Support writes in both languages; each reader sees their own (issue 25).
    [null, "Përshëndetje! Këtu është asistenca e Shijo. Si mund t'ju ndihmojmë me porosinë #1?", 2 * 24 * 60 - 30, { senderRole: "support", textEn: "Hello! This is Shijo support. How can we help you with order #1?" }],
    [DEMO_ID, "Mungonte salca e hudhrës", 2 * 24 * 60 - 32],
    [null, "Na vjen keq! Ju kthyem 100 L cashback.", 2 * 24 * 60 - 35, { senderRole: "support", textEn: "We are sorry! We gave you 100 L back as cashback." }],
  ] },
];

export async function seedChats(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const at = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const voice = silentOggOpus(VOICE_SECONDS);
  await db.insert(uploads).values({ id: SEED_VOICE_ID, userId: MIRA, kind: "audio", mime: "audio/ogg", dataBase64: voice.toString("base64"), createdAt: at(90) });
  let messageNumber = 0;
  for (const plan of SEED_CHANNELS) {
    const messages = plan.lines.map(([userId, text, minutesAgo, extra]) => {
      const { likes: _likes, ...rest } = extra ?? {};
      const audio = rest.audio ? { ...rest.audio, fileSize: voice.length } : rest.audio;
      return { id: `m0seed${String(++messageNumber).padStart(4, "0")}${stableHash("message", messageNumber).slice(0, 6)}`, channelId: plan.id, userId, text, createdAt: at(minutesAgo), ...rest, audio };
    });
    // c1: Elira's later question replies to demo's "Super ide".
    if (plan.id === "c1") messages[4].reply = quote(messages[3].id, DEMO_ID, "Super ide 😄");
    const last = messages[messages.length - 1];
    await db.insert(chatChannels).values({
      id: plan.id, channelType: plan.type, creatorId: plan.type === "group" ? plan.group!.admin : plan.members[0],
      partnerId: plan.type === "single" ? plan.members[1] : null, adminId: plan.group?.admin ?? null,
      fullName: plan.group?.name ?? null, photo: null, permitted: plan.group?.permitted ?? false, orderId: plan.orderId ?? null,
      lastMsgId: last.id, updatedAt: last.createdAt, createdAt: messages[0].createdAt,
    });
    await db.insert(chatMembers).values(
      plan.members.map((userId, i) => ({ channelId: plan.id, userId, joinedAt: new Date(messages[0].createdAt.getTime() - 60_000 + i), unreadCnt: plan.unread[userId] ?? 0 })),
    );
    await db.insert(chatMessages).values(messages);
    const likes = plan.lines.flatMap(([, , , extra], i) => (extra?.likes ?? []).map((userId) => ({ messageId: messages[i].id, userId, createdAt: at(plan.lines[i][2] - 1) })));
    if (likes.length) await db.insert(chatLikes).values(likes);
  }
}
