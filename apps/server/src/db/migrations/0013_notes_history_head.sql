-- Notes keep the head of their history entry, and both stored forms are ASCII (decisions: The history
-- from stored API forms).
--
-- `history_head` is the entry as GET my/historyitems writes it up to its item: ResourceId,
-- ResourceType, CreatedDate, ModifiedDate and the opening of Item. An entry is then
-- history_head || api_json || '}', with no dates to format while a page is read.
--
-- `api_json` writes every character beyond ASCII as its JSON escape (\u00e5 for å, a surrogate pair
-- for an emoji): the same JSON value, and a page that Node reads from PostgreSQL and writes to the
-- socket without decoding or encoding UTF-8, which cost more than the rest of the page together.
CREATE FUNCTION json_ascii(value text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  ch text;
  code integer;
BEGIN
  FOR ch IN SELECT DISTINCT m[1] FROM regexp_matches(value, '([^\u0001-\u007f])', 'g') AS m LOOP
    code := ascii(ch);
    value := replace(value, ch, CASE
      WHEN code < 65536 THEN '\u' || lpad(to_hex(code), 4, '0')
      ELSE '\u' || to_hex(55296 + ((code - 65536) >> 10)) || '\u' || to_hex(56320 + ((code - 65536) & 1023))
    END);
  END LOOP;
  RETURN value;
END $$;

CREATE OR REPLACE FUNCTION notes_api_json() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  created text := note_iso_0012(NEW.created_date);
  modified text := note_iso_0012(NEW.modified_date);
BEGIN
  NEW.api_json := '{"Id":"' || NEW.id || '","Content":' || json_ascii(to_json(NEW.content)::text)
    || ',"CreatedDate":"' || created || '","ModifiedDate":"' || modified || '","Version":' || NEW.version || '}';
  NEW.history_head := '{"ResourceId":"' || NEW.id || '","ResourceType":"Note","CreatedDate":"' || created
    || '","ModifiedDate":"' || modified || '","Item":';
  RETURN NEW;
END $$;

ALTER TABLE notes ADD COLUMN history_head text;
UPDATE notes SET version = version;
ALTER TABLE notes ALTER COLUMN history_head SET NOT NULL;
