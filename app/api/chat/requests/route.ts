import { NextResponse } from "next/server";
import { listRequests } from "@/lib/api/chat";
import { bffRoute } from "@/lib/bff/handler";

// GET chats/requests (issue 24): the groups the viewer was asked to join — who asked and when, nothing of the group.
export const GET = bffRoute({ access: "verified" }, async ({ api, fail }) => {
  const result = await listRequests(api);
  if (!result.ok) return fail(result.error);
  return NextResponse.json({ requests: result.data.data });
});
