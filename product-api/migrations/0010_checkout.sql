-- Checkout (issue 5): idempotent order creation, the order clock, and the phone given at checkout.
-- idempotency_key + request_hash: a repeated POST checkout with the same key answers the first order instead of
-- creating a second one; the same key with a different body is refused.
-- auto_advance: orders placed through POST checkout move along their flow with the order clock; seeded history
-- stays where the seed put it.
ALTER TABLE orders ADD COLUMN idempotency_key text;
ALTER TABLE orders ADD COLUMN request_hash text;
ALTER TABLE orders ADD COLUMN phone text;
ALTER TABLE orders ADD COLUMN auto_advance boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX orders_idempotency_idx ON orders (user_id, idempotency_key);
