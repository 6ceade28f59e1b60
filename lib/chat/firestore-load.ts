// Builds the Firestore ChatPort (lib/chat/firestore.ts) in the browser: the firebase SDK, the signed-in user from
// /api/me, people from the directory (/api/social/shijoers/{id}), and order-support channels opened by the product
// API, which knows the order and writes Support's greeting. Imported dynamically by lib/chat/index.ts only.
import { bff } from "@/lib/client/bff";
import { createFirestoreChatPort } from "./firestore";
import { firebaseConfigFromEnv, firestoreStore } from "./firestore-store";
import { localChatPort } from "./local";
import type { ChatPort } from "./port";
import type { ChatUser } from "./types";

interface Person {
  id: number;
  username: string | null;
  full_name: string;
  photo: string | null;
  is_friend?: boolean | number;
}

const asChatUser = (p: Person): ChatUser => ({ id: p.id, username: p.username ?? null, full_name: p.full_name, photo: p.photo ?? null, phone: null, email: null, role: "customer" });

export async function loadFirestorePort(): Promise<ChatPort> {
  const config = firebaseConfigFromEnv();
  if (!config) return localChatPort;
  const { user } = await bff<{ user: Person | null }>("/api/me");
  if (!user) throw new Error("not signed in");
  // Issue 24: who is a friend decides who joins a group at once; the directory's answer says it.
  const friendship = new Map<number, boolean>();
  const person = (id: number) =>
    bff<Person>(`/api/social/shijoers/${id}`).then(
      (p) => {
        friendship.set(p.id, p.is_friend === true || p.is_friend === 1);
        return asChatUser(p);
      },
      () => null,
    );
  return createFirestoreChatPort({
    store: firestoreStore(config),
    me: asChatUser(user),
    people: async (ids) => (await Promise.all(ids.map(person))).filter((p): p is ChatUser => p !== null),
    friends: async (ids) => {
      await Promise.all(ids.filter((id) => !friendship.has(id)).map(person));
      return new Set(ids.filter((id) => friendship.get(id)));
    },
    openOrderSupport: async (orderId) => (await localChatPort.openOrderSupport(orderId)).id,
  });
}
