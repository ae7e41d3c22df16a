import { z } from '@symptoms/domain/zod';
import { AuthoredPromListItem, AuthoredPromView, type LanguageId, type PromInput, type PromMetaInput } from '@symptoms/domain';
import { apiRequest } from './client';

/** PROM authoring (spec 3 §7 proms, proms/{id}/versions). */
export const promAuthoringKeys = {
  all: ['proms', 'authoring'] as const,
  list: (scope: string) => [...promAuthoringKeys.all, 'list', scope] as const,
  one: (id: string, language: string) => [...promAuthoringKeys.all, 'one', id, language] as const,
};

const at = (id: string) => `/api/proms/${encodeURIComponent(id)}`;

export const getAuthoredProms = (signal?: AbortSignal) => apiRequest('/api/proms', { signal }, z.array(AuthoredPromListItem));
export const getAuthoredProm = (id: string, language: LanguageId, signal?: AbortSignal) =>
  apiRequest(`${at(id)}/versions/${language}`, { signal }, AuthoredPromView);
export const createPromMeta = (meta: PromMetaInput) => apiRequest('/api/proms', { method: 'POST', json: meta }, AuthoredPromView);
export const createPromVersion = (id: string, prom: PromInput) =>
  apiRequest(`${at(id)}/versions`, { method: 'POST', json: { Prom: withoutEmptyIntroduction(prom) } }, AuthoredPromView);
export const updatePromVersion = (id: string, language: LanguageId, prom: PromInput, version: number) =>
  apiRequest(
    `${at(id)}/versions/${language}`,
    { method: 'PUT', json: { Prom: withoutEmptyIntroduction(prom), Version: version } },
    AuthoredPromView,
  );
export const deletePromVersion = (id: string, language: LanguageId) => apiRequest<void>(`${at(id)}/${language}`, { method: 'DELETE' });
export const deleteProm = (id: string) => apiRequest<void>(at(id), { method: 'DELETE' });

/** Spec 3 §4: a language version is sent without Introduction when it is empty. */
function withoutEmptyIntroduction(prom: PromInput): PromInput {
  if (prom.Introduction && prom.Introduction.trim() !== '') return prom;
  const copy = { ...prom };
  delete copy.Introduction;
  return copy;
}
