import type { Db } from "../db/client";

// Test-only (mounted with PRODUCT_API_TEST_ENDPOINTS=1): make a user's next POST checkout fail, so the storefront's
// retry dialog can be exercised end to end (issue 5: "retry modal on an upstream failure").
export interface ArmedFailure {
  status: 409 | 422 | 500 | 503;
  message: string | null;
}

const armed = new WeakMap<Db, Map<number, ArmedFailure>>();

export function armCheckoutFailure(db: Db, userId: number, failure: ArmedFailure): void {
  if (!armed.has(db)) armed.set(db, new Map());
  armed.get(db)!.set(userId, failure);
}

/** The failure armed for this user, consumed: only the next checkout fails. */
export function takeCheckoutFailure(db: Db, userId: number): ArmedFailure | null {
  const failure = armed.get(db)?.get(userId) ?? null;
  if (failure) armed.get(db)!.delete(userId);
  return failure;
}
