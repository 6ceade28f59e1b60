import { NextResponse } from "next/server";
import { getFeedbackTags } from "@/lib/api/feedback";
import { bffRoute } from "@/lib/bff/handler";

// spec 1 §7 GET feedback/tags, for the where-heard modal of logged-in users.
export const GET = bffRoute({ access: "user" }, async ({ api, fail }) => {
  const result = await getFeedbackTags(api);
  if (!result.ok) return fail(result.error);
  return NextResponse.json({ feedback_tags: result.data.feedback_tags });
});
