import { NextResponse } from "next/server";
import { z } from "zod";
import { bffRoute } from "@/lib/bff/handler";
import { storeQuizAnswers } from "@/lib/api/blog";

// spec 1 §7 POST ai/store-quiz-answers: session_id, responses (quiz_id, question_id, answer_id). With the session's
// token the product API credits that user's wallet (once per post); a guest's answers wait under session_id.
const input = z.object({
  session_id: z.string().regex(/^[\w-]{8,100}$/),
  responses: z
    .array(z.object({ quiz_id: z.number().int().positive(), question_id: z.number().int().positive(), answer_id: z.number().int().positive() }))
    .min(1)
    .max(10),
});

export const POST = bffRoute(
  { access: "guest", input, rateLimit: [{ name: "quiz-ip", points: 30, duration: 600, key: (_i, ip) => ip }] },
  async ({ input, api, fail }) => {
    const result = await storeQuizAnswers(api, input);
    if (!result.ok) return fail(result.error);
    return NextResponse.json({ correct: result.data.correct ?? null, earned: result.data.earned ?? 0, credited: result.data.credited ?? false });
  },
);
