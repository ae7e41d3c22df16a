-- Export logging (spec 3 §4): which participants of a group have been exported, per kind of
-- export. A logged export takes only participants without a row here and adds theirs after the
-- export has been written whole; an unlogged export reads and writes nothing here.
CREATE TABLE export_log (
  group_id text NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('promreports', 'promreports-mapped', 'symptomreports', 'subject-information')),
  patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  exported_date timestamptz NOT NULL DEFAULT now(),
  exported_by uuid REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (group_id, kind, patient_id)
);
CREATE INDEX export_log_patient ON export_log (patient_id);
