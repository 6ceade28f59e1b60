-- Social layer (spec 3 §3): friendships and invitations, map privacy, chat, earn invitations, chat uploads.

-- One row per pair and direction of asking: user_id asked friend_id (spec 3 §4 Friendship).
CREATE TABLE friendships (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  friend_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('invited', 'accepted', 'canceled')),
  seen boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_id <> friend_id)
);
-- At most one live relation per pair, whoever asked.
CREATE UNIQUE INDEX friendships_pair_idx ON friendships (LEAST(user_id, friend_id), GREATEST(user_id, friend_id))
  WHERE status <> 'canceled';

-- map_visible_details: the friends chosen for except_friend / only_friend.
CREATE TABLE map_visibility_friends (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  friend_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, friend_id)
);

CREATE TABLE chat_channels (
  id text PRIMARY KEY,
  channel_type text NOT NULL CHECK (channel_type IN ('single', 'group', 'order_support')),
  active boolean NOT NULL DEFAULT true,
  creator_id integer REFERENCES users (id) ON DELETE SET NULL,
  partner_id integer REFERENCES users (id) ON DELETE SET NULL,
  admin_id integer REFERENCES users (id) ON DELETE SET NULL,
  full_name text,
  photo text,
  permitted boolean NOT NULL DEFAULT false,
  with_rider boolean NOT NULL DEFAULT false,
  order_id integer UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  last_msg jsonb,
  last_msg_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chat_members (
  channel_id text NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  left_at timestamptz,
  unread_cnt integer NOT NULL DEFAULT 0,
  muted boolean NOT NULL DEFAULT false,
  PRIMARY KEY (channel_id, user_id)
);
CREATE INDEX chat_members_user_idx ON chat_members (user_id);

-- user_id NULL with sender_role 'support' is the support pseudo-user (spec 3 §3).
CREATE TABLE chat_messages (
  id text PRIMARY KEY,
  channel_id text NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  sender_role text NOT NULL DEFAULT 'customer' CHECK (sender_role IN ('customer', 'support', 'vendor', 'system')),
  text text,
  images jsonb NOT NULL DEFAULT '[]',
  audio jsonb,
  map jsonb,
  emoji jsonb NOT NULL DEFAULT '[]',
  reply_to_id text,
  likes jsonb NOT NULL DEFAULT '[]',
  system boolean NOT NULL DEFAULT false,
  invitation_code text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_channel_idx ON chat_messages (channel_id, created_at DESC);

-- spec 3 §3 Earn invitation: is_used 0 unused, 1 used, 2 using.
CREATE TABLE earn_invitations (
  id serial PRIMARY KEY,
  invite_code text NOT NULL UNIQUE,
  sender_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  receiver_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  invite_time timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  is_used smallint NOT NULL DEFAULT 0 CHECK (is_used IN (0, 1, 2)),
  used_at timestamptz,
  used_rewards_amount integer NOT NULL DEFAULT 0,
  order_id integer REFERENCES orders (id) ON DELETE SET NULL
);

-- Chat images and voice notes uploaded as base64 (spec 3 §7 chats/upload-image, upload-audio), served under /images.
CREATE TABLE uploads (
  id text PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('image', 'audio')),
  mime text NOT NULL,
  data_base64 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
