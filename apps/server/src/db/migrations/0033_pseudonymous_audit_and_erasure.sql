-- Erasure and anonymisation reach everything (issue 32, item 5; decisions: "Erasure reaches
-- everything"). People are kept by id, never by name: names are looked up when read, so they leave
-- with the account. This migration makes the stored rows match and clears what earlier removals
-- and anonymisations left behind.

-- The audit log names an actor only when it is no person (the system, the PROM request link).
ALTER TABLE audit_logs ALTER COLUMN actor_name DROP NOT NULL;

-- What an audit row may keep of a record: ids, versions, counts, types, sizes, dates and flags.
CREATE FUNCTION audit_scrub_0033(resource text, data jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof(data) IS DISTINCT FROM 'object' THEN data
    WHEN resource = 'Patient' THEN
      (data - ARRAY['FirstName', 'LastName', 'Birthyear', 'Gender', 'Country', 'Region', 'County', 'Municipal', 'City', 'AreaCode'])
      || jsonb_build_object(
           'HasBirthyear', data ->> 'Birthyear' IS NOT NULL,
           'HasGender', coalesce(data ->> 'Gender', 'undefined') <> 'undefined',
           'HasAreaCode', data ->> 'AreaCode' IS NOT NULL,
           'HasCity', data ->> 'City' IS NOT NULL,
           'HasRegion', coalesce(data ->> 'Region', data ->> 'County', data ->> 'Municipal') IS NOT NULL)
    ELSE
      (data - ARRAY['FirstName', 'LastName', 'Email', 'UnconfirmedEmail', 'Username', 'PhoneNumber', 'Personnummer', 'FileName'])
      || CASE WHEN data ? 'PhoneNumber' THEN jsonb_build_object('HasPhoneNumber', data ->> 'PhoneNumber' IS NOT NULL) ELSE '{}'::jsonb END
  END
$$;

-- audit_logs is append-only (0001). Only this migration rewrites it: the row trigger is off for the
-- one statement that takes the names out, and on again before anything else runs.
ALTER TABLE audit_logs DISABLE TRIGGER audit_logs_no_change;
UPDATE audit_logs SET
    actor_name = CASE WHEN actor_user_id IS NULL AND actor_role IN ('system', 'public') THEN actor_name END,
    data_before = audit_scrub_0033(resource_type, data_before),
    data_after = audit_scrub_0033(resource_type, data_after)
  WHERE (actor_name IS NOT NULL AND NOT (actor_user_id IS NULL AND actor_role IN ('system', 'public')))
     OR resource_type = 'Patient'
     OR data_before ?| ARRAY['FirstName', 'LastName', 'Email', 'UnconfirmedEmail', 'Username', 'PhoneNumber', 'Personnummer', 'FileName']
     OR data_after ?| ARRAY['FirstName', 'LastName', 'Email', 'UnconfirmedEmail', 'Username', 'PhoneNumber', 'Personnummer', 'FileName'];
ALTER TABLE audit_logs ENABLE TRIGGER audit_logs_no_change;
DROP FUNCTION audit_scrub_0033(text, jsonb);

-- Staff names copied as text: a share's requester, a news item's author and a bug report's handler
-- are now read from their account.
UPDATE shares SET requested_by = NULL WHERE requested_by IS NOT NULL;
UPDATE news_items SET author_name = '' WHERE author_name <> '';
ALTER TABLE news_items ALTER COLUMN author_name SET DEFAULT '';
ALTER TABLE bug_reports ADD COLUMN processed_by_id uuid REFERENCES users (id) ON DELETE SET NULL;
UPDATE bug_reports b SET processed_by_id = u.id
  FROM users u
 WHERE b.processed_by IS NOT NULL AND u.first_name || ' ' || u.last_name = b.processed_by
   AND (SELECT count(*) FROM users v WHERE v.first_name || ' ' || v.last_name = b.processed_by) = 1;
UPDATE bug_reports SET processed_by = NULL WHERE processed_by IS NOT NULL;

-- A mail that carries a person's own words to someone else (an invite's message) goes with them.
ALTER TABLE mail_outbox ADD COLUMN written_by uuid REFERENCES users (id) ON DELETE CASCADE;
CREATE INDEX mail_outbox_written_by ON mail_outbox (written_by) WHERE written_by IS NOT NULL;
-- Removal finds the mail to the person's addresses.
CREATE INDEX mail_outbox_recipient ON mail_outbox (lower(recipient));

-- What earlier removals left: bug reports of removed people (their account's id was set to null)
-- and the addresses of invites removed people had used.
DELETE FROM bug_report_screenshots s USING bug_reports b WHERE b.id = s.bug_report_id AND b.user_id IS NULL AND NOT b.anonymous;
UPDATE bug_reports SET name = NULL, email = NULL, user_agent = NULL, description = '', anonymous = true
 WHERE user_id IS NULL AND NOT anonymous;
UPDATE invites SET email = '', personnummer = NULL WHERE used_date IS NOT NULL AND used_by IS NULL AND email <> '';

-- What earlier anonymisations left: the ways in and the answers of the account, its bug reports, the
-- invites it used or sent, and the shares and PROM requests of its patient (a Delete and a Purge
-- audit row each, by the system).
DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE anonymized_date IS NOT NULL);
DELETE FROM external_identities WHERE user_id IN (SELECT id FROM users WHERE anonymized_date IS NOT NULL);
DELETE FROM consents WHERE user_id IN (SELECT id FROM users WHERE anonymized_date IS NOT NULL);
DELETE FROM account_codes WHERE user_id IN (SELECT id FROM users WHERE anonymized_date IS NOT NULL);
DELETE FROM backup_codes WHERE user_id IN (SELECT id FROM users WHERE anonymized_date IS NOT NULL);
DELETE FROM bug_report_screenshots s USING bug_reports b, users u
 WHERE b.id = s.bug_report_id AND u.id = b.user_id AND u.anonymized_date IS NOT NULL;
UPDATE bug_reports b SET user_id = NULL, name = NULL, email = NULL, user_agent = NULL, description = '', anonymous = true
  FROM users u WHERE u.id = b.user_id AND u.anonymized_date IS NOT NULL;
UPDATE invites i SET email = '', personnummer = NULL, used_by = NULL
  FROM users u WHERE u.id = i.used_by AND u.anonymized_date IS NOT NULL;
UPDATE invites i SET created_by = NULL, description = ''
  FROM users u WHERE u.id = i.created_by AND u.anonymized_date IS NOT NULL;
WITH gone AS (
  DELETE FROM shares s USING patients p, users u
   WHERE p.id = s.patient_id AND u.id = p.user_id AND u.anonymized_date IS NOT NULL
  RETURNING s.id, s.patient_id, s.version)
INSERT INTO audit_logs (patient_id, actor_user_id, actor_role, actor_name, resource_type, resource_id, action_type, data_before)
  SELECT patient_id, NULL, 'system', 'Symptoms', 'Share', id::text, 'Delete', jsonb_build_object('Version', version) FROM gone;
WITH gone AS (
  DELETE FROM prom_requests r USING patients p, users u
   WHERE p.id = r.patient_id AND u.id = p.user_id AND u.anonymized_date IS NOT NULL
  RETURNING r.id, r.patient_id, r.prom_id)
INSERT INTO audit_logs (patient_id, actor_user_id, actor_role, actor_name, resource_type, resource_id, action_type, data_before)
  SELECT patient_id, NULL, 'system', 'Symptoms', 'PromRequest', id, 'Purge', jsonb_build_object('Id', id, 'PromId', prom_id) FROM gone;
