import { describe, expect, it } from "vitest";
import { blogHashFromId, blogIdFromHash, blogPath } from "@/lib/blog/blog-id";
import { canShowQuiz, earnedSoFar, quizNextRoute, quizResultKey, quizReward, recordQuiz, type QuizBlog, type QuizRecordEntry } from "@/lib/blog/quiz";
import { readingMinutes, wordCount } from "@/lib/blog/reading";

const blog = (over: Partial<QuizBlog> = {}): QuizBlog => ({
  id: 12, can_show_quiz: true, credits_per_correct_answer: 10, max_earn: 100, quiz: { questions: [1, 2, 3] }, ...over,
});

describe("spec 1 §4 Blog quiz: shown only if can_show_quiz is not false, the blog is not already in the local record, and earned-so-far plus credits_per_correct_answer times question count is at most max_earn", () => {
  it("shown for a fresh blog under the cap", () => {
    expect(canShowQuiz(blog(), [], 5)).toBe(true);
    expect(canShowQuiz(blog({ can_show_quiz: null }), [], 5)).toBe(true);
  });

  it("hidden when can_show_quiz is false", () => {
    expect(canShowQuiz(blog({ can_show_quiz: false }), [], 5)).toBe(false);
  });

  it("hidden when the blog is already in the local record", () => {
    expect(canShowQuiz(blog(), [{ blog_id: 12, user_id: 99, earned_from_quiz: 0 }], 5)).toBe(false);
  });

  it("cap: 70 earned + 10 × 3 = 100 is allowed, 80 + 30 is not", () => {
    const earned = (n: number): QuizRecordEntry[] => [{ blog_id: 1, user_id: 5, earned_from_quiz: n }];
    expect(canShowQuiz(blog(), earned(70), 5)).toBe(true);
    expect(canShowQuiz(blog(), earned(80), 5)).toBe(false);
    expect(earnedSoFar([...earned(80), { blog_id: 2, user_id: 6, earned_from_quiz: 20 }], 5)).toBe(80);
  });
});

describe("spec 1 §4 / §9 quiz result: rewards of 100, 20 or 10 ALL by number correct; 0 correct goes to the blog list", () => {
  it("reward tiers and their messages", () => {
    expect([3, 2, 1, 0].map(quizReward)).toEqual([100, 20, 10, 0]);
    expect([3, 2, 1, 0].map(quizResultKey)).toEqual(["blog.quiz_result_3", "blog.quiz_result_2", "blog.quiz_result_1", "blog.quiz_result_0"]);
  });

  it("0 correct → /blog; logged in → wallet; guest → register with the session id", () => {
    expect(quizNextRoute(0, true, "s1")).toBe("/blog");
    expect(quizNextRoute(2, true, "s1")).toBe("/profile/wallet");
    expect(quizNextRoute(1, false, "s 1")).toBe("/login?view=register&session_id=s+1");
  });

  it("the quiz is hidden afterwards: the local record gets the blog and what was earned", () => {
    const record = recordQuiz([], 12, null, 2);
    expect(record).toEqual([{ blog_id: 12, user_id: null, earned_from_quiz: 20 }]);
    expect(canShowQuiz(blog(), record, null)).toBe(false);
  });
});

describe("spec 1 §2 blog detail is loaded by a blog id derived from the hash (our scheme: base-36 of the id)", () => {
  it("round-trips ids", () => {
    for (const id of [1, 35, 36, 1234, 987654321]) expect(blogIdFromHash(blogHashFromId(id))).toBe(id);
    expect(blogHashFromId(1234)).toBe("ya");
  });

  it("refuses anything that is not a canonical hash", () => {
    expect(blogIdFromHash("0ya")).toBeNull();
    expect(blogIdFromHash("YA")).toBeNull();
    expect(blogIdFromHash("")).toBeNull();
    expect(blogIdFromHash("a-b")).toBeNull();
    expect(() => blogHashFromId(0)).toThrow(RangeError);
  });

  it("builds /blog/{blog_hash}/{blog_name}", () => {
    expect(blogPath({ id: 1234, slug: "si-te-gatuash-byrek" })).toBe("/blog/ya/si-te-gatuash-byrek");
  });
});

describe("blog reading time", () => {
  it("uses time_read when given, else words / 200 rounded up (at least 1)", () => {
    expect(readingMinutes({ time_read: 4, content: "x" })).toBe(4);
    expect(readingMinutes({ content: `<p>${"fjalë ".repeat(401)}</p>` })).toBe(3);
    expect(readingMinutes({ content: "" })).toBe(1);
  });
  it("counts words without HTML", () => {
    expect(wordCount("<h1>Byrek me spinaq</h1><p>Shumë i mirë &amp; i shpejtë.</p>")).toBe(8);
  });
});
