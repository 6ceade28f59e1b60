export const CODE_LENGTH = 6;

export const VERIFICATION_KEYS = ["verification.enterCode"] as const;
export type VerificationKey = (typeof VERIFICATION_KEYS)[number];

export interface CodeInputResult {
  boxes: string[];
  focus: number; // index of the box that should have focus next
}

export function emptyCodeBoxes(): string[] {
  return Array.from({ length: CODE_LENGTH }, () => "");
}

/**
 * Spec 1 §4: each box keeps only the last character typed and typing a digit moves focus to the next box (the last
 * box keeps focus). A paste of six digits (spaces or dashes allowed) fills all boxes. Emptying a box keeps focus
 * there; a non-digit changes nothing.
 */
export function applyCodeInput(boxes: readonly string[], index: number, value: string): CodeInputResult {
  const next = [...boxes];
  const digits = value.replace(/[\s-]/g, "");
  if (/^\d{6}$/.test(digits)) return { boxes: digits.split(""), focus: CODE_LENGTH - 1 };
  if (value === "") {
    next[index] = "";
    return { boxes: next, focus: index };
  }
  const last = value.slice(-1);
  if (!/^\d$/.test(last)) return { boxes: next, focus: index };
  next[index] = last;
  return { boxes: next, focus: Math.min(index + 1, CODE_LENGTH - 1) };
}

/** Spec 1 §5: the verification code is the six digits joined. */
export function joinCode(boxes: readonly string[]): string {
  return boxes.join("");
}

export function validateCode(boxes: readonly string[]): VerificationKey | null {
  return /^\d{6}$/.test(joinCode(boxes)) ? null : "verification.enterCode";
}
