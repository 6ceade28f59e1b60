import { z } from "zod";
import { bffRoute } from "@/lib/bff/handler";
import { noTransform, pipeUpstreamStream } from "@/lib/bff/sse";
import { CHANNEL_ID } from "@/lib/chat/ids";

export const dynamic = "force-dynamic";

// ADR 0013: the browser's live chat. The product API's chats/stream is opened with the session's token (server
// memory only) and its Server-Sent Events are piped through unchanged (lib/bff/sse.ts), so the token never reaches
// the browser. Closing the tab aborts the upstream request; a non-member's channel_id gets the upstream 403.
const stream = bffRoute({ access: "verified", input: z.object({ channel_id: z.string().regex(CHANNEL_ID).optional() }) }, ({ input, api, request, fail }) =>
  pipeUpstreamStream({ path: "chats/stream", query: { channel_id: input.channel_id }, api, request, fail }),
);

export async function GET(...args: Parameters<typeof stream>) {
  return noTransform(await stream(...args));
}
