-- A personnummer is proven before it opens anything (issue 32; docs/decisions.md "A personnummer is
-- proven before it opens anything").
--
-- An account's personnummer is either proven (by BankID, by the configured SSO issuer's claim, by a
-- staff member's invite that bound it, or by the demo seed) or only claimed (typed at registration,
-- or by an admin). Only one account can hold a number proven; claims are not unique, so a claim
-- never blocks the real person. An account loses its claim (personnummer NULL) when the number is
-- proven on another account.
ALTER TABLE users DROP CONSTRAINT users_personnummer_key;
ALTER TABLE users ALTER COLUMN personnummer DROP NOT NULL;
ALTER TABLE users
  ADD COLUMN personnummer_proof text CHECK (personnummer_proof IN ('bankid', 'sso', 'invite', 'seed')),
  ADD COLUMN personnummer_proven_date timestamptz,
  -- When the account lost its claim to another account's proof (the profile says so).
  ADD COLUMN personnummer_removed_date timestamptz,
  ADD CONSTRAINT users_personnummer_proof_complete
    CHECK ((personnummer_proof IS NULL) = (personnummer_proven_date IS NULL) AND (personnummer_proof IS NULL OR personnummer IS NOT NULL));
CREATE UNIQUE INDEX users_proven_personnummer ON users (personnummer) WHERE personnummer_proof IS NOT NULL;
CREATE INDEX users_personnummer ON users (personnummer);

-- What the data shows: an account someone logged in to with BankID was opened by the person BankID
-- identified (the grant matched the order's number to the account's). An SSO link does not record
-- whether the token carried the personnummer claim, so SSO accounts are proven at their next login
-- or connect with the claim. Anonymised accounts hold no number.
UPDATE users u
   SET personnummer_proof = 'bankid', personnummer_proven_date = first.created_date
  FROM (SELECT user_id, min(created_date) AS created_date FROM sessions WHERE provider = 'bankid' GROUP BY user_id) first
 WHERE first.user_id = u.id AND u.anonymized_date IS NULL;

-- An invite proves the number it binds only when staff made it (they verified the person in care);
-- a patient's own invites never do. Until now staff invited to their group, patients to group 0.
ALTER TABLE invites ADD COLUMN proves_personnummer boolean NOT NULL DEFAULT false;
UPDATE invites SET proves_personnummer = true WHERE personnummer IS NOT NULL AND group_id <> '0' AND used_date IS NULL;

-- Invite mails sent per user and Stockholm day, counted in the database so the limit holds across instances.
CREATE TABLE invite_mail_counts (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  sent integer NOT NULL,
  PRIMARY KEY (user_id, day)
);

-- Wrong two-factor codes are counted per account, not per session: a new login does not reset them.
ALTER TABLE users
  ADD COLUMN twofactor_failures integer NOT NULL DEFAULT 0,
  ADD COLUMN twofactor_failed_date timestamptz;

-- What staff see of a PROM request instead of its id, which is the public link's secret: a one-way
-- digest of it (22 base64url characters, the id's own form), so staff can address the request
-- without being able to open or answer its link.
ALTER TABLE prom_requests
  ADD COLUMN staff_ref text GENERATED ALWAYS AS (
    translate(rtrim(encode(substr(sha256(decode('staff:' || id, 'escape')), 1, 16), 'base64'), '='), '+/', '-_')
  ) STORED;
CREATE UNIQUE INDEX prom_requests_staff_ref ON prom_requests (staff_ref);
