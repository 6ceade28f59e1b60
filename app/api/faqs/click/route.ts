import { NextResponse } from "next/server";
import { z } from "zod";
import { bffRoute } from "@/lib/bff/handler";
import { faqClicked } from "@/lib/api/content";

// spec 2 §7 POST orders/increase-clicks-faqs: faq_id, sent only when a FAQ is expanded.
export const POST = bffRoute(
  {
    access: "guest",
    input: z.object({ faq_id: z.number().int().min(1).max(2_147_483_647) }),
    rateLimit: [{ name: "faq-click-ip", points: 120, duration: 60, key: (_i, ip) => ip }],
  },
  async ({ input, api, fail }) => {
    const result = await faqClicked(api, input.faq_id);
    return result.ok ? new NextResponse(null, { status: 204 }) : fail(result.error);
  },
);
