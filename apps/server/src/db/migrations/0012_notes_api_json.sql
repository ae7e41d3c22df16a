-- Notes keep their API form (decisions: The notes list from stored JSON). `api_json` is the note as
-- GET my/notes answers it, byte for byte what the server's serializer writes: Id, Content,
-- CreatedDate and ModifiedDate in toISOString form (UTC, milliseconds), Version. A page of the list
-- is then 30 of these texts joined, instead of 150 fields parsed and written again per request.
-- The trigger writes it with every change of those fields, whoever makes the change, so it cannot
-- drift from the row; a soft delete, a restore or a purge changes none of them.
CREATE FUNCTION note_iso_0012(t timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;

CREATE FUNCTION notes_api_json() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.api_json := '{"Id":"' || NEW.id || '","Content":' || to_json(NEW.content)::text
    || ',"CreatedDate":"' || note_iso_0012(NEW.created_date) || '","ModifiedDate":"' || note_iso_0012(NEW.modified_date)
    || '","Version":' || NEW.version || '}';
  RETURN NEW;
END $$;

ALTER TABLE notes ADD COLUMN api_json text;
CREATE TRIGGER notes_api_json BEFORE INSERT OR UPDATE OF id, content, created_date, modified_date, version ON notes
  FOR EACH ROW EXECUTE FUNCTION notes_api_json();
UPDATE notes SET version = version;
ALTER TABLE notes ALTER COLUMN api_json SET NOT NULL;
