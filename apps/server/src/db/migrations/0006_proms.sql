-- PROMs (spec 1 §3, §4, §7; spec 3 §3). A PROM is one row of metadata (PromMeta) plus one row per
-- language version whose `content` is the whole Prom in that language as the domain's Prom schema
-- parses it (questions, answers, infos, conditionals, scoring). The questions are read and written
-- as a unit (a fill-in, a save's validation), so one jsonb per language beats a table per question.
CREATE TABLE proms (
  id text PRIMARY KEY CHECK (char_length(id) BETWEEN 2 AND 32),
  about text NOT NULL DEFAULT '' CHECK (char_length(about) <= 1024),
  original_name text NOT NULL DEFAULT '' CHECK (char_length(original_name) <= 128),
  image text CHECK (char_length(image) <= 64),
  hide_score boolean NOT NULL DEFAULT false,
  is_visible boolean NOT NULL DEFAULT true,
  -- The most live reports a patient may have of this PROM (4004 beyond it); NULL = no limit.
  max_report_count integer CHECK (max_report_count IS NULL OR max_report_count >= 1),
  version integer NOT NULL DEFAULT 0,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE prom_versions (
  prom_id text NOT NULL REFERENCES proms (id) ON DELETE CASCADE,
  language_id text NOT NULL REFERENCES languages (id),
  title text NOT NULL CHECK (char_length(title) BETWEEN 2 AND 512),
  concept text NOT NULL CHECK (char_length(concept) BETWEEN 2 AND 64),
  question_count integer NOT NULL CHECK (question_count >= 1),
  content jsonb NOT NULL,
  version integer NOT NULL DEFAULT 0,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (prom_id, language_id)
);

-- PromGroup: which groups offer a PROM to their patients.
CREATE TABLE prom_groups (
  group_id text NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  prom_id text NOT NULL REFERENCES proms (id) ON DELETE CASCADE,
  organization_id text NOT NULL REFERENCES organizations (id),
  PRIMARY KEY (group_id, prom_id)
);
CREATE INDEX prom_groups_prom ON prom_groups (prom_id);

-- PROM reports, trashable by the convention of 0002. Answers are one jsonb array (written and read
-- whole); the derived counts and scores are columns so lists, graphs and statistics never open it.
CREATE TABLE prom_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  prom_id text NOT NULL,
  language_id text NOT NULL,
  note text CHECK (char_length(note) <= 2000),
  answers jsonb NOT NULL DEFAULT '[]',
  answer_count integer NOT NULL CHECK (answer_count >= 0),
  question_count integer NOT NULL CHECK (question_count >= 0),
  percent_completed smallint NOT NULL CHECK (percent_completed BETWEEN 0 AND 100),
  completed_date timestamptz,
  score double precision,
  normalized_score double precision CHECK (normalized_score BETWEEN 0 AND 100),
  research boolean NOT NULL DEFAULT false,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now(),
  deleted_date timestamptz,
  purge_date timestamptz,
  version integer NOT NULL DEFAULT 0,
  CHECK ((deleted_date IS NULL) = (purge_date IS NULL))
);
-- prom_id and language_id are checked by the API against the PROM; no foreign keys, so a save takes
-- no share lock on the few shared PROM rows (see 0005 on multixacts under load).
CREATE INDEX prom_reports_patient_live ON prom_reports (patient_id, created_date DESC, id DESC) WHERE deleted_date IS NULL;
CREATE INDEX prom_reports_patient_prom ON prom_reports (patient_id, prom_id, created_date DESC) WHERE deleted_date IS NULL;
CREATE INDEX prom_reports_trash ON prom_reports (patient_id, deleted_date DESC) WHERE deleted_date IS NOT NULL;
CREATE INDEX prom_reports_purge ON prom_reports (purge_date) WHERE purge_date IS NOT NULL;
CREATE INDEX prom_reports_created ON prom_reports (created_date);

-- PROM requests: a public link that lets anyone holding it answer one PROM once for the patient.
-- The id is the secret: 128 random bits, base64url (22 characters), never derived from anything.
CREATE TABLE prom_requests (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{22}$'),
  patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  prom_id text NOT NULL REFERENCES proms (id),
  language_id text NOT NULL DEFAULT 'sv' REFERENCES languages (id),
  purpose text NOT NULL CHECK (char_length(purpose) BETWEEN 1 AND 256),
  context_text text CHECK (char_length(context_text) <= 256),
  callback_url text CHECK (char_length(callback_url) <= 1024),
  organization_id text,
  group_id text,
  created_date timestamptz NOT NULL DEFAULT now(),
  expires_date timestamptz NOT NULL,
  report_date timestamptz,
  report_id uuid REFERENCES prom_reports (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 0,
  CHECK (expires_date > created_date)
);
CREATE INDEX prom_requests_patient ON prom_requests (patient_id, created_date DESC);
CREATE INDEX prom_requests_open ON prom_requests (patient_id, prom_id, created_date) WHERE report_date IS NULL;
