-- A complete save moves the patient's other incomplete reports of that PROM to the trash. Those are
-- few, while complete reports pile up over the years: this index finds the incomplete ones without
-- reading the complete ones.
CREATE INDEX prom_reports_incomplete ON prom_reports (patient_id, prom_id) WHERE deleted_date IS NULL AND completed_date IS NULL;
