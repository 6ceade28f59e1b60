import { NextResponse } from "next/server";
import { z } from "zod";
import { addFeedback } from "@/lib/api/feedback";
import { bffRoute } from "@/lib/bff/handler";

// spec 1 §5 "Feedback submit needs a chosen tag"; the tell-us-more text is optional.
const input = z.object({ tag: z.number().int().positive(), comment: z.string().trim().max(1000).optional() });

// spec 1 §7 POST feedback/add-feedback { tag, comment }.
export const POST = bffRoute({ access: "user", input }, async ({ input, api, session, t, fail }) => {
  if (!session.token) return NextResponse.json({ error: t("unauthenticated") }, { status: 401 });
  const result = await addFeedback(api, { tag: input.tag, comment: input.comment || undefined });
  if (!result.ok) return fail(result.error);
  return NextResponse.json({ ok: true });
});
