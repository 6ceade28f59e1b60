import { sql } from "drizzle-orm";
import { chatChannels, chatMembers, chatMessages } from "../../db/schema";
import type { SeedContext } from "../context";
import { DEMO_ID } from "../data/people";
import { stableHash } from "../prng";
import { bulkInsert } from "./bulk";
import type { CustomerId } from "./people";
import { friendsAskedBy, streamFor, type LargeSizes } from "./plan";

// Issue 26: conversations at production shape — a few hundred groups, single chats between friends, and one big
// community group with tens of thousands of messages (its members page back through them). Channel ids go on from
// c1000 (the numbers new channels take), and the sequence is moved past them.

const PHRASES = [
  "Ç'kemi! Si je?", "Mirë, ti?", "Sonte darkë bashkë?", "Po, patjetër!", "Ku takohemi?", "Porosisim pica?", "Unë dua byrek",
  "Vij pas 10 minutash", "Mos harro ujin", "Faleminderit!", "Shihemi nesër", "Kush vjen të shtunën?", "Unë po!", "Edhe unë",
  "Sot nuk mundem, më fal", "E provove restorantin e ri?", "Ishte shumë i mirë", "Dërgesa erdhi shpejt", "Kam uri 😄", "Hahaha",
  "Të premten në orën 8?", "Dakord", "Ku je?", "Jam rrugës", "Porosia u vonua pak", "Shumë e shijshme!", "Kush paguan sot? 😅",
  "Ndajmë faturën", "Më dërgo vendndodhjen", "Po vij", "Natën e mirë", "Mirëmëngjes!", "Kafe në 10?", "Sot ka ofertë te pica",
  "A keni parë kuponin e ri?", "Ua rekomandoj", "Porosita për të gjithë", "👍", "❤️", "Bravo!",
];
const GROUP_NAMES = [
  "Darka e së premtes", "Kolegët e zyrës", "Futboll të enjten", "Familja", "Shoqëria e gjimnazit", "Pushimet në Sarandë",
  "Dreka te puna", "Fqinjët e pallatit", "Klubi i librit", "Ecje në Dajti", "Ditëlindja e Anës", "Studentët e Ekonomikut",
  "Vrapuesit e Parkut", "Kafja e mëngjesit", "Shahu i së dielës", "Prindërit e klasës 3B",
];

const MINUTE = 60_000;

/** The id of the large seed's message number n (after the small seed's "m0seed…"; the routes' `m[0-9a-z_]+`). */
export const largeMessageId = (n: number) => `ml${String(n).padStart(7, "0")}${stableHash("message", `large:${n}`).slice(0, 6)}`;

export async function seedLargeChats(ctx: SeedContext, sizes: LargeSizes, idOf: CustomerId): Promise<{ channels: number; messages: number }> {
  const { db, now } = ctx;
  const channels: Array<typeof chatChannels.$inferInsert> = [];
  const members: Array<typeof chatMembers.$inferInsert> = [];
  const messages: Array<typeof chatMessages.$inferInsert> = [];
  let channelNumber = 999;
  let messageNumber = 0;

  /** One channel with its members and `count` messages between `fromMinutesAgo` and `toMinutesAgo`. */
  function channel(kind: "single" | "group", people: number[], count: number, fromMinutesAgo: number, toMinutesAgo: number, rngKey: string, group?: { name: string; permitted: boolean }) {
    const rng = streamFor(rngKey, channelNumber);
    const id = `c${++channelNumber}`;
    const step = (fromMinutesAgo - toMinutesAgo) / count;
    let last = "";
    let lastAt = new Date(0);
    for (let i = 0; i < count; i++) {
      messageNumber += 1;
      last = largeMessageId(messageNumber);
      lastAt = new Date(now.getTime() - (fromMinutesAgo - i * step - rng.next() * step * 0.9) * MINUTE);
      messages.push({ id: last, channelId: id, userId: rng.pick(people), text: rng.pick(PHRASES), createdAt: lastAt });
    }
    const firstAt = new Date(now.getTime() - fromMinutesAgo * MINUTE);
    channels.push({
      id, channelType: kind, creatorId: people[0], partnerId: kind === "single" ? people[1] : null, adminId: kind === "group" ? people[0] : null,
      fullName: group?.name ?? null, permitted: group?.permitted ?? false, lastMsgId: last, updatedAt: lastAt, createdAt: firstAt,
    });
    members.push(...people.map((userId, i) => ({ channelId: id, userId, joinedAt: new Date(firstAt.getTime() - MINUTE + i), unreadCnt: rng.chance(0.3) ? rng.int(1, 5) : 0 })));
  }

  // The big community group: demo, and the first customers; the admin lets everyone add people.
  const bigMembers = [idOf(0), DEMO_ID, ...Array.from({ length: Math.min(sizes.bigChannelMembers, sizes.customers) - 1 }, (_, i) => idOf(i + 1))];
  channel("group", bigMembers, sizes.bigChannelMessages, 180 * 24 * 60, 5, "big-channel", { name: "Shijo Tirana · Bashkësia", permitted: true });

  for (let g = 0; g < sizes.groups; g++) {
    const rng = streamFor("group", g);
    const start = (g * 83) % Math.max(1, sizes.customers - 300);
    const people = [...new Set(Array.from({ length: rng.int(4, 12) }, () => idOf(Math.min(sizes.customers - 1, start + rng.int(0, 299)))))];
    if (g < sizes.demoGroups) people.splice(1, 0, DEMO_ID);
    if (people.length < 3) people.push(idOf((start + 1) % sizes.customers), idOf((start + 2) % sizes.customers));
    const from = rng.int(2, 120) * 24 * 60;
    channel("group", [...new Set(people)], rng.int(20, 60), from, rng.int(1, Math.floor(from / 2)), "group-messages", { name: `${rng.pick(GROUP_NAMES)}`, permitted: rng.chance(0.5) });
  }

  // Single chats between friends (each pair once: a customer and the first person they asked).
  for (let s = 0; s < Math.min(sizes.singles, sizes.customers); s++) {
    const friend = friendsAskedBy(s, sizes)[0];
    if (friend === undefined) continue;
    const rng = streamFor("single", s);
    const from = rng.int(1, 200) * 24 * 60;
    channel("single", [idOf(s), idOf(friend)], rng.int(3, 12), from, rng.int(1, Math.floor(from / 2)), "single-messages");
  }

  await bulkInsert(db, chatChannels, channels);
  await bulkInsert(db, chatMembers, members);
  await bulkInsert(db, chatMessages, messages);
  // New channels are numbered after the seeded ones.
  await db.execute(sql`select setval('chat_channel_numbers', ${channelNumber})`);
  return { channels: channels.length, messages: messages.length };
}
