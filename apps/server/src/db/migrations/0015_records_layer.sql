-- The records layer (decisions: "One scoped way to patient data").
--
-- Notes no longer keep their API form: the list and the history write notes from their rows, as
-- every other record is written, so no business rule lives in a trigger and nothing is stored twice.
DROP TRIGGER notes_api_json ON notes;
DROP FUNCTION notes_api_json();
DROP FUNCTION json_ascii(text);
DROP FUNCTION note_iso_0012(timestamptz);
ALTER TABLE notes DROP COLUMN api_json;

-- Every patient table has a ModifiedDate the layer sets on each change; a request is changed when it is filled.
ALTER TABLE prom_requests ADD COLUMN modified_date timestamptz;
UPDATE prom_requests SET modified_date = coalesce(report_date, created_date);
ALTER TABLE prom_requests ALTER COLUMN modified_date SET NOT NULL, ALTER COLUMN modified_date SET DEFAULT now();
