-- News, language string overrides, app versions, applications and their OAuth tokens, and the
-- staff's handling of bug reports (spec 3 §3, §5, §7; decisions: "Admin content").

-- A news item belongs to an organization (an admin's: group_id NULL, every member reads it) or to
-- one group (a moderator's). Readers see it from its publish date.
CREATE TABLE news_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id text NOT NULL REFERENCES organizations (id),
  group_id text REFERENCES groups (id),
  author_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  author_name text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  priority text NOT NULL DEFAULT 'not-important' CHECK (priority IN ('not-important', 'important', 'very-important')),
  publish_date timestamptz NOT NULL DEFAULT now(),
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 0
);
CREATE INDEX news_items_published ON news_items (organization_id, publish_date DESC);

-- A text of the app replaced at run time: the key of a shipped text (namespace:key) per language.
CREATE TABLE language_strings (
  id text NOT NULL,
  language_id text NOT NULL,
  description text NOT NULL,
  text text NOT NULL,
  modified_by uuid REFERENCES users (id) ON DELETE SET NULL,
  modified_date timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 0,
  PRIMARY KEY (language_id, id)
);

CREATE TABLE app_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  description text,
  is_default boolean NOT NULL DEFAULT false,
  status_report_version integer NOT NULL,
  status_chart_version integer NOT NULL,
  prom_report_version integer NOT NULL,
  intensity_scale_version integer NOT NULL,
  version integer NOT NULL DEFAULT 0
);
-- At most one default.
CREATE UNIQUE INDEX app_versions_one_default ON app_versions (is_default) WHERE is_default;
INSERT INTO app_versions (name, description, is_default, status_report_version, status_chart_version, prom_report_version, intensity_scale_version)
  VALUES ('1.0', 'Standard', true, 1, 1, 1, 1);

-- An application of a group (an integration), and the tokens it is given. A token's secret is shown
-- once and kept only as its SHA-256 hash.
CREATE TABLE applications (
  id text NOT NULL,
  organization_id text NOT NULL,
  group_id text NOT NULL REFERENCES groups (id),
  description text NOT NULL,
  scope_id text NOT NULL,
  role_id text NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, id)
);

CREATE TABLE oauth_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  group_id text NOT NULL,
  application_id text NOT NULL,
  organization_id text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  secret_hash text NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (group_id, application_id) REFERENCES applications (group_id, id) ON DELETE CASCADE
);
CREATE INDEX oauth_tokens_group ON oauth_tokens (group_id, created_date DESC);

ALTER TABLE bug_reports
  ADD COLUMN processed_by text,
  ADD COLUMN reason text;
