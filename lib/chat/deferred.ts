// A ChatPort whose adapter is loaded on first use (the Firestore adapter and the firebase SDK are a dynamic import,
// so no page pays for them until it talks to the chat).
import type { ChatPort } from "./port";

export function deferredPort(load: () => Promise<ChatPort>): ChatPort {
  type Call = (...args: unknown[]) => Promise<unknown>;
  const via = <K extends Exclude<keyof ChatPort, "subscribe">>(key: K): ChatPort[K] =>
    ((...args: unknown[]) => load().then((port) => (port[key] as unknown as Call)(...args))) as unknown as ChatPort[K];
  return {
    listChannels: via("listChannels"),
    getChannel: via("getChannel"),
    messages: via("messages"),
    send: via("send"),
    unsend: via("unsend"),
    like: via("like"),
    markRead: via("markRead"),
    setMuted: via("setMuted"),
    exit: via("exit"),
    deleteGroup: via("deleteGroup"),
    addMembers: via("addMembers"),
    openSingle: via("openSingle"),
    createGroup: via("createGroup"),
    listRequests: via("listRequests"),
    answerRequest: via("answerRequest"),
    openOrderSupport: via("openOrderSupport"),
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
