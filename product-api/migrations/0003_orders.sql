-- Ordering: promotions, coupons, discounts, orders and their parts, reviews, wallet, FAQs and support tags
-- (spec 2 §3 Order, Discount, Coupon, Promotion, FAQ, Support tag; spec 3 §3 Wallet transaction).

CREATE TABLE promotions (
  id serial PRIMARY KEY,
  vendor_id integer REFERENCES vendors (id) ON DELETE CASCADE,
  product_id integer REFERENCES products (id) ON DELETE SET NULL,
  title text NOT NULL,
  description text,
  discount_type text NOT NULL CHECK (discount_type IN ('fixed', 'percentage', 'item', 'free_delivery')),
  value integer NOT NULL DEFAULT 0,
  start_time timestamptz NOT NULL,
  end_time timestamptz,
  non_expired boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE coupons (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  vendor_id integer REFERENCES vendors (id) ON DELETE CASCADE,
  discount_type text NOT NULL CHECK (discount_type IN ('fixed', 'percentage')),
  value integer NOT NULL CHECK (value > 0),
  min_subtotal integer NOT NULL DEFAULT 0,
  starts_at timestamptz NOT NULL,
  expires_at timestamptz,
  max_uses integer,
  used_count integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true
);

-- Automatic vendor discounts (GET discounts?vendor_id&subtotal&order_by).
CREATE TABLE discounts (
  id serial PRIMARY KEY,
  vendor_id integer NOT NULL REFERENCES vendors (id) ON DELETE CASCADE,
  product_id integer REFERENCES products (id) ON DELETE SET NULL,
  discount_type text NOT NULL CHECK (discount_type IN ('fixed', 'percentage', 'item', 'free_delivery')),
  value integer NOT NULL DEFAULT 0,
  min_subtotal integer NOT NULL DEFAULT 0,
  sibling_promotion integer,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE orders (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  vendor_id integer NOT NULL REFERENCES vendors (id) ON DELETE RESTRICT,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'pending', 'notified', 'processing', 'accepted',
    'picked_by_rider', 'delivered', 'ready_to_pickup', 'picked_up', 'reserved', 'completed', 'declined', 'cancelled')),
  order_type text NOT NULL CHECK (order_type IN ('delivery', 'pickup', 'reserve')),
  ordered_date timestamptz NOT NULL DEFAULT now(),
  status_changed_at timestamptz NOT NULL DEFAULT now(),
  sub_total integer NOT NULL,
  total_price integer NOT NULL,
  cashback integer NOT NULL DEFAULT 0,
  cashback_earned integer NOT NULL DEFAULT 0,
  coupon_amount integer NOT NULL DEFAULT 0,
  discount_amount integer NOT NULL DEFAULT 0,
  small_order_fee integer NOT NULL DEFAULT 0,
  delivery_minimum_order_price integer NOT NULL DEFAULT 0,
  delivery_fee integer NOT NULL DEFAULT 0,
  tip_rider integer NOT NULL DEFAULT 0,
  order_note text,
  delivery_instruction text,
  order_for_friend integer REFERENCES users (id) ON DELETE SET NULL,
  reserve_for integer REFERENCES users (id) ON DELETE SET NULL,
  is_schedule boolean NOT NULL DEFAULT false,
  schedule_time timestamptz,
  pickup_datetime timestamptz,
  num_guests integer,
  address_id integer REFERENCES addresses (id) ON DELETE SET NULL,
  address jsonb,
  payment_methods_id smallint NOT NULL DEFAULT 1 CHECK (payment_methods_id BETWEEN 1 AND 4),
  payment_method_ref text,
  coupon_code text,
  promo_code text,
  promotion_id integer REFERENCES promotions (id) ON DELETE SET NULL,
  has_cutlery boolean NOT NULL DEFAULT true,
  cutlery integer NOT NULL DEFAULT 1,
  contactless_delivery boolean NOT NULL DEFAULT false,
  source text NOT NULL DEFAULT 'Web',
  repeated boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_user_idx ON orders (user_id, ordered_date DESC);
CREATE INDEX orders_vendor_idx ON orders (vendor_id);

CREATE TABLE order_items (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id integer REFERENCES products (id) ON DELETE SET NULL,
  title text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price integer NOT NULL,
  options jsonb NOT NULL DEFAULT '[]',
  item_instructions text
);
CREATE INDEX order_items_order_idx ON order_items (order_id);

CREATE TABLE order_splits (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  person_id integer REFERENCES users (id) ON DELETE SET NULL,
  person_name text NOT NULL,
  amount integer NOT NULL
);

CREATE TABLE order_status_events (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_status_events_order_idx ON order_status_events (order_id);

CREATE TABLE order_reviews (
  id serial PRIMARY KEY,
  order_id integer NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  vendor_rating double precision NOT NULL,
  dish_rating double precision NOT NULL,
  rider_rating double precision,
  vendor_categ jsonb NOT NULL DEFAULT '[]',
  dish_categ jsonb NOT NULL DEFAULT '[]',
  rider_categ jsonb NOT NULL DEFAULT '[]',
  vendor_comment text,
  dish_comment text,
  rider_comment text,
  customer_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE promotion_usages (
  id serial PRIMARY KEY,
  promotion_id integer NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_id integer REFERENCES orders (id) ON DELETE SET NULL,
  used_at timestamptz NOT NULL DEFAULT now()
);

-- amount is signed whole lek: positive credits the cashback balance, negative spends it.
CREATE TABLE wallet_transactions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('cashback', 'earn', 'referral', 'deposit')),
  category text NOT NULL,
  amount integer NOT NULL,
  source_id integer,
  order_id integer REFERENCES orders (id) ON DELETE SET NULL,
  related_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_transactions_user_idx ON wallet_transactions (user_id, created_at DESC);

-- scope separates order-help FAQs from the courier/partner/landing FAQ blocks.
CREATE TABLE faqs (
  id serial PRIMARY KEY,
  scope text NOT NULL DEFAULT 'order' CHECK (scope IN ('order', 'general', 'courier', 'partner')),
  question_en text NOT NULL,
  answer_en text NOT NULL,
  question_al text NOT NULL,
  answer_al text NOT NULL,
  clicks integer NOT NULL DEFAULT 0,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE support_tags (
  id serial PRIMARY KEY,
  title_en text NOT NULL,
  title_sq text NOT NULL,
  clicks integer NOT NULL DEFAULT 0,
  position integer NOT NULL DEFAULT 0
);
