// Spec 1 §4 Where-heard modal: a counter increments on each check; the modal shows when it reaches 8, then the
// counter resets to 0; skipped if the hidden flag is set or no tags are returned; closing sets the hidden flag.
export const WHERE_HEARD_EVERY = 8;

export interface WhereHeardCheck {
  counter: number; // the value to store
  due: boolean; // fetch the tags and show the modal if any come back
}

export function checkWhereHeard(counter: number, hidden: boolean): WhereHeardCheck {
  if (hidden) return { counter, due: false };
  const next = (Number.isFinite(counter) ? Math.max(0, Math.floor(counter)) : 0) + 1;
  return next >= WHERE_HEARD_EVERY ? { counter: 0, due: true } : { counter: next, due: false };
}

export function showWhereHeard(due: boolean, tags: readonly unknown[] | null | undefined): boolean {
  return due && (tags?.length ?? 0) > 0;
}

export const FEEDBACK_KEYS = ["feedback.choose_tag"] as const;
export type FeedbackKey = (typeof FEEDBACK_KEYS)[number];

/** Spec 1 §5: feedback submit needs a chosen tag (the tell-us-more text is optional). */
export function validateFeedback(tagId: number | null | undefined): FeedbackKey | null {
  return tagId === null || tagId === undefined ? "feedback.choose_tag" : null;
}
