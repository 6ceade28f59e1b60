import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { BEARER_SECRET_MIN, bearerMatches } from "@/contract/bearer";
import { invalidateEverywhere } from "@/lib/page-cache/invalidate";

// ADR 0014: "the product API's data changed, show it now" — for an operator, a CMS hook or a deploy script, not for
// browsers. Needs REVALIDATE_SECRET (Authorization: Bearer …); without it the route does not exist. Drops the kept
// public pages whose path starts with one of `paths` (unprefixed, both locales; all pages without it) and the public
// reads, on this instance and — through Redis — on every other one.
const body = z.object({ paths: z.array(z.string().regex(/^\/[^\s]{0,300}$/)).max(100).optional() }).strict();

export async function POST(request: NextRequest) {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret || secret.length < BEARER_SECRET_MIN) return NextResponse.json({ error: "Not Found" }, { status: 404 });
  if (!bearerMatches(request.headers.get("authorization"), secret)) return NextResponse.json({ error: "Unauthorized" }, { status: 401, headers: { "WWW-Authenticate": "Bearer" } });
  const text = await request.text();
  if (text.length > 16_384) return NextResponse.json({ error: "Payload Too Large" }, { status: 413 });
  let json: unknown = {};
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    return NextResponse.json({ error: "Bad Request" }, { status: 400 });
  }
  const parsed = body.safeParse(json);
  if (!parsed.success) return NextResponse.json({ error: "Bad Request" }, { status: 400 });
  const result = await invalidateEverywhere(parsed.data.paths);
  return NextResponse.json(result, { headers: { "Cache-Control": "no-store" } });
}
