-- Accounts (spec 1 §3 User, spec 3 §3 User/Address/Payment method), auth, the SMS/e-mail sink, settings, pages.
-- Booleans are stored as booleans; the API layer turns them into the 0/1 the spec's clients expect.

CREATE TABLE users (
  id serial PRIMARY KEY,
  full_name text NOT NULL,
  username text UNIQUE,
  email text NOT NULL UNIQUE,
  phone text,
  password_hash text,
  photo text,
  sex text NOT NULL DEFAULT 'none' CHECK (sex IN ('male', 'female', 'none')),
  birthdate date,
  push_notis boolean NOT NULL DEFAULT true,
  email_notis boolean NOT NULL DEFAULT true,
  promo_notis boolean NOT NULL DEFAULT true,
  blog_notifications boolean NOT NULL DEFAULT true,
  latitude double precision,
  longitude double precision,
  country text,
  city text,
  default_card_id text,
  cashback_amount integer NOT NULL DEFAULT 0 CHECK (cashback_amount >= 0),
  verified_by_mobile boolean NOT NULL DEFAULT false,
  role text NOT NULL DEFAULT 'customer'
    CHECK (role IN ('admin', 'finance', 'vendor', 'delivery', 'customer', 'support')),
  map_visible boolean NOT NULL DEFAULT true,
  hide_as_shijoer boolean NOT NULL DEFAULT false,
  map_visible_type text NOT NULL DEFAULT 'all_friend'
    CHECK (map_visible_type IN ('all_friend', 'except_friend', 'only_friend')),
  referral_code text NOT NULL UNIQUE,
  referred_by integer REFERENCES users (id) ON DELETE SET NULL,
  sms_consent boolean NOT NULL DEFAULT false,
  last_active_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

-- Opaque bearer tokens: only their sha256 is kept, so a database leak does not leak sessions.
CREATE TABLE auth_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  device_token text,
  device_id text,
  platform text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id);

CREATE TABLE verification_codes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  phone text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_user_idx ON verification_codes (user_id, created_at DESC);

CREATE TABLE password_resets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- ARCHITECTURE: the SMS/e-mail sink. Codes are stored as "delivered" so the test endpoint can read them.
CREATE TABLE outbox (
  id serial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  kind text NOT NULL,
  subject text,
  body text NOT NULL,
  code text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_recipient_idx ON outbox (recipient, id DESC);

CREATE TABLE addresses (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  address_type text NOT NULL DEFAULT 'home',
  notes text,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  country text,
  city text,
  street text,
  building text,
  floor text,
  apartment text,
  formatted_address text,
  favourite boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user_idx ON addresses (user_id);

-- Only brand/last4/expiry are ever stored (ARCHITECTURE: cards port).
CREATE TABLE payment_methods (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  brand text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month smallint NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year smallint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX payment_methods_user_idx ON payment_methods (user_id);

-- Referral/reward settings and other server-provided values (spec 3 §3), one JSON value per key.
CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Privacy, terms and the applicant privacy pages, content in both languages (spec 1 §7 GET privacy/terms-condition).
CREATE TABLE pages (
  slug text PRIMARY KEY,
  title_sq text NOT NULL,
  title_en text NOT NULL,
  content_sq text NOT NULL,
  content_en text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
