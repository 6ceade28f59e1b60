// A ChatPort whose adapter is loaded on first use (the Firestore adapter and the firebase SDK are a dynamic import,
// so no page pays for them until it talks to the chat).
import type { ChatPort } from "./port";

export function deferredPort(load: () => Promise<ChatPort>): ChatPort {
  return {
    listChannels: async (...args) => (await load()).listChannels(...args),
    getChannel: async (...args) => (await load()).getChannel(...args),
    messages: async (...args) => (await load()).messages(...args),
    send: async (...args) => (await load()).send(...args),
    unsend: async (...args) => (await load()).unsend(...args),
    like: async (...args) => (await load()).like(...args),
    markRead: async (...args) => (await load()).markRead(...args),
    setMuted: async (...args) => (await load()).setMuted(...args),
    setPresence: async (...args) => (await load()).setPresence(...args),
    exit: async (...args) => (await load()).exit(...args),
    deleteGroup: async (...args) => (await load()).deleteGroup(...args),
    addMembers: async (...args) => (await load()).addMembers(...args),
    openSingle: async (...args) => (await load()).openSingle(...args),
    createGroup: async (...args) => (await load()).createGroup(...args),
    listRequests: async (...args) => (await load()).listRequests(...args),
    answerRequest: async (...args) => (await load()).answerRequest(...args),
    openOrderSupport: async (...args) => (await load()).openOrderSupport(...args),
    subscribe(listener, onStatus) {
      let stop: (() => void) | null = null;
      let cancelled = false;
      load().then(
        (port) => {
          if (!cancelled) stop = port.subscribe(listener, onStatus);
        },
        () => onStatus?.(false),
      );
      return () => {
        cancelled = true;
        stop?.();
      };
    },
  };
}
