// Which chat adapter runs (ARCHITECTURE "Ports and adapters", ADR 0013): the local one over the BFF by default;
// with all four NEXT_PUBLIC_FIREBASE_* set at build time, the Firestore adapter, loaded on first use (a dynamic
// import, so the firebase SDK never weighs on a page that does not talk to the chat). Components only see a ChatPort.
import { CHAT_ON_FIRESTORE as FIRESTORE } from "./adapter";
import { deferredPort } from "./deferred";
import { localChatPort } from "./local";
import type { ChatPort } from "./port";

let firestore: Promise<ChatPort> | null = null;

/** The chat port for code outside React. */
export function loadChatPort(): Promise<ChatPort> {
  if (!FIRESTORE) return Promise.resolve(localChatPort);
  firestore ??= import("./firestore-load").then((m) => m.loadFirestorePort());
  return firestore;
}

const lazyFirestore = deferredPort(loadChatPort);

/** The chat port for client components. */
export function useChatPort(): ChatPort {
  return FIRESTORE ? lazyFirestore : localChatPort;
}

export { ChatError, type ChatPort } from "./port";
