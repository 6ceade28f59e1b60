import type { OrderStatus } from "../db/schema";
import type { Lang } from "../http/i18n";

// Issue 29: "order status changes (accepted, on the way, delivered, declined) — push_notis", each in the account's
// language (the language of the device's subscription). Pure: the unit test quotes the rule.

export type OrderPushKind = "accepted" | "reserved" | "on_the_way" | "ready" | "delivered" | "declined";

/**
 * Which status change a customer hears of. A status the customer caused or that says nothing new (new, pending,
 * notified, picked_up, completed, cancelled) sends nothing. `processing` and `accepted` both mean the vendor took the
 * order (spec 2 §4 Display rules show them alike).
 */
export function orderPushKind(status: OrderStatus): OrderPushKind | null {
  switch (status) {
    case "processing":
    case "accepted":
      return "accepted";
    case "reserved":
      return "reserved";
    case "picked_by_rider":
      return "on_the_way";
    case "ready_to_pickup":
      return "ready";
    case "delivered":
      return "delivered";
    case "declined":
      return "declined";
    default:
      return null;
  }
}

const ORDER_TEXTS: Record<OrderPushKind, Record<Lang, { title: string; body: string }>> = {
  accepted: {
    sq: { title: "Porosia juaj u pranua", body: "{vendor} po e përgatit porosinë tuaj." },
    en: { title: "Your order was accepted", body: "{vendor} is preparing your order." },
  },
  reserved: {
    sq: { title: "Rezervimi juaj u konfirmua", body: "{vendor} ju pret në orën e rezervimit." },
    en: { title: "Your reservation is confirmed", body: "{vendor} is expecting you at the time you booked." },
  },
  on_the_way: {
    sq: { title: "Porosia juaj është në rrugë", body: "Korrieri po vjen me porosinë nga {vendor}." },
    en: { title: "Your order is on the way", body: "The rider is bringing your order from {vendor}." },
  },
  ready: {
    sq: { title: "Porosia juaj është gati", body: "Mund ta merrni te {vendor}." },
    en: { title: "Your order is ready", body: "You can pick it up at {vendor}." },
  },
  delivered: {
    sq: { title: "Porosia juaj u dorëzua", body: "Ju bëftë mirë! Na tregoni si ishte porosia nga {vendor}." },
    en: { title: "Your order was delivered", body: "Enjoy! Tell us how your order from {vendor} was." },
  },
  declined: {
    sq: { title: "Porosia juaj u refuzua", body: "{vendor} nuk mund ta pranojë porosinë tuaj këtë herë." },
    en: { title: "Your order was declined", body: "{vendor} cannot take your order this time." },
  },
};

/** What the service worker shows (public/sw.js reads these fields). */
export interface PushMessage {
  title: string;
  body: string;
  /** A page of the storefront, in the message's language: the click opens it. */
  url: string;
  /** One notification per order: a newer status replaces the older one on the device. */
  tag: string;
  lang: Lang;
}

export function orderMessage(kind: OrderPushKind, lang: Lang, order: { id: number; vendor: string }): PushMessage {
  const text = ORDER_TEXTS[kind][lang];
  return {
    title: text.title,
    body: text.body.replace("{vendor}", order.vendor),
    url: `${lang === "en" ? "/en" : ""}/order/${order.id}`,
    tag: `order-${order.id}`,
    lang,
  };
}

// Issue 29: "friend requests and accepted requests" (push_notis). The person's name is the one the receiver already
// sees on the invitation.
const FRIEND_TEXTS: Record<"invited" | "accepted", Record<Lang, { title: string; body: string }>> = {
  invited: {
    sq: { title: "Kërkesë e re për miqësi", body: "{name} ju dërgoi një kërkesë për miqësi në Shijo." },
    en: { title: "New friend request", body: "{name} sent you a friend request on Shijo." },
  },
  accepted: {
    sq: { title: "Kërkesa për miqësi u pranua", body: "{name} e pranoi kërkesën tuaj. Tani jeni miq në Shijo." },
    en: { title: "Friend request accepted", body: "{name} accepted your request. You are now friends on Shijo." },
  },
};

