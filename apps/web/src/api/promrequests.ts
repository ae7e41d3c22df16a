import { Prom, PromRequestView, type PromReportCreate } from '@symptoms/domain';
import { apiRequest } from './client';

export const promRequestsKeys = {
  all: ['promrequests'] as const,
  mine: () => [...promRequestsKeys.all, 'my'] as const,
  publicOne: (id: string) => [...promRequestsKeys.all, 'public', id] as const,
  publicProm: (id: string, language: string) => [...promRequestsKeys.all, 'public', id, 'prom', language] as const,
};

/** The caller's open PROM requests (not filled, not expired), oldest first. */
export function getMyPromRequests(signal?: AbortSignal): Promise<PromRequestView[]> {
  return apiRequest('/api/my/promrequests', { signal }, PromRequestView.array());
}

/** Public (no login): a request by its link id; ReportDate and ExpiresDate tell whether it is open. */
export function getPublicPromRequest(id: string, signal?: AbortSignal): Promise<PromRequestView> {
  return apiRequest(`/api/promrequests/${encodeURIComponent(id)}`, { signal, authenticated: false }, PromRequestView);
}

/** Public: the PROM of an open request (filled → 409/4108, expired or unknown → 404). */
export function getPublicRequestProm(id: string, signal?: AbortSignal): Promise<Prom> {
  return apiRequest(`/api/promrequests/${encodeURIComponent(id)}/prom`, { signal, authenticated: false }, Prom);
}

/**
 * Answers the request once with a complete report of its PROM (second time → 409/4108). Sent with
 * the session when someone is signed in: the patient's own is recorded as the patient, a staff
 * member's is refused (403/4139); without one the link alone answers.
 */
export function fillPromRequest(id: string, input: PromReportCreate): Promise<PromRequestView> {
  return apiRequest(`/api/promrequests/fill/${encodeURIComponent(id)}`, { method: 'POST', json: input }, PromRequestView);
}
