-- The notes export (spec 3 §7 admin/notes/export) is logged as the other kinds are.
ALTER TABLE export_log DROP CONSTRAINT export_log_kind_check;
ALTER TABLE export_log ADD CONSTRAINT export_log_kind_check
  CHECK (kind IN ('promreports', 'promreports-mapped', 'symptomreports', 'subject-information', 'notes'));
