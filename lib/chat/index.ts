// Which chat adapter runs (ARCHITECTURE "Ports and adapters", ADR 0013): the local one over the BFF by default;
// with all four NEXT_PUBLIC_FIREBASE_* set at build time, the Firestore adapter, loaded on first use (a dynamic
// import, so the firebase SDK never weighs on a page that does not talk to the chat). Components only see a ChatPort.
import { deferredPort } from "./deferred";
import { localChatPort } from "./local";
import type { ChatPort } from "./port";

const FIRESTORE = Boolean(
  process.env.NEXT_PUBLIC_FIREBASE_API_KEY && process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID && process.env.NEXT_PUBLIC_FIREBASE_APP_ID && process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
);

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
