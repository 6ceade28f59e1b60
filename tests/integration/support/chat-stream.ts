import type { RunningApi } from "@/product-api/src/server";
import type { ChatEvent } from "@/contract/chat";
import { APP_KEY } from "./api-client";

// GET chats/stream (ADR 0013) and a group order's stream (ADR 0020) as a test reads them: the events as they arrive,
// once the stream said it is ready.

/**
 * A product-API event stream (`url`: …/chats/stream?…, …/group-orders/{code}/stream) opened for `token` in `lang`:
 * the `data:` events as they arrive, once the stream said it is ready; a refused stream has no events. `ended()` says
 * whether the server closed it.
 */
export async function openEventStream<E>(url: string, token: string, lang: "sq" | "en" = "en") {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { "App-Key": APP_KEY, platform: "Web", "device-id": "test-device", language: lang, Authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const events: E[] = [];
  let ended = false;
  const close = () => controller.abort();
  if (response.status !== 200) return { response, events, ended: () => true, close };
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let ready!: () => void;
  const readyPromise = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith(": ready")) ready();
          const data = block.split("\n").find((l) => l.startsWith("data: "));
          if (data) events.push(JSON.parse(data.slice(6)) as E);
        }
      }
    } catch {
      // aborted
    } finally {
      ended = true;
    }
  })();
  await readyPromise;
  return { response, events, ended: () => ended, close };
}

export function chatStreams(api: () => RunningApi) {
  /** An open chats/stream for `token` (`query`: `?channel_id=…`), in `lang`; a refused stream has no events. */
  const openStream = (token: string, query = "", lang: "sq" | "en" = "en") => openEventStream<ChatEvent>(`${api().url}chats/stream${query}`, token, lang);
  return { openStream };
}

/** What `find` finds within `ms`, asking every 20 ms; undefined when nothing turned up. */
export async function waitFor<T>(find: () => T | undefined, ms = 2000): Promise<T | undefined> {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined || Date.now() > until) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
}
