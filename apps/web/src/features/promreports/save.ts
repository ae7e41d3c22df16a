import { ErrorCode, SCREENING_FLAG_QUERY, screeningFlag, type AnsweredQuestion, type Prom } from '@symptoms/domain';
import { ApiError } from '../../api/errors';

/** Where the patient goes after a save (spec 1 §4): the screening flag when screening fails, else the follow-up page. */
export function afterSavePath(prom: Prom, answers: readonly AnsweredQuestion[], reportId: string, isCompleted: boolean): string {
  if (isCompleted && screeningFlag(prom, answers)) return `/welcome?${SCREENING_FLAG_QUERY}`;
  return `/promreport/followup/${encodeURIComponent(reportId)}`;
}

/** The promreport namespace key of a failed save (spec 1 §8: PROM-specific error codes, default save failure). */
export function saveErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'save.failed';
  if (error.errorCode === ErrorCode.PromMaxReports) return 'save.maxReports';
  if (error.errorCode === ErrorCode.Conflict) return 'save.conflict';
  if (error.status === 400) return 'save.invalid';
  if (error.status >= 500) return 'save.serverError';
  return 'save.failed';
}
