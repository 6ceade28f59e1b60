-- Accounts (issue 3): sign-in through a social network (spec 1 §7 login/facebook|google|apple) links a provider's
-- subject to one user; verification codes and reset tokens already live in 0001 (hashed, with expiry and tries).

CREATE TABLE social_identities (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('facebook', 'google', 'apple')),
  subject text NOT NULL,
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, subject)
);
CREATE INDEX social_identities_user_idx ON social_identities (user_id);

-- Lookups the account flows make on every request: the live code of a user, a user by phone.
CREATE INDEX verification_codes_live_idx ON verification_codes (user_id) WHERE consumed_at IS NULL;
CREATE INDEX password_resets_user_idx ON password_resets (user_id);
CREATE INDEX users_phone_idx ON users (phone);
