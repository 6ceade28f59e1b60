import { z } from "zod";

// spec 1 §3 Feedback tag: id, tag_en, tag_sq.
export const feedbackTagSchema = z.object({ id: z.number(), tag_en: z.string(), tag_sq: z.string() });
export const feedbackTagsSchema = z.object({ feedback_tags: z.array(feedbackTagSchema) });
export type FeedbackTag = z.infer<typeof feedbackTagSchema>;
