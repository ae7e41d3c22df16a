import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, Prom, PromListItem, type LanguageId } from '@symptoms/domain';
import { apiRequest } from './client';
import { getSession, subscribeSession } from './session';

/** PROM texts are per language, so every key that holds them names the language they came in. */
export const promsKeys = {
  all: ['proms'] as const,
  myGroupList: (language: string) => [...promsKeys.all, 'my', 'group', 'list', language] as const,
  myGroupOne: (id: string, language: string) => [...promsKeys.all, 'my', 'group', 'one', id, language] as const,
  one: (id: string, language: string) => [...promsKeys.all, 'one', id, language] as const,
  /** Every language's suggestions: what a new status or PROM report makes stale. */
  suggestedAll: () => [...promsKeys.all, 'my', 'suggested'] as const,
  suggested: (language: string) => [...promsKeys.suggestedAll(), language] as const,
  suggestions: () => [...promsKeys.all, 'my', 'suggestions'] as const,
};

/** The PROMs of every group where the caller is a patient, without their questions. */
function getMyGroupProms(signal?: AbortSignal): Promise<PromListItem[]> {
  return apiRequest('/api/my/group/proms', { signal }, PromListItem.array());
}

/** One PROM of the caller's groups, whole, in the active language (else Swedish, else English). */
export function getMyGroupProm(id: string, signal?: AbortSignal): Promise<Prom> {
  return apiRequest(`/api/my/group/proms/${encodeURIComponent(id)}`, { signal }, Prom);
}

/** Any PROM, whole (staff and previews). */
function getProm(id: string, signal?: AbortSignal): Promise<Prom> {
  return apiRequest(`/api/proms/${encodeURIComponent(id)}`, { signal }, Prom);
}

/** Any PROM by id, in the active language: the staff read the PROMs their patients answered, whatever group they are in. */
export function useAnyProm(promId: string, enabled = true) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: promsKeys.one(promId, language),
    queryFn: ({ signal }) => getProm(promId, signal),
    enabled: enabled && promId !== '',
  });
}

/** The PROMs suggested by the latest status report (30 days, not hidden), heaviest first. */
export function getSuggestedProms(signal?: AbortSignal): Promise<PromListItem[]> {
  return apiRequest('/api/my/proms/suggested', { signal }, PromListItem.array());
}

const sessionLanguage = () => getSession()?.language ?? DEFAULT_LANGUAGE;

/**
 * The language PROM texts come in: the session's, which every request sends as X-LanguageId. Keyed
 * on it (not on i18next's language, which changes a moment earlier) so a language switch never
 * caches texts of the previous language under the new one.
 */
export function useContentLanguage(): LanguageId {
  return useSyncExternalStore(subscribeSession, sessionLanguage, sessionLanguage);
}

/** The PROMs of the patient's groups, in the active language (titles and concepts are per language). */
export function useMyGroupProms() {
  const language = useContentLanguage();
  return useQuery({ queryKey: promsKeys.myGroupList(language), queryFn: ({ signal }) => getMyGroupProms(signal) });
}

/** One whole PROM of the patient's groups (with its Scoring) in the active language. */
export function useMyGroupProm(promId: string, enabled = true) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: promsKeys.myGroupOne(promId, language),
    queryFn: ({ signal }) => getMyGroupProm(promId, signal),
    enabled: enabled && promId !== '',
  });
}
