// Spec 2 §4 Review wizard: step 0 restaurant, 1 dishes, 2 rider, 3 thank-you (after success).
export const REVIEW_STEPS = ["restaurant", "dishes", "rider", "thanks"] as const;
export type ReviewStep = 0 | 1 | 2 | 3;
export const RATING_PRECISION = 0.5;

export const REVIEW_KEYS = ["order_review.add_restaurant_rating", "order_review.add_dishes_rating", "order_review.add_courier_rating"] as const;
export type ReviewKey = (typeof REVIEW_KEYS)[number];

/** Display precision 0.5: a rating snaps to the nearest half star within 0-5. */
export function roundRating(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(5, Math.max(0, Math.round(value / RATING_PRECISION) * RATING_PRECISION));
}

/** Spec 2 §8: each of the first three steps needs a rating. */
export function validateReviewStep(step: ReviewStep, rating: number | null | undefined): ReviewKey | null {
  if (step === 3 || roundRating(rating ?? 0) > 0) return null;
  return REVIEW_KEYS[step];
}

/**
 * Spec 2 §4 Review wizard quick tags, per rated step. What is stored (the step's categ list) is the stable id, never
 * the label on screen: a review left in Albanian reads the same in English, and the labels can change (issue 9 #21).
 */
export const REVIEW_TAGS = [
  ["packaging", "portions", "value", "friendly"],
  ["tasty", "hot", "fresh", "asDescribed"],
  ["polite", "fast", "careful", "reachable"],
] as const;
export type ReviewTag = (typeof REVIEW_TAGS)[number][number];

/** Only the ids of the step, once each, in the wizard's order; anything else (an old label, a stray value) is dropped. */
export function reviewTagsOf(step: 0 | 1 | 2, values: readonly unknown[] | null | undefined): ReviewTag[] {
  const known: readonly string[] = REVIEW_TAGS[step];
  const chosen = new Set((values ?? []).filter((v): v is string => typeof v === "string"));
  return known.filter((id) => chosen.has(id)) as ReviewTag[];
}

export interface ReviewDraft {
  ratings: [number, number, number];
  tags: [ReviewTag[], ReviewTag[], ReviewTag[]];
  comments: [string, string, string];
}

export type NextStep = { ok: true; step: ReviewStep | "submit" } | { ok: false; key: ReviewKey };

/** Next moves forward once the step is rated; after the rider step the review is submitted (thank-you on success). */
export function nextReviewStep(step: 0 | 1 | 2, draft: ReviewDraft): NextStep {
  const key = validateReviewStep(step, draft.ratings[step]);
  if (key) return { ok: false, key };
  return { ok: true, step: step === 2 ? "submit" : ((step + 1) as ReviewStep) };
}

/** Spec 2 §3 Review submission; comments are optional; customer_name is username or full_name. */
export function reviewPayload(draft: ReviewDraft, user: { username?: string | null; full_name?: string | null }) {
  return {
    vendor_rating: roundRating(draft.ratings[0]),
    dish_rating: roundRating(draft.ratings[1]),
    rider_rating: roundRating(draft.ratings[2]),
    vendor_categ: reviewTagsOf(0, draft.tags[0]),
    dish_categ: reviewTagsOf(1, draft.tags[1]),
    rider_categ: reviewTagsOf(2, draft.tags[2]),
    vendor_comment: draft.comments[0].trim(),
    dish_comment: draft.comments[1].trim(),
    rider_comment: draft.comments[2].trim(),
    customer_name: user.username || user.full_name || "",
  };
}
