import "server-only";
import { z } from "zod";
import { apiFetch, type ApiContext } from "./client";
import { feedbackTagsSchema } from "./schemas/feedback";

// spec 1 §7 GET feedback/tags ; POST feedback/add-feedback { tag, comment }.
export function getFeedbackTags(ctx: ApiContext) {
  return apiFetch("feedback/tags", { ctx, schema: feedbackTagsSchema });
}

export function addFeedback(ctx: ApiContext, input: { tag: number; comment?: string }) {
  return apiFetch("feedback/add-feedback", { method: "POST", ctx, schema: z.unknown(), body: input });
}
