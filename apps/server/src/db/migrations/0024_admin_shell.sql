-- The admin shell (spec 3 §2, §3): a group's module flags and its ordered symptom definitions.

-- Module flags per group. No row: the group follows the deployment's configuration (MODULES).
CREATE TABLE group_settings (
  group_id text PRIMARY KEY REFERENCES groups (id) ON DELETE CASCADE,
  modules text[] NOT NULL,
  version integer NOT NULL DEFAULT 0,
  modified_date timestamptz NOT NULL DEFAULT now()
);

-- The symptom names a group offers, in the order its admin set (Index is the position).
CREATE TABLE group_symptom_definitions (
  group_id text NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  index integer NOT NULL,
  name text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 1 AND 60),
  name_key text NOT NULL,
  PRIMARY KEY (group_id, index),
  UNIQUE (group_id, name_key)
);

-- Admin lists search groups and organizations by name.
CREATE INDEX groups_lower_name ON groups (organization_id, lower(name));
