-- Bug reports (spec 2 §2, §3): what a person reports, with the membership they reported from, so
-- the staff of that organization (admins) or group (developers) read it. An anonymous report keeps
-- no name, address or account of the person.
CREATE TABLE bug_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  name text,
  email text,
  organization_id text NOT NULL,
  group_id text NOT NULL,
  description text NOT NULL,
  device text,
  operating_system text,
  user_agent text,
  resolution text,
  url text,
  anonymous boolean NOT NULL,
  release_version text,
  frontend_version text,
  backend_version text,
  identity_version text,
  status text NOT NULL DEFAULT 'new',
  processed boolean NOT NULL DEFAULT false,
  deleted_date timestamptz,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bug_reports_organization ON bug_reports (organization_id, created_date DESC) WHERE deleted_date IS NULL;

CREATE TABLE bug_report_screenshots (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  bug_report_id uuid NOT NULL REFERENCES bug_reports (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  mime_type text NOT NULL,
  data bytea NOT NULL,
  UNIQUE (bug_report_id, file_name)
);
