import { describe, expect, it } from "vitest";
import { applyCodeInput, emptyCodeBoxes, joinCode, validateCode } from "@/lib/validation/verification-code";

describe("spec 1 §4 Phone verification boxes", () => {
  it("typing a digit moves focus to the next box", () => {
    const r = applyCodeInput(emptyCodeBoxes(), 0, "4");
    expect(r.boxes).toEqual(["4", "", "", "", "", ""]);
    expect(r.focus).toBe(1);
  });

  it("each box keeps only the last character typed", () => {
    const r = applyCodeInput(["1", "2", "", "", "", ""], 1, "27");
    expect(r.boxes[1]).toBe("7");
    expect(r.focus).toBe(2);
  });

  it("the last box keeps focus", () => {
    expect(applyCodeInput(["1", "2", "3", "4", "5", ""], 5, "6").focus).toBe(5);
  });

  it("a paste of six digits fills all boxes", () => {
    const r = applyCodeInput(emptyCodeBoxes(), 2, "123 456");
    expect(r.boxes).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(r.focus).toBe(5);
  });

  it("a non-digit changes nothing; clearing a box keeps focus on it", () => {
    const boxes = ["1", "", "", "", "", ""];
    expect(applyCodeInput(boxes, 1, "a")).toEqual({ boxes, focus: 1 });
    expect(applyCodeInput(boxes, 0, "")).toEqual({ boxes: emptyCodeBoxes(), focus: 0 });
  });

  it("does not change the boxes it was given", () => {
    const boxes = emptyCodeBoxes();
    applyCodeInput(boxes, 0, "9");
    expect(boxes).toEqual(emptyCodeBoxes());
  });

  it("spec 1 §5: the verification code is the six digits joined; fewer is refused", () => {
    expect(joinCode(["1", "2", "3", "4", "5", "6"])).toBe("123456");
    expect(validateCode(["1", "2", "3", "4", "5", "6"])).toBeNull();
    expect(validateCode(["1", "2", "", "4", "5", "6"])).toBe("verification.enterCode");
  });
});
