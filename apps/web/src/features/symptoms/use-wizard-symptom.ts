import { useParams, useSearchParams } from 'react-router';
import { useReportDraft, type DraftSymptom, type ReportDraft } from './draft-store';

/** The draft and the symptom a wizard screen works on, from the route; null when the draft is gone (a reload, another tab). */
export function useWizardSymptom(): { draft: ReportDraft; symptom: DraftSymptom } | null {
  const { reportId } = useParams();
  const [params] = useSearchParams();
  const draft = useReportDraft();
  const key = params.get('symptomid');
  if (!draft || draft.id !== reportId || !key) return null;
  const symptom = draft.symptoms.find((s) => s.key === key);
  return symptom ? { draft, symptom } : null;
}
