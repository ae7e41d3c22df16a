-- Accounts (issue 21): invites, one-time codes sent by e-mail, the mail outbox, two-factor.

-- An invite to register in a group. The key is the link's secret: only its hash is kept.
CREATE TABLE invites (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  key_hash text NOT NULL UNIQUE,
  organization_id text NOT NULL REFERENCES organizations (id),
  group_id text NOT NULL REFERENCES groups (id),
  email text NOT NULL,
  personnummer text,
  description text NOT NULL,
  roles text[] NOT NULL DEFAULT '{pat}',
  app_version_id text,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  expire_date timestamptz NOT NULL,
  used_date timestamptz,
  used_by uuid REFERENCES users (id) ON DELETE SET NULL
);

-- Codes sent by e-mail: confirm an address, reset a password, reactivate an account.
-- Single use, kept hashed, each with its expiry.
CREATE TABLE account_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password', 'activate')),
  code_hash text NOT NULL UNIQUE,
  email text,
  created_date timestamptz NOT NULL DEFAULT now(),
  expires_date timestamptz NOT NULL,
  used_date timestamptz,
  -- Wrong second-factor codes given with a reset link: five spend it.
  tries integer NOT NULL DEFAULT 0
);
CREATE INDEX account_codes_user ON account_codes (user_id, purpose);

-- Mail waiting for or sent through SMTP; without SMTP it stays here for the admin area to show.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  sent_date timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  last_attempt timestamptz,
  last_error text
);
CREATE INDEX mail_outbox_unsent ON mail_outbox (created_date) WHERE sent_date IS NULL;

-- Two-factor: the secret while being set up and once enabled, the last time step used (a code
-- works once), and the backup codes, hashed and single-use.
ALTER TABLE users
  ADD COLUMN twofactor_secret text,
  ADD COLUMN twofactor_pending_secret text,
  ADD COLUMN twofactor_last_step integer NOT NULL DEFAULT 0,
  ADD COLUMN password_changed_date timestamptz,
  ADD COLUMN anonymized_date timestamptz;

CREATE TABLE backup_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_date timestamptz,
  -- Made by a setup or renewal not yet confirmed with a code; the old codes work until it is.
  pending boolean NOT NULL DEFAULT false
);
CREATE INDEX backup_codes_user ON backup_codes (user_id);

-- A session of an account with two-factor is authenticated once its code is given, at most five tries.
ALTER TABLE sessions
  ADD COLUMN twofactor_authenticated boolean NOT NULL DEFAULT false,
  ADD COLUMN twofactor_tries integer NOT NULL DEFAULT 0;
