import type { ReportDraft } from './draft-store';

/** Where the wizard's screens live (spec 1 §2). */
export const paths = {
  newReport: '/symptomreport',
  report: (draft: Pick<ReportDraft, 'id' | 'remote'>) => (draft.remote ? `/symptomreport/edit/${draft.id}` : '/symptomreport'),
  draw: (reportId: string, key: string) => `/symptomreport/${reportId}/draw?symptomid=${encodeURIComponent(key)}`,
  grade: (reportId: string, key: string) => `/symptomreport/${reportId}/grade?symptomid=${encodeURIComponent(key)}`,
  /** `newSymptom`: the symptom is new in this report; `fromstatus`: the report comes from a status report's pain follow-up. */
  note: (reportId: string, key: string, { newSymptom = false, fromStatus = false } = {}) =>
    `/symptomreport/${reportId}/note?symptomid=${encodeURIComponent(key)}` +
    (newSymptom ? '&newSymptom=true' : '') +
    (fromStatus ? '&fromstatus=1' : ''),
  /** Where a report from a status report's pain follow-up goes back to once saved. */
  statusFollowup: '/statusreport/followup',
  select: '/symptom/select',
  details: (symptomId: string) => `/symptom/${symptomId}`,
  chooseFigure: (redirect: string) => `/choosemannequin?redirect=${encodeURIComponent(redirect)}`,
};

/** `fromstatus` as the status report's follow-up writes it (`1`), or `true`. */
export const isFromStatus = (params: URLSearchParams): boolean => ['1', 'true'].includes(params.get('fromstatus') ?? '');
