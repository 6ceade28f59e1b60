-- Public content and forms (spec 1 §3): blog with quizzes, feedback, contact, applications, newsletter.

CREATE TABLE blog_categories (
  id serial PRIMARY KEY,
  title text NOT NULL,
  sq_title text NOT NULL
);

CREATE TABLE blog_posts (
  id serial PRIMARY KEY,
  hash_id text NOT NULL UNIQUE,
  slug text NOT NULL,
  title text NOT NULL,
  author text NOT NULL,
  content text NOT NULL,
  image_cover text,
  time_read integer NOT NULL DEFAULT 3,
  can_show_quiz boolean NOT NULL DEFAULT true,
  credits_per_correct_answer integer NOT NULL DEFAULT 10,
  max_earn integer NOT NULL DEFAULT 100,
  is_published boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE blog_post_categories (
  blog_id integer NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES blog_categories (id) ON DELETE CASCADE,
  PRIMARY KEY (blog_id, category_id)
);

CREATE TABLE quizzes (
  id serial PRIMARY KEY,
  blog_id integer NOT NULL UNIQUE REFERENCES blog_posts (id) ON DELETE CASCADE
);

CREATE TABLE quiz_questions (
  id serial PRIMARY KEY,
  quiz_id integer NOT NULL REFERENCES quizzes (id) ON DELETE CASCADE,
  question_text text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE quiz_answers (
  id serial PRIMARY KEY,
  question_id integer NOT NULL REFERENCES quiz_questions (id) ON DELETE CASCADE,
  answer_text text NOT NULL,
  is_correct boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0
);

-- A guest answers with a session_id only; the reward is credited when that session registers (spec 1 §4 Blog quiz).
CREATE TABLE quiz_results (
  id serial PRIMARY KEY,
  quiz_id integer NOT NULL REFERENCES quizzes (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  session_id text,
  responses jsonb NOT NULL DEFAULT '[]',
  correct_count integer NOT NULL,
  earned integer NOT NULL DEFAULT 0,
  credited_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE feedback_tags (
  id serial PRIMARY KEY,
  tag_en text NOT NULL,
  tag_sq text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE feedback (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  tag_id integer NOT NULL REFERENCES feedback_tags (id) ON DELETE CASCADE,
  comment text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contact_messages (
  id serial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  subscribe boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE courier_applications (
  id serial PRIMARY KEY,
  vehicle_type text NOT NULL CHECK (vehicle_type IN ('Bike', 'Motorbike', 'Car')),
  full_name text NOT NULL,
  gender text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  birthdate date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE partner_applications (
  id serial PRIMARY KEY,
  store_name text NOT NULL,
  vendor_type text NOT NULL CHECK (vendor_type IN ('restaurant', 'grocery', 'pharmacy', 'other')),
  country text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  full_name text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE newsletter_subscribers (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  source text,
  created_at timestamptz NOT NULL DEFAULT now()
);
