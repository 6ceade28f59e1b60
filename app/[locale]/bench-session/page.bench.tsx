import { readSession } from "@/lib/session";

// Bench-only (issue 26 §6, ADR 0027): built only with SHIJO_BENCH_PAGES=1 into .next-bench (next.config.ts), never in
// the product's routes. The minimal dynamic page scripts/bench-signed-in.mjs compares the signed-in pages with: it
// reads the session cookie the way they do (readSession) and renders one line, under the same proxy and locale layout.
export default async function BenchSessionPage() {
  const session = await readSession();
  return <p>{session.user ? `bench: signed in as #${session.user.id}` : "bench: no session"}</p>;
}
