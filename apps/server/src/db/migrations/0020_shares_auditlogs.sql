-- Shares (spec 2 §3): the patient lets a clinician, or a unit's staff, see parts of their data.
-- A clinician's request is a share without accepted_date until the patient accepts it. The
-- recipient is one user or one unit (a group: a clinic, whose staff see it while working in it).
CREATE TABLE shares (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  organization_id text REFERENCES organizations (id),
  group_id text REFERENCES groups (id),
  share_with_user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  share_with_group_id text REFERENCES groups (id) ON DELETE CASCADE,
  symptom_reports boolean NOT NULL DEFAULT true,
  prom_reports boolean NOT NULL DEFAULT true,
  status_reports boolean NOT NULL DEFAULT true,
  notes boolean NOT NULL DEFAULT true,
  enabled boolean NOT NULL DEFAULT true,
  requested_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
  requested_by text,
  requested_date timestamptz,
  accepted_date timestamptz,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 0,
  CHECK ((share_with_user_id IS NULL) <> (share_with_group_id IS NULL))
);
-- One share (or request) per patient and recipient: a second one is a conflict, not a duplicate.
CREATE UNIQUE INDEX shares_patient_user ON shares (patient_id, share_with_user_id) WHERE share_with_user_id IS NOT NULL;
CREATE UNIQUE INDEX shares_patient_unit ON shares (patient_id, share_with_group_id) WHERE share_with_group_id IS NOT NULL;
-- The grant check of every read under a share, and the clinician's list.
CREATE INDEX shares_user ON shares (share_with_user_id) WHERE share_with_user_id IS NOT NULL;
CREATE INDEX shares_unit ON shares (share_with_group_id) WHERE share_with_group_id IS NOT NULL;
CREATE INDEX shares_requested_by ON shares (requested_by_id) WHERE requested_by_id IS NOT NULL;

-- The patient's audit log pages newest first with a tie-break on id; the actor is in the index so
-- the page's ids (All and Others) are found from the index alone, however deep the page.
DROP INDEX audit_logs_patient;
CREATE INDEX audit_logs_patient ON audit_logs (patient_id, time_stamp DESC, id DESC) INCLUDE (actor_user_id);
