import { Prom, PromListItem, PromSuggestionView } from '@symptoms/domain';
import { apiRequest } from './client';

export const promsKeys = {
  all: ['proms'] as const,
  myGroupList: () => [...promsKeys.all, 'my', 'group', 'list'] as const,
  myGroupOne: (id: string, language: string) => [...promsKeys.all, 'my', 'group', 'one', id, language] as const,
  one: (id: string, language: string) => [...promsKeys.all, 'one', id, language] as const,
  suggested: () => [...promsKeys.all, 'my', 'suggested'] as const,
  suggestions: () => [...promsKeys.all, 'my', 'suggestions'] as const,
};

/** The PROMs of every group where the caller is a patient, without their questions. */
export function getMyGroupProms(signal?: AbortSignal): Promise<PromListItem[]> {
  return apiRequest('/api/my/group/proms', { signal }, PromListItem.array());
}

/** One PROM of the caller's groups, whole, in the active language (else Swedish, else English). */
export function getMyGroupProm(id: string, signal?: AbortSignal): Promise<Prom> {
  return apiRequest(`/api/my/group/proms/${encodeURIComponent(id)}`, { signal }, Prom);
}

/** Any PROM, whole (staff and previews). */
export function getProm(id: string, signal?: AbortSignal): Promise<Prom> {
  return apiRequest(`/api/proms/${encodeURIComponent(id)}`, { signal }, Prom);
}

/** The PROMs suggested by the latest status report (30 days, not hidden), heaviest first. */
export function getSuggestedProms(signal?: AbortSignal): Promise<PromListItem[]> {
  return apiRequest('/api/my/proms/suggested', { signal }, PromListItem.array());
}

/** The raw suggestions (PromId, StatusReportId, Weight) of the latest status report. */
export function getPromSuggestions(signal?: AbortSignal): Promise<PromSuggestionView[]> {
  return apiRequest('/api/my/proms/suggestions', { signal }, PromSuggestionView.array());
}
