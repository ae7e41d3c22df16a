-- Notes: the patient's own free text. Trashable like every deletable patient resource: a soft
-- delete sets deleted_date and purge_date; the trash lists rows with deleted_date set, and the
-- purge job removes rows whose purge_date has passed.
CREATE TABLE notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  content text NOT NULL CHECK (char_length(content) BETWEEN 2 AND 2000),
  research boolean NOT NULL DEFAULT false,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now(),
  deleted_date timestamptz,
  purge_date timestamptz,
  version integer NOT NULL DEFAULT 0,
  CHECK ((deleted_date IS NULL) = (purge_date IS NULL))
);
-- Newest-first paging of live notes (keyset on created_date, id), and the trash and purge scans.
CREATE INDEX notes_patient_live ON notes (patient_id, created_date DESC, id DESC) WHERE deleted_date IS NULL;
CREATE INDEX notes_trash ON notes (patient_id, deleted_date DESC) WHERE deleted_date IS NOT NULL;
CREATE INDEX notes_purge ON notes (purge_date) WHERE purge_date IS NOT NULL;