export function friendMessage(status: "invited" | "accepted", lang: Lang, from: { id: number; name: string }): PushMessage {
  const text = FRIEND_TEXTS[status][lang];
  const prefix = lang === "en" ? "/en" : "";
  return {
    title: text.title,
    body: text.body.replace("{name}", from.name),
    url: status === "invited" ? `${prefix}/social/invitations` : `${prefix}/social/friends/${from.id}`,
    tag: `friend-${from.id}`,
    lang,
  };
}

// Issue 29: "a chat message when that chat is not open on any of the person's devices and not muted" (push_notis).
const CHAT_PREVIEWS: Record<"photo" | "voice" | "location" | "emoji", Record<Lang, string>> = {
  photo: { sq: "Dërgoi një foto", en: "Sent a photo" },
  voice: { sq: "Dërgoi një mesazh zanor", en: "Sent a voice note" },
  location: { sq: "Ndau vendndodhjen", en: "Shared a location" },
  emoji: { sq: "Dërgoi një emoji", en: "Sent an emoji" },
};
const CHAT_BODY_MAX = 140;

export interface ChatFacts {
  channelId: string;
  /** The group's name; null for a one-to-one chat. */
  group: string | null;
  sender: string;
  text: string | null;
  images: number;
  audio: boolean;
  map: boolean;
  emoji: number;
}

export function chatMessage(lang: Lang, chat: ChatFacts): PushMessage {
  const preview = chat.text?.trim()
    ? chat.text.trim()
    : CHAT_PREVIEWS[chat.images > 0 ? "photo" : chat.audio ? "voice" : chat.map ? "location" : "emoji"][lang];
  const shortened = preview.length > CHAT_BODY_MAX ? `${preview.slice(0, CHAT_BODY_MAX - 1)}…` : preview;
  return {
    title: chat.group ?? chat.sender,
    body: chat.group ? `${chat.sender}: ${shortened}` : shortened,
    url: `${lang === "en" ? "/en" : ""}/social/chat/${chat.channelId}`,
    tag: `chat-${chat.channelId}`,
    lang,
  };
}

// Issue 29: "invite-and-earn codes received" (spec 3 §9 Fto dhe fito), opening the invitation.
const EARN_TEXTS: Record<Lang, { title: string; body: string }> = {
  sq: { title: "Keni një ftesë Fto dhe fito", body: "{name} ju dërgoi kodin {code}. Përdoreni në porosinë tuaj të radhës." },
  en: { title: "You have an Invite and earn code", body: "{name} sent you the code {code}. Use it on your next order." },
};

export function earnMessage(lang: Lang, invitation: { id: number; code: string; from: string }): PushMessage {
  const text = EARN_TEXTS[lang];
  return {
    title: text.title,
    body: text.body.replace("{name}", invitation.from).replace("{code}", invitation.code),
    url: `${lang === "en" ? "/en" : ""}/profile/earn-invitations/${invitation.id}`,
    tag: `earn-${invitation.id}`,
    lang,
  };
}

// Issue 29: "blog posts only with blog_notifications" — a new post, titled as the post is in the device's language,
// opening the post at that language's own address (/blog/{hash}/{slug}, /en/blog/{hash}/{english slug}; the hash is
// the base-36 id, content/blog-hash.ts).
const BLOG_TEXTS: Record<Lang, string> = {
  sq: "Artikull i ri në blogun e Shijo, nga {author}.",
  en: "New on the Shijo blog, by {author}.",
};

export function blogMessage(lang: Lang, post: { id: number; hash: string; title: string; author: string; slug: string }): PushMessage {
  return {
    title: post.title,
    body: BLOG_TEXTS[lang].replace("{author}", post.author),
    url: `${lang === "en" ? "/en" : ""}/blog/${post.hash}/${encodeURIComponent(post.slug)}`,
    tag: `blog-${post.id}`,
    lang,
  };
}

// Issue 29: "promotions only with promo_notis" — the promotion's own title and description in the device's language,
// opening the account's Promotions page, where it is listed among the current ones (spec 2 §2).
const PROMOTION_BODY_MAX = 140;

export function promotionMessage(lang: Lang, promotion: { id: number; title: string; description: string }): PushMessage {
  const body = promotion.description.trim();
  return {
    title: promotion.title,
    body: body.length > PROMOTION_BODY_MAX ? `${body.slice(0, PROMOTION_BODY_MAX - 1)}…` : body,
    url: `${lang === "en" ? "/en" : ""}/promotions`,
    tag: `promotion-${promotion.id}`,
    lang,
  };
}
