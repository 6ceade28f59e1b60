// Which chat adapter runs (ARCHITECTURE "Ports and adapters"): the local one over the BFF by default. The Firestore
// adapter (NEXT_PUBLIC_FIREBASE_*) plugs in here; components only ever see a ChatPort.
import { localChatPort } from "./local";
import type { ChatPort } from "./port";

/** The chat port for code outside React (an async load leaves room for a lazily imported adapter). */
export function loadChatPort(): Promise<ChatPort> {
  return Promise.resolve(localChatPort);
}

/** The chat port for client components. */
export function useChatPort(): ChatPort {
  return localChatPort;
}

export { ChatError, type ChatPort } from "./port";
