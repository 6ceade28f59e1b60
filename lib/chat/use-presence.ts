import { useEffect } from "react";
import type { ChatPort } from "./port";

// Issue 29 / ADR 0021: "a chat message when that chat is not open on any of the person's devices". While a
// conversation is on screen in this tab, the product API is told so (and again every 30 s; the mark expires by itself
// after 75 s), and told when it is not any more: hidden, left or closed.
const REFRESH_MS = 30_000;

let view: string | null = null;
/** This tab's id for the whole page life (random; never sent anywhere but the presence call). */
function viewId(): string {
  if (!view) view = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("");
  return view;
}

export function useChatPresence(port: ChatPort, channelId: string): void {
  useEffect(() => {
    const id = viewId();
    let open = false;
    const say = (next: boolean) => {
      if (!next && !open) return;
      open = next;
      void port.setPresence(channelId, id, next).catch(() => {});
    };
    const onScreen = () => document.visibilityState === "visible";
    say(onScreen());
    const timer = setInterval(() => {
      if (onScreen()) say(true);
    }, REFRESH_MS);
    const onVisibility = () => say(onScreen());
    const onHide = () => say(false);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onHide);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onHide);
      say(false);
    };
  }, [port, channelId]);
}
