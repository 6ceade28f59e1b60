-- Vendors, menus and what hangs off them (spec 2 §3 Vendor, Product, Food category, Featured blocks;
-- spec 1 §3 Landing page data).

CREATE TABLE food_categories (
  id serial PRIMARY KEY,
  title_en text NOT NULL,
  title_sq text NOT NULL,
  icon text NOT NULL,
  image text,
  search_count integer NOT NULL DEFAULT 0,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE vendors (
  id serial PRIMARY KEY,
  hash_id text NOT NULL UNIQUE,
  slug text NOT NULL,
  title text NOT NULL,
  custom_text text,
  vendor_type text NOT NULL CHECK (vendor_type IN ('restaurant', 'grocery', 'pharmacy', 'other')),
  order_method text NOT NULL DEFAULT 'delivery' CHECK (order_method ~ '^(delivery|pickup|reserve)(-(delivery|pickup|reserve))*$'),
  delivery_type text NOT NULL DEFAULT 'shijo' CHECK (delivery_type IN ('shijo', 'own')),
  rating_interval double precision NOT NULL DEFAULT 0 CHECK (rating_interval BETWEEN 0 AND 10),
  total_ratings integer NOT NULL DEFAULT 0,
  min_delivery_time integer NOT NULL DEFAULT 20,
  max_delivery_time integer NOT NULL DEFAULT 40,
  max_pickup_time integer NOT NULL DEFAULT 20,
  delivery_minimum_order_price integer NOT NULL DEFAULT 0,
  small_order_fee integer NOT NULL DEFAULT 0,
  delivery_fee integer NOT NULL DEFAULT 0,
  delivery_fee_per_km integer NOT NULL DEFAULT 0,
  can_schedule boolean NOT NULL DEFAULT true,
  online_payment boolean NOT NULL DEFAULT true,
  custom_closed_info text,
  tags text NOT NULL DEFAULT '',
  tags_en text NOT NULL DEFAULT '',
  address text NOT NULL,
  city text NOT NULL,
  country text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  phone text,
  logo_path text,
  profile_path text,
  cashback_percent double precision NOT NULL DEFAULT 0,
  is_meal boolean NOT NULL DEFAULT false,
  is_dietary boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  is_new boolean NOT NULL DEFAULT false,
  is_exclusive boolean NOT NULL DEFAULT false,
  is_suggested boolean NOT NULL DEFAULT false,
  free_delivery boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vendors_location_idx ON vendors (latitude, longitude);

CREATE TABLE vendor_food_categories (
  vendor_id integer NOT NULL REFERENCES vendors (id) ON DELETE CASCADE,
  food_category_id integer NOT NULL REFERENCES food_categories (id) ON DELETE CASCADE,
  PRIMARY KEY (vendor_id, food_category_id)
);

-- Hours are wall-clock times in Europe/Tirane (ARCHITECTURE: Time); week_day 0 = Sunday as the spec's strings.
CREATE TABLE vendor_hours (
  id serial PRIMARY KEY,
  vendor_id integer NOT NULL REFERENCES vendors (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('opening', 'reservation')),
  week_day smallint NOT NULL CHECK (week_day BETWEEN 0 AND 6),
  time_open text NOT NULL CHECK (time_open ~ '^[0-2][0-9]:[0-5][0-9]$'),
  time_close text NOT NULL CHECK (time_close ~ '^[0-2][0-9]:[0-5][0-9]$')
);
CREATE INDEX vendor_hours_vendor_idx ON vendor_hours (vendor_id, kind);

-- A delivery zone is a radius around the vendor or a polygon of [lat, lng] points.
CREATE TABLE zones (
  id serial PRIMARY KEY,
  vendor_id integer NOT NULL REFERENCES vendors (id) ON DELETE CASCADE,
  name text NOT NULL DEFAULT 'default',
  radius_m integer,
  polygon jsonb,
  delivery_fee integer,
  CHECK (radius_m IS NOT NULL OR polygon IS NOT NULL)
);

CREATE TABLE menu_categories (
  id serial PRIMARY KEY,
  vendor_id integer NOT NULL REFERENCES vendors (id) ON DELETE CASCADE,
  title text NOT NULL,
  title_en text,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX menu_categories_vendor_idx ON menu_categories (vendor_id);

-- discount_price is the amount taken off price (spec 2 §9: price minus discount_price, floored at 0).
CREATE TABLE products (
  id serial PRIMARY KEY,
  vendor_id integer NOT NULL REFERENCES vendors (id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES menu_categories (id) ON DELETE CASCADE,
  title text NOT NULL,
  description text,
  price integer NOT NULL CHECK (price >= 0),
  discount integer NOT NULL DEFAULT 0,
  discount_price integer NOT NULL DEFAULT 0,
  age_18 boolean NOT NULL DEFAULT false,
  image_path text,
  image_thumbnail_path text,
  is_available boolean NOT NULL DEFAULT true,
  is_meal boolean NOT NULL DEFAULT false,
  is_dietary boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_vendor_idx ON products (vendor_id);
CREATE INDEX products_category_idx ON products (category_id);

CREATE TABLE product_options (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  title text NOT NULL,
  type text NOT NULL CHECK (type IN ('addition', 'option')),
  price integer NOT NULL DEFAULT 0 CHECK (price >= 0),
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX product_options_product_idx ON product_options (product_id);

CREATE TABLE vendor_favourites (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  vendor_id integer NOT NULL REFERENCES vendors (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, vendor_id)
);

CREATE TABLE product_favourites (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);

-- spec 2 §3 Featured blocks: keys suggested, new, exclusive, is_grocery, free_delivery.
CREATE TABLE feature_blocks (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  title_sq text NOT NULL,
  title_en text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0
);

-- spec 1 §3 Search suggestion: keyword, search_count.
CREATE TABLE search_keywords (
  id serial PRIMARY KEY,
  keyword text NOT NULL UNIQUE,
  search_count integer NOT NULL DEFAULT 0
);

CREATE TABLE landing_pages (
  id serial PRIMARY KEY,
  vendor_id integer NOT NULL UNIQUE REFERENCES vendors (id) ON DELETE CASCADE,
  title text NOT NULL,
  subtitle text,
  description text,
  background_image text,
  delivery_time_minutes integer NOT NULL DEFAULT 30,
  preparation_time integer NOT NULL DEFAULT 20,
  wifi_code text,
  app_deep_link text,
  google_review_link text,
  popular_items jsonb NOT NULL DEFAULT '[]',
  reviews jsonb NOT NULL DEFAULT '[]',
  testimonials jsonb NOT NULL DEFAULT '[]',
  stats jsonb NOT NULL DEFAULT '[]',
  faqs jsonb NOT NULL DEFAULT '[]',
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- spec 1 §7 POST /api/landing-page/track: PAGE_VIEW, APP_LINK_CLICK, GOOGLE_REVIEW_CLICK, REGISTRATION_START.
CREATE TABLE landing_events (
  id serial PRIMARY KEY,
  hash_id text NOT NULL,
  vendor_id integer REFERENCES vendors (id) ON DELETE SET NULL,
  action_type text NOT NULL,
  referrer text,
  device_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
