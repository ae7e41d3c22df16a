-- Symptoms join the trash (spec 1 §4: a closed symptom can be deleted). The table takes the trash
-- convention of 0002 (research, deleted_date, purge_date; version is already there). Only a closed
-- symptom can be in the trash, so a deleted symptom never holds one of the open, unique names and
-- restoring it cannot clash with symptoms_open_name.
ALTER TABLE symptoms
  ADD COLUMN research boolean NOT NULL DEFAULT false,
  ADD COLUMN deleted_date timestamptz,
  ADD COLUMN purge_date timestamptz,
  ADD CONSTRAINT symptoms_trash_dates CHECK ((deleted_date IS NULL) = (purge_date IS NULL)),
  ADD CONSTRAINT symptoms_trash_closed CHECK (deleted_date IS NULL OR closed_date IS NOT NULL);
-- The trash and purge scans, as for the other trashable tables.
CREATE INDEX symptoms_trash ON symptoms (patient_id, deleted_date DESC) WHERE deleted_date IS NOT NULL;
CREATE INDEX symptoms_purge ON symptoms (purge_date) WHERE purge_date IS NOT NULL;
