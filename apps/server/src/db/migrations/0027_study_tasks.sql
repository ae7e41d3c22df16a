-- Study schemas (spec 1 §3 StudySchemaTask, spec 3 §2 study-schema): a group's tasks, each due a
-- number of days after a participant joined the group. Whether a participant has done a task is
-- not stored: it is read from their reports (the first matching one saved since the task's window
-- opened), so there is one truth. The schema's Version lives on the group: the editor saves the
-- whole list at once and a stale list is refused (4003).
ALTER TABLE groups ADD COLUMN study_schema_version integer NOT NULL DEFAULT 0;

CREATE TABLE study_tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id text NOT NULL,
  group_id text NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  days_after_inclusion integer NOT NULL CHECK (days_after_inclusion BETWEEN 0 AND 3650),
  priority integer NOT NULL CHECK (priority BETWEEN 0 AND 1000),
  allowed_days_before integer NOT NULL CHECK (allowed_days_before BETWEEN 0 AND 365),
  allowed_days_after integer NOT NULL CHECK (allowed_days_after BETWEEN 0 AND 365),
  automatic boolean NOT NULL,
  card_text text CHECK (char_length(card_text) <= 1000),
  modal_header text CHECK (char_length(modal_header) <= 128),
  modal_text text CHECK (char_length(modal_text) <= 1000),
  modal_button_text text CHECK (char_length(modal_button_text) <= 32),
  action text NOT NULL CHECK (action IN ('prom', 'symptoms', 'fileupload')),
  action_link text CHECK (char_length(action_link) <= 255),
  prom_id text,
  prom_reference text CHECK (char_length(prom_reference) <= 64),
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now(),
  CHECK (action <> 'prom' OR prom_id IS NOT NULL)
);
CREATE INDEX study_tasks_group ON study_tasks (group_id, days_after_inclusion, priority);

CREATE TABLE study_task_notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  study_task_id uuid NOT NULL REFERENCES study_tasks (id) ON DELETE CASCADE,
  notification_text text NOT NULL CHECK (char_length(notification_text) BETWEEN 1 AND 1000),
  days_after_task integer NOT NULL CHECK (days_after_task BETWEEN 0 AND 3650),
  redcap_variable text CHECK (char_length(redcap_variable) <= 64),
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX study_task_notifications_task ON study_task_notifications (study_task_id, position);

-- Which participant was sent which reminder (the mail job's memory): a patient record, so the
-- records layer writes it with its audit row and erasing the patient removes it.
CREATE TABLE study_task_notifications_sent (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  notification_id uuid NOT NULL REFERENCES study_task_notifications (id) ON DELETE CASCADE,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 0,
  UNIQUE (notification_id, patient_id)
);
CREATE INDEX study_task_notifications_sent_patient ON study_task_notifications_sent (patient_id);

-- The research PROM request list of a group.
CREATE INDEX prom_requests_group ON prom_requests (organization_id, group_id, created_date DESC);
