-- Symptoms on the body figure (spec 1 §3, §4, §5, §7, §9).
--
-- symptoms: the patient's named symptoms, open until ClosedDate. Names are unique per patient in
-- any letter case among the open symptoms (a closed symptom's name may be used again).
CREATE TABLE symptoms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 1 AND 60),
  name_key text NOT NULL,
  description text,
  model text NOT NULL CHECK (model IN ('male', 'female')),
  type text NOT NULL DEFAULT 'generic' CHECK (type IN ('pain', 'sensoryimpairment', 'rash', 'generic')),
  is_from_snomed boolean NOT NULL DEFAULT false,
  index integer NOT NULL DEFAULT 0,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now(),
  closed_date timestamptz,
  version integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX symptoms_open_name ON symptoms (patient_id, name_key) WHERE closed_date IS NULL;
CREATE INDEX symptoms_patient ON symptoms (patient_id, created_date DESC);

-- symptom_reports: one row per report, its marked symptoms in one jsonb array (one INSERT per save,
-- as for status reports). Each element: {SymptomId, Type, Camera [x,y,z], Points [[x,y,z,size]...],
-- BodyPart, Intensity, Note, Side}, coordinates as the transport integers. symptom_ids repeats the
-- ids for the GIN index that finds a symptom's reports. Follows the trash convention of 0002.
CREATE TABLE symptom_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  model text NOT NULL CHECK (model IN ('male', 'female')),
  symptoms jsonb NOT NULL CHECK (jsonb_typeof(symptoms) = 'array'),
  symptom_ids uuid[] NOT NULL,
  symptom_count smallint NOT NULL CHECK (symptom_count BETWEEN 1 AND 20),
  research boolean NOT NULL DEFAULT false,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now(),
  deleted_date timestamptz,
  purge_date timestamptz,
  version integer NOT NULL DEFAULT 0,
  CHECK ((deleted_date IS NULL) = (purge_date IS NULL))
);
CREATE INDEX symptom_reports_patient_live ON symptom_reports (patient_id, created_date DESC, id DESC) WHERE deleted_date IS NULL;
CREATE INDEX symptom_reports_trash ON symptom_reports (patient_id, deleted_date DESC) WHERE deleted_date IS NOT NULL;
CREATE INDEX symptom_reports_purge ON symptom_reports (purge_date) WHERE purge_date IS NOT NULL;
CREATE INDEX symptom_reports_symptoms ON symptom_reports USING gin (symptom_ids);

-- The patient's own symptom definitions (the names offered in symptom select).
CREATE TABLE symptom_definitions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 1 AND 60),
  name_key text NOT NULL,
  index integer NOT NULL DEFAULT 0,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 0,
  UNIQUE (patient_id, name_key)
);

-- Standard-terminology definitions (spec 3 §7), in Swedish and English. snomed_code is the SNOMED CT
-- concept id where it is certain, else null.
CREATE TABLE system_symptom_definitions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  index integer NOT NULL,
  name_sv text NOT NULL CHECK (char_length(name_sv) BETWEEN 1 AND 60),
  name_en text NOT NULL CHECK (char_length(name_en) BETWEEN 1 AND 60),
  snomed_code text,
  is_from_snomed boolean NOT NULL DEFAULT true,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 0,
  UNIQUE (name_sv),
  UNIQUE (name_en)
);
INSERT INTO system_symptom_definitions (index, name_sv, name_en, snomed_code) VALUES
  (0, 'Huvudvärk', 'Headache', '25064002'),
  (1, 'Illamående', 'Nausea', '422587007'),
  (2, 'Yrsel', 'Dizziness', '404640003'),
  (3, 'Trötthet', 'Fatigue', '84229001'),
  (4, 'Hosta', 'Cough', '49727002'),
  (5, 'Feber', 'Fever', '386661006'),
  (6, 'Kräkningar', 'Vomiting', '422400008'),
  (7, 'Diarré', 'Diarrhoea', '62315008'),
  (8, 'Förstoppning', 'Constipation', '14760008'),
  (9, 'Bröstsmärta', 'Chest pain', '29857009'),
  (10, 'Ryggvärk', 'Back pain', '161891005'),
  (11, 'Buksmärta', 'Abdominal pain', '21522001'),
  (12, 'Andfåddhet', 'Shortness of breath', '267036007'),
  (13, 'Halsont', 'Sore throat', NULL),
  (14, 'Ledvärk', 'Joint pain', '57676002'),
  (15, 'Muskelvärk', 'Muscle pain', '68962001'),
  (16, 'Nackvärk', 'Neck pain', '81680005'),
  (17, 'Öronvärk', 'Earache', '16001004'),
  (18, 'Klåda', 'Itching', '418290006'),
  (19, 'Hudutslag', 'Skin rash', '271807003'),
  (20, 'Sömnsvårigheter', 'Insomnia', '193462001'),
  (21, 'Oro', 'Anxiety', '48694002'),
  (22, 'Hjärtklappning', 'Palpitations', '80313002'),
  (23, 'Domningar', 'Numbness', '44077006'),
  (24, 'Stickningar', 'Tingling', NULL),
  (25, 'Aptitlöshet', 'Loss of appetite', '79890006');
