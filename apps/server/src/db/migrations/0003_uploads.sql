-- Patient file uploads (PNG, JPEG, PDF, at most 10 MB each). The bytes live in the database beside
-- their metadata so a backup holds both and a delete removes both in one transaction; lists read
-- only the metadata columns (docs/decisions.md).
CREATE TABLE patient_uploads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  file_name text NOT NULL CHECK (char_length(file_name) BETWEEN 1 AND 255),
  mime_type text NOT NULL CHECK (mime_type IN ('image/png', 'image/jpeg', 'application/pdf')),
  size_bytes integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 10485760),
  data bytea NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now()
);
-- Large values are stored out of line anyway; EXTERNAL skips compressing files that are already compressed.
ALTER TABLE patient_uploads ALTER COLUMN data SET STORAGE EXTERNAL;
-- Newest-first list per patient.
CREATE INDEX patient_uploads_patient ON patient_uploads (patient_id, created_date DESC, id DESC);
