-- Foundation: organizations, groups, users, patients, memberships, sessions, refresh tokens,
-- languages, status types, signing keys and the append-only audit log.

CREATE TABLE languages (
  id text PRIMARY KEY,
  name text NOT NULL,
  native_name text NOT NULL,
  version integer NOT NULL DEFAULT 0
);
INSERT INTO languages (id, name, native_name) VALUES ('sv', 'Swedish', 'Svenska'), ('en', 'English', 'English');

CREATE TABLE status_types (
  name text PRIMARY KEY,
  index integer NOT NULL UNIQUE,
  inverted boolean NOT NULL DEFAULT false
);
INSERT INTO status_types (name, index, inverted) VALUES
  ('pain', 0, false), ('tiredness', 1, false), ('drowsiness', 2, false), ('dizziness', 3, false),
  ('appetite', 4, true), ('nausea', 5, false), ('shortnessofbreath', 6, false),
  ('physicalfunctioning', 7, true), ('sexualfunctioning', 8, true), ('urinarytractdisorders', 9, false),
  ('depression', 10, false), ('anxiety', 11, false), ('stomachtrouble', 12, false),
  ('qualityoflife', 13, true), ('wellbeing', 14, true), ('skinproblems', 15, false),
  ('visionproblems', 16, false), ('stress', 17, false), ('hearingdisorders', 18, false);

CREATE TABLE organizations (
  id text PRIMARY KEY,
  name text NOT NULL,
  version integer NOT NULL DEFAULT 0,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE groups (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations (id),
  name text NOT NULL,
  display_name text,
  is_global boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 0,
  symptom_types text[] NOT NULL DEFAULT '{}',
  pusher_id text,
  url_slug text UNIQUE,
  landing_page_url text,
  welcome_text text,
  greeting_text text,
  intro_text text,
  info_text text,
  form_title text,
  form_text text,
  form_button_label text,
  help_url text,
  link1_url text,
  link1_text text,
  link2_url text,
  link2_text text,
  mf_study_slug text,
  mf_group_sync_active boolean NOT NULL DEFAULT false,
  first_report_saved_text text,
  status_report_types text[] NOT NULL DEFAULT '{}',
  group_card_prom_id text,
  study_tasks_published boolean NOT NULL DEFAULT false,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX groups_organization ON groups (organization_id);

-- The global group: organization 0, group 0, shown as Symptoms.
INSERT INTO organizations (id, name) VALUES ('0', 'Symptoms');
INSERT INTO groups (id, organization_id, name, display_name, is_global) VALUES ('0', '0', 'Symptoms', 'Symptoms', true);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  personnummer text NOT NULL UNIQUE,
  username text NOT NULL,
  email text NOT NULL,
  email_confirmed boolean NOT NULL DEFAULT false,
  unconfirmed_email text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone_number text,
  language_id text NOT NULL DEFAULT 'sv' REFERENCES languages (id),
  opt_out boolean NOT NULL DEFAULT false,
  opt_out_date timestamptz,
  research boolean NOT NULL DEFAULT false,
  password_hash text,
  encryption_key text NOT NULL,
  twofactor_enabled boolean NOT NULL DEFAULT false,
  deactivated boolean NOT NULL DEFAULT false,
  deactivated_date timestamptz,
  use_notes boolean NOT NULL DEFAULT true,
  use_proms boolean NOT NULL DEFAULT true,
  use_status boolean NOT NULL DEFAULT true,
  use_symptoms boolean NOT NULL DEFAULT true,
  last_login timestamptz,
  last_activity timestamptz,
  version integer NOT NULL DEFAULT 0,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_created ON users (created_date);
CREATE INDEX users_activity ON users (last_activity);

CREATE TABLE patients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  gender text NOT NULL DEFAULT 'undefined' CHECK (gender IN ('undefined', 'male', 'female')),
  model text NOT NULL DEFAULT 'male' CHECK (model IN ('male', 'female')),
  birthyear integer,
  language text NOT NULL DEFAULT 'sv' REFERENCES languages (id),
  country text NOT NULL DEFAULT 'Sweden',
  region text,
  county text,
  municipal text,
  city text,
  area_code text CHECK (area_code ~ '^[0-9]{5}$'),
  app_version text,
  tutorials_seen text[] NOT NULL DEFAULT '{}',
  advanced_manikin boolean NOT NULL DEFAULT false,
  patient_model_chosen_side text CHECK (patient_model_chosen_side IN ('left', 'right')),
  last_active timestamptz,
  version integer NOT NULL DEFAULT 0,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE memberships (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organization_id text NOT NULL REFERENCES organizations (id),
  group_id text NOT NULL REFERENCES groups (id),
  role_id text NOT NULL,
  joined_date timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, group_id, role_id)
);
CREATE INDEX memberships_group_role ON memberships (group_id, role_id);
CREATE INDEX memberships_organization ON memberships (organization_id, role_id);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  active boolean NOT NULL DEFAULT true,
  provider text NOT NULL,
  organization_id text NOT NULL,
  group_id text NOT NULL,
  role_id text NOT NULL,
  scope_id text,
  user_agent text,
  device text,
  operating_system text,
  city text,
  country text,
  created_date timestamptz NOT NULL DEFAULT now(),
  latest_login timestamptz NOT NULL DEFAULT now(),
  expires_date timestamptz NOT NULL,
  ended_date timestamptz,
  end_reason text
);
CREATE INDEX sessions_user ON sessions (user_id, latest_login DESC);

CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  secret_hash text NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  expires_date timestamptz NOT NULL,
  used_date timestamptz
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);
CREATE INDEX refresh_tokens_expiry ON refresh_tokens (expires_date);

CREATE TABLE signing_keys (
  id text PRIMARY KEY,
  private_pem text NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE audit_logs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  patient_id uuid,
  actor_user_id uuid,
  actor_role text NOT NULL,
  actor_name text NOT NULL,
  resource_type text NOT NULL,
  resource_id text NOT NULL,
  action_type text NOT NULL CHECK (action_type IN ('View', 'Update', 'Create', 'Delete', 'Purge', 'AutoPurge', 'Restore')),
  data_before jsonb,
  data_after jsonb,
  time_stamp timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 0
);
CREATE INDEX audit_logs_patient ON audit_logs (patient_id, time_stamp DESC);
CREATE INDEX audit_logs_resource ON audit_logs (resource_type, resource_id);

-- Audit rows are append-only for every database user, the app's included.
CREATE FUNCTION audit_logs_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_logs is append-only: rows cannot be updated, deleted or truncated';
END
$$;
CREATE TRIGGER audit_logs_no_change BEFORE UPDATE OR DELETE ON audit_logs
  FOR EACH ROW EXECUTE FUNCTION audit_logs_append_only();
CREATE TRIGGER audit_logs_no_truncate BEFORE TRUNCATE ON audit_logs
  FOR EACH STATEMENT EXECUTE FUNCTION audit_logs_append_only();

-- Socket.IO's PostgreSQL adapter keeps payloads too large for NOTIFY here.
CREATE TABLE socket_io_attachments (
  id bigserial UNIQUE,
  created_at timestamptz DEFAULT now(),
  payload bytea
);
