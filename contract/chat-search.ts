// Shared by the storefront's Firestore adapter and the product API (contract/: neither imports the other).
import type { ChatChannel } from "./chat";

/**
 * Spec 3 §2 Chat: "the channel list with a search by name". A channel matches when its name (a group's) or the full
 * name or username of any member other than the viewer contains `name`, whatever the case.
 */
export function matchesChannelName(channel: Pick<ChatChannel, "full_name" | "members">, viewer: number, name: string): boolean {
  const wanted = name.toLocaleLowerCase();
  return [channel.full_name, ...channel.members.filter((m) => m.id !== viewer).flatMap((m) => [m.full_name, m.username])].some((s) => s?.toLocaleLowerCase().includes(wanted));
}
