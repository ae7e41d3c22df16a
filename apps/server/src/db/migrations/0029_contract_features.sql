-- What a contract allows its group to read of the participants who consent to it (spec 2 §3
-- Contract: StatusReports, SymptomReports, PromReports, Notes). A group reads a participant's data
-- only through the contracts they consented to (docs/decisions.md, "Consent gates every read by a group").
ALTER TABLE contracts
  ADD COLUMN status_reports boolean NOT NULL DEFAULT false,
  ADD COLUMN symptom_reports boolean NOT NULL DEFAULT false,
  ADD COLUMN prom_reports boolean NOT NULL DEFAULT false,
  ADD COLUMN notes boolean NOT NULL DEFAULT false;

-- Contracts made before this rule were consented to when a group read its patients' status,
-- symptom and PROM reports (never notes): they keep allowing exactly that, and nothing of the
-- global group (Symptoms' own terms) opens anything.
UPDATE contracts SET status_reports = true, symptom_reports = true, prom_reports = true WHERE group_id <> '0';

