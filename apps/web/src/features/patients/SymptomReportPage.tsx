import { PatientFigure } from './PatientFigure';
import { usePatientSummary } from './use-summary';

/** `/admin/patients/{id}/symptomreport`: the body figure large, replaying the patient's symptom reports. */
export default function SymptomReportPage() {
  const summary = usePatientSummary().data;
  if (!summary) return null;
  return <PatientFigure model={summary.Patient.Model} height={520} headingLevel={1} />;
}
