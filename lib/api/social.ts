import "server-only";
import { z } from "zod";
import { brandPaths } from "@/lib/brand";
import { apiFetch, type ApiContext } from "./client";
import { friendshipAnswerSchema, invitationsSchema, shijoerDetailSchema, shijoerPageSchema } from "./schemas/social";

// spec 3 §7: the social graph calls. Paths are built from the brand constant (users/shijoers, users/shijos-status).

/** GET users/shijoers?name&page: the directory, paged. */
export function getShijoers(ctx: ApiContext, query: { name?: string; page?: number }) {
  return apiFetch(brandPaths.users, { ctx, schema: shijoerPageSchema, query: { name: query.name || undefined, page: query.page ?? 1 } });
}

/** GET users/shijoers/{id}: one shijoer with invite_status, is_friend and suggested users. */
export function getShijoer(ctx: ApiContext, id: number) {
  return apiFetch(`${brandPaths.users}/${id}`, { ctx, schema: shijoerDetailSchema });
}

/** GET users/invitations: received and sent friend invitations. */
export function getInvitations(ctx: ApiContext) {
  return apiFetch("users/invitations", { ctx, schema: invitationsSchema });
}

/** POST users/invitations/seen { friend_id }. */
export function markInvitationSeen(ctx: ApiContext, friendId: number) {
  return apiFetch("users/invitations/seen", { method: "POST", ctx, schema: z.unknown(), body: { friend_id: friendId } });
}

export type FriendAction = "invite" | "accept" | "decline" | "cancel" | "remove";

/**
 * spec 3 §4 Friendship: Add friend, Accept and Decline/Cancel go through POST users/friends/update with status
 * invited / accepted / canceled; Remove friend through POST users/friends/remove. The product API enforces who may.
 */
export function changeFriendship(ctx: ApiContext, me: number, friendId: number, action: FriendAction) {
  if (action === "remove") {
    return apiFetch("users/friends/remove", { method: "POST", ctx, schema: friendshipAnswerSchema, body: { user_id: me, friend_id: friendId } });
  }
  const status = action === "invite" ? "invited" : action === "accept" ? "accepted" : "canceled";
  return apiFetch("users/friends/update", { method: "POST", ctx, schema: friendshipAnswerSchema, body: { user_id: me, friend_id: friendId, status } });
}
