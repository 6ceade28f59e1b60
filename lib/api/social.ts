import "server-only";
import { z } from "zod";
import { BRAND, brandPaths } from "@/lib/brand";
import { apiFetch, type ApiContext } from "./client";
import { friendshipAnswerSchema, invitationsSchema, mapDataSchema, mapSettingSchema, shijoerDetailSchema, shijoerPageSchema, type MapVisibleType } from "./schemas/social";

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

export interface MapDataQuery {
  user_latitude: number;
  user_longitude: number;
  latitude: number;
  longitude: number;
  latitudeDelta: number;
  longitudeDelta: number;
  zoom: number;
  group_size: number;
  distance: number;
}

/** POST users/shijo-map-data-with-distance-with-maplocation-with-lastactive-users (spec 3 §7): grouped shijoers and vendors. */
export function getMapData(ctx: ApiContext, body: MapDataQuery) {
  return apiFetch(brandPaths.mapData, { method: "POST", ctx, schema: mapDataSchema, body });
}

/** GET users/map-setting: map_visible, hide_as_shijoer, map_visible_type, map_visible_details. */
export function getMapSetting(ctx: ApiContext) {
  return apiFetch("users/map-setting", { ctx, schema: mapSettingSchema });
}

/** POST users/update-map-setting { visible, hide_shijoer, type, filter_ids } (spec 3 §4 Map visibility). */
export function updateMapSetting(ctx: ApiContext, setting: { visible: boolean; hide: boolean; type: MapVisibleType; filter_ids: number[] }) {
  return apiFetch("users/update-map-setting", {
    method: "POST",
    ctx,
    schema: z.unknown(),
    body: { visible: setting.visible ? 1 : 0, [`hide_${BRAND}er`]: setting.hide ? 1 : 0, type: setting.type, filter_ids: setting.type === "all_friend" ? [] : setting.filter_ids },
  });
}
