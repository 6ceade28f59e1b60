import { bffRoute } from "@/lib/bff/handler";
import { groupPath, notFound } from "@/lib/bff/group-order";
import { noTransform, pipeUpstreamStream } from "@/lib/bff/sse";

export const dynamic = "force-dynamic";

// Issue 28, ADR 0020 "Live": the group order's events, the chat's path (product API NOTIFY → SSE → this pipe).
const stream = bffRoute({ access: "verified" }, async (ctx) => {
  const path = groupPath(ctx);
  if (!path) return notFound(ctx.t);
  return pipeUpstreamStream({ path: `group-orders/${path.code}/stream`, api: ctx.api, request: ctx.request, fail: ctx.fail });
});

export async function GET(...args: Parameters<typeof stream>) {
  return noTransform(await stream(...args));
}
