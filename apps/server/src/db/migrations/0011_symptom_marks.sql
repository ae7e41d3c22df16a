-- Symptom report marks leave the jsonb (spec 1 §9; decisions: Symptom report marks). A report of
-- three symptoms with 200 marks each was 19 kB of jsonb: PostgreSQL turned every coordinate into a
-- numeric, compressed the value and moved it to TOAST, five times the cost of a status save. Each
-- symptom's marks are now one bytea in `marks`, in the order of `symptoms` and `symptom_ids`, in the
-- format of api/symptomreports/marks.ts: per mark the differences of X, Y, Z and Size from the
-- previous mark, zigzag varints. The elements of `symptoms` keep everything else of the symptom.
ALTER TABLE symptom_reports ADD COLUMN marks bytea[];

-- The stored reports, converted exactly (the same format the server writes).
CREATE FUNCTION symptom_marks_0011(points jsonb) RETURNS bytea LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  result bytea := '\x';
  previous bigint[] := ARRAY[0, 0, 0, 0];
  point jsonb;
  k int;
  value bigint;
BEGIN
  FOR point IN SELECT e FROM jsonb_array_elements(points) WITH ORDINALITY AS x(e, o) ORDER BY o LOOP
    FOR k IN 1..4 LOOP
      value := (point ->> (k - 1))::bigint - previous[k];
      previous[k] := (point ->> (k - 1))::bigint;
      value := CASE WHEN value >= 0 THEN value * 2 ELSE -value * 2 - 1 END;
      WHILE value >= 128 LOOP
        result := result || set_byte('\x00'::bytea, 0, (value % 128 + 128)::int);
        value := value / 128;
      END LOOP;
      result := result || set_byte('\x00'::bytea, 0, value::int);
    END LOOP;
  END LOOP;
  RETURN result;
END $$;

UPDATE symptom_reports r SET
  marks = ARRAY(SELECT symptom_marks_0011(x.e -> 'Points') FROM jsonb_array_elements(r.symptoms) WITH ORDINALITY AS x(e, o) ORDER BY x.o),
  symptoms = (SELECT jsonb_agg(x.e - 'Points' ORDER BY x.o) FROM jsonb_array_elements(r.symptoms) WITH ORDINALITY AS x(e, o));

DROP FUNCTION symptom_marks_0011(jsonb);

ALTER TABLE symptom_reports
  ALTER COLUMN marks SET NOT NULL,
  ADD CONSTRAINT symptom_reports_marks CHECK (cardinality(marks) = symptom_count);
-- A report of a few hundred marks (3 to 5 kB) stays in its heap row, uncompressed: below 2 kB, the
-- default, PostgreSQL would try pglz on the varints (little to gain) and then move them to TOAST.
ALTER TABLE symptom_reports SET (toast_tuple_target = 8160);
