import { ErrorCode, PROM_REQUEST_ID_PATTERN, type PromRequestView } from '@symptoms/domain';
import { ApiError } from '../../api/errors';

/** Why a request link cannot be filled in: each gets its own calm page, never an error screen. */
export type ClosedReason = 'unknown' | 'expired' | 'filled';

export function isWellFormedRequestId(id: string): boolean {
  return PROM_REQUEST_ID_PATTERN.test(id);
}

/** A loaded request that can no longer be answered, or null while it is open. */
export function closedReason(request: PromRequestView, now = Date.now()): ClosedReason | null {
  if (request.ReportDate) return 'filled';
  if (Date.parse(request.ExpiresDate) <= now) return 'expired';
  return null;
}

/** What a failed public call means for the page (404 unknown or expired, 409/4108 already filled). */
export function closedReasonOfError(error: unknown, fallback: ClosedReason = 'unknown'): ClosedReason | null {
  if (!(error instanceof ApiError)) return null;
  if (error.errorCode === ErrorCode.AlreadyDone || error.status === 409) return 'filled';
  if (error.status === 404) return fallback;
  if (error.status === 400 && Object.keys(error.errors).length === 0) return 'unknown';
  return null;
}
