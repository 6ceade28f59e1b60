-- Content and marketing (issue 6): quiz rewards once per user per post, guest results claimed by session id,
-- landing events countable per vendor and action, blog hashes derived from the id.

-- spec 1 §4 Blog quiz: a user answers (and is credited for) a post's quiz once.
CREATE UNIQUE INDEX quiz_results_user_quiz ON quiz_results (user_id, quiz_id) WHERE user_id IS NOT NULL;
-- A guest's results wait under their session id until that guest registers or logs in with it.
CREATE INDEX quiz_results_session ON quiz_results (session_id) WHERE user_id IS NULL;

-- spec 1 §7 POST /api/landing-page/track: events are counted per vendor hash and action.
CREATE INDEX landing_events_hash_action ON landing_events (hash_id, action_type);

-- spec 1 §2 "Blog detail ... loaded by a blog id derived from the hash": hash_id is the base-36 form of the id
-- (1 → "1", 36 → "10"), the scheme of lib/blog/blog-id.ts. Rewrites hashes written by earlier seeds.
UPDATE blog_posts b SET hash_id = x.h
FROM (
  WITH RECURSIVE d(id, n, s) AS (
    SELECT id, id::bigint, ''::text FROM blog_posts
    UNION ALL
    SELECT id, n / 36, substr('0123456789abcdefghijklmnopqrstuvwxyz', (n % 36)::int + 1, 1) || s FROM d WHERE n > 0
  )
  SELECT id, s AS h FROM d WHERE n = 0
) x
WHERE b.id = x.id AND b.hash_id <> x.h;
