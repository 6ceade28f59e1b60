// Start-up and account calls of the public pages: the stored-token login, the start-up place, the where-heard tags
// and answer. Plain BFF calls: the home page carries no TanStack Query for them (issue 14's JS budget).
import type { Place } from "@/lib/location/startup";
import { bff, bffRequest } from "../bff";

export interface FeedbackTag {
  id: number;
  tag_en: string;
  tag_sq: string;
}

/** POST /api/auth/resume: confirms the session; `user` is null when the stored token is no longer accepted. */
export const resumeSession = () => bffRequest<{ user?: unknown }>("/api/auth/resume", { method: "POST" });

/** POST /api/location: the start-up place saved to the profile (when it has none) and made the default address. */
export const saveLocation = (place: Place) => bff("/api/location", { method: "POST", body: place });

/** GET /api/feedback/tags in the page's language; rejects with a BffError on failure. */
export const feedbackTags = () => bff<{ feedback_tags?: FeedbackTag[] }>("/api/feedback/tags").then((d) => d.feedback_tags ?? []);

export const sendFeedback = (answer: { tag: number; comment?: string }) => bff("/api/feedback", { method: "POST", body: answer });
