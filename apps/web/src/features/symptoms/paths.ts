import type { ReportDraft } from './draft-store';

/** Where the wizard's screens live (spec 1 §2). */
export const paths = {
  newReport: '/symptomreport',
  report: (draft: Pick<ReportDraft, 'id' | 'remote'>) => (draft.remote ? `/symptomreport/edit/${draft.id}` : '/symptomreport'),
  draw: (reportId: string, key: string) => `/symptomreport/${reportId}/draw?symptomid=${encodeURIComponent(key)}`,
  grade: (reportId: string, key: string) => `/symptomreport/${reportId}/grade?symptomid=${encodeURIComponent(key)}`,
  note: (reportId: string, key: string) => `/symptomreport/${reportId}/note?symptomid=${encodeURIComponent(key)}`,
  select: '/symptom/select',
  details: (symptomId: string) => `/symptom/${symptomId}`,
  chooseFigure: (redirect: string) => `/choosemannequin?redirect=${encodeURIComponent(redirect)}`,
};
