-- BankID orders and single sign-on identities (issue 21, docs/decisions.md "BankID and single sign-on").
--
-- bankid_orders: what the main API's BankID routes started and collected, read by the identity
-- service's grant_type=bankid. The QR secret stays here (never in the browser) while the order is
-- pending; the person's number and name are kept only until the order is used or a job removes it.
CREATE TABLE bankid_orders (
  order_ref text PRIMARY KEY,
  qr_start_token text NOT NULL,
  qr_start_secret text,
  started_date timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'failed', 'complete', 'underage')),
  hint_code text,
  poll_count integer NOT NULL DEFAULT 0,
  -- Set while one request asks BankID about the order, so two polls never collect it at once.
  collecting_until timestamptz,
  personnummer text,
  given_name text,
  surname text,
  ip_address text,
  bankid_issue_date text,
  completed_date timestamptz,
  used_date timestamptz,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bankid_orders_created ON bankid_orders (created_date);

-- An external identity provider's subject, linked to an account: keyed by provider and subject,
-- never by e-mail.
CREATE TABLE external_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text,
  created_date timestamptz NOT NULL DEFAULT now(),
  last_login timestamptz,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX external_identities_user ON external_identities (user_id);
