import type { UserRow } from "../http/context";
import { absoluteUrl } from "../http/urls";

export interface MapFriend { id: number; full_name: string; username: string | null; photo: string | null }

const flag = (value: boolean) => (value ? 1 : 0);

/** The current user as GET/PUT users answer it: every field of spec 1 §3 User and spec 3 §3 User. */
export function userJson(user: UserRow, baseUrl: string, mapFriends: MapFriend[] = []) {
  return {
    id: user.id,
    full_name: user.fullName,
    username: user.username,
    email: user.email,
    phone: user.phone,
    photo: absoluteUrl(baseUrl, user.photo),
    // spec 1 calls it gender/birthday, spec 3 sex/birthdate: one column each, both names answered.
    gender: user.sex,
    sex: user.sex,
    birthday: user.birthdate,
    birthdate: user.birthdate,
    // spec 3 §5 Settings: toggles are 0 or 1.
    push_notis: flag(user.pushNotis),
    email_notis: flag(user.emailNotis),
    promo_notis: flag(user.promoNotis),
    blog_notifications: flag(user.blogNotifications),
    latitude: user.latitude,
    longitude: user.longitude,
    country: user.country,
    city: user.city,
    default_card_id: user.defaultCardId,
    cashback_amount: user.cashbackAmount,
    verified_by_mobile: user.verifiedByMobile,
    role: user.role,
    referral_code: user.referralCode,
    map_visible: flag(user.mapVisible),
    hide_as_shijoer: flag(user.hideAsShijoer),
    map_visible_type: user.mapVisibleType,
    map_visible_details: mapFriends.map((f) => ({ ...f, photo: absoluteUrl(baseUrl, f.photo) })),
  };
}
