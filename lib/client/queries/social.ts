// The social graph's reads (the directory's pages) and writes (a friendship action, an invitation seen).
import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { Friend } from "@/lib/api/schemas/checkout";
import type { MapData, MapSetting, MapVisibleType, ShijoerDetail } from "@/lib/api/schemas/social";
import { bff, bffRequest } from "../bff";
import { queryKeys } from "../query-keys";

export interface FriendStatus {
  is_friend: boolean;
  invite_status: "invited" | "received" | null;
}
export type FriendAction = "invite" | "accept" | "decline" | "cancel" | "remove";

export interface DirectoryPerson extends FriendStatus {
  id: number;
  full_name: string;
  username: string | null;
  photo: string | null;
}
export interface DirectoryPage {
  data: DirectoryPerson[];
  current_page: number;
  last_page: number;
}

/** The accepted friends (POST users/friends through /api/friends), for the friend chooser. */
export const friendsQuery = () =>
  queryOptions({
    queryKey: queryKeys.friends.all,
    queryFn: () => bff<{ friends: Friend[] }>("/api/friends").then((d) => d.friends),
    staleTime: 5 * 60_000,
  });

/** The directory from the page the server rendered onwards (spec 3 §2: infinite scroll by current_page/last_page). */
export const directoryQuery = (name: string, initial: DirectoryPage) =>
  infiniteQueryOptions({
    queryKey: queryKeys.social.directory(name, initial.current_page),
    queryFn: ({ pageParam, signal }) => bff<DirectoryPage>(`/api/social/shijoers?${new URLSearchParams({ name, page: String(pageParam) })}`, { signal }),
    initialPageParam: initial.current_page,
    initialData: { pages: [initial], pageParams: [initial.current_page] },
    getNextPageParam: (last: DirectoryPage) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    staleTime: Infinity,
  });

/** One shijoer with the friendship state and up to 10 suggested users (the friends map's profile modal). */
export const shijoerQuery = (id: number | null) =>
  queryOptions({
    queryKey: queryKeys.social.person(id ?? 0),
    queryFn: ({ signal }) => bff<ShijoerDetail>(`/api/social/shijoers/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 30_000,
  });

export const changeFriendship = ({ friendId, action }: { friendId: number; action: FriendAction }) =>
  bff<FriendStatus>("/api/social/friendship", { body: { friend_id: friendId, action } });

/** spec 3 §8: silent on failure. */
export const markInvitationSeen = (friendId: number) => bffRequest("/api/social/invitations/seen", { body: { friend_id: friendId } });

/** The view the friends map asks about (spec 3 §4 Map grouping: group_size from the zoom). */
export interface MapRequest {
  latitude: number;
  longitude: number;
  latitudeDelta: number;
  longitudeDelta: number;
  zoom: number;
  group_size: number;
}

/** spec 3 §7 map data for one view; the previous markers stay while the next view loads. */
export const mapDataQuery = (view: MapRequest | null) =>
  queryOptions({
    queryKey: queryKeys.social.map(view),
    queryFn: ({ signal }) => bff<MapData>("/api/social/map", { body: view, signal }),
    enabled: view !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });

export const mapSettingQuery = () =>
  queryOptions({
    queryKey: queryKeys.social.mapSetting,
    queryFn: ({ signal }) => bff<MapSetting>("/api/social/map-setting", { signal }),
    staleTime: 0,
    retry: false,
  });

export interface MapSettingInput {
  visible: boolean;
  hide: boolean;
  type: MapVisibleType;
  filter_ids: number[];
}

export const saveMapSetting = (setting: MapSettingInput) => bff<MapSetting>("/api/social/map-setting", { body: setting });
