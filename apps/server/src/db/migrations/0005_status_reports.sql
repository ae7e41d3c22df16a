-- Status reports (spec 1 §3, §4, §7): one 0–10 answer per status area. The row follows the trash
-- convention of 0002 (deleted_date, purge_date, research, version). The answers sit in the row as
-- one jsonb object keyed by area, {"pain": {"Intensity": 3, "Previous": 2, "LanguageId": "sv"}, ...}
-- (Previous: the same area's answer in the patient's previous live report when this one was saved;
-- the API's Trend is derived from it by the domain's statusTrend). One row per report keeps a save
-- to one heap tuple and a few index entries: with a row per answer (19 rows, 38 index entries) the
-- bench's saves queued on WAL writes at a sixth of the W baseline. `intensities` repeats the 19
-- intensities in server order (status_types.index; null when not answered) so that the graphs'
-- range query is an index-only scan of status_reports_patient_live, which includes it.
CREATE TABLE status_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  items jsonb NOT NULL CHECK (jsonb_typeof(items) = 'object'),
  item_count smallint NOT NULL CHECK (item_count BETWEEN 1 AND 19),
  intensities smallint[] NOT NULL CHECK (cardinality(intensities) = 19),
  -- Suggestions computed when the report was saved: [{ PromId, Weight, Kind, Reason }], heaviest first.
  prom_suggestions jsonb NOT NULL DEFAULT '[]',
  research boolean NOT NULL DEFAULT false,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now(),
  deleted_date timestamptz,
  purge_date timestamptz,
  version integer NOT NULL DEFAULT 0,
  CHECK ((deleted_date IS NULL) = (purge_date IS NULL))
);
-- Newest-first paging of live reports (keyset on created_date, id), graph ranges, previous answers,
-- calendar; the trash and purge scans.
CREATE INDEX status_reports_patient_live ON status_reports (patient_id, created_date DESC, id DESC) INCLUDE (intensities)
  WHERE deleted_date IS NULL;
CREATE INDEX status_reports_trash ON status_reports (patient_id, deleted_date DESC) WHERE deleted_date IS NOT NULL;
CREATE INDEX status_reports_purge ON status_reports (purge_date) WHERE purge_date IS NOT NULL;

-- Type thresholds (spec 3 §2): an answer of `name` that compares true with `threshold` suggests
-- `prom_id`. PROMs are plain ids here; a threshold whose PROM does not exist suggests nothing.
CREATE TABLE status_type_thresholds (
  name text NOT NULL REFERENCES status_types (name),
  threshold smallint NOT NULL CHECK (threshold BETWEEN 0 AND 10),
  operator text NOT NULL CHECK (operator IN ('>', '>=', '<', '<=', '==')),
  prom_id text NOT NULL,
  PRIMARY KEY (name, prom_id, operator, threshold)
);

-- Suggestions the patient hid after a status report, per PROM id, until hidden_until.
CREATE TABLE status_suggestion_hides (
  patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  prom_id text NOT NULL,
  hidden_until timestamptz NOT NULL,
  PRIMARY KEY (patient_id, prom_id)
);
