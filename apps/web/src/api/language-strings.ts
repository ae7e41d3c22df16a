import { z } from '@symptoms/domain/zod';
import { LanguageString, type LanguageStringInput, type LanguageStringUpdate } from '@symptoms/domain';
import { apiRequest } from './client';

export const languageStringKeys = { all: ['language-strings'] as const, of: (language: string) => ['language-strings', language] as const };

const path = (id: string, languageId?: string) =>
  `/identity/language-strings/${encodeURIComponent(id)}${languageId ? `/${encodeURIComponent(languageId)}` : ''}`;

export const listLanguageStrings = (language: string, signal?: AbortSignal) =>
  apiRequest(`/identity/language-strings/${encodeURIComponent(language)}`, { signal }, z.array(LanguageString));
export const createLanguageString = (input: LanguageStringInput) =>
  apiRequest('/identity/language-strings', { method: 'POST', json: input }, LanguageString);
export const updateLanguageString = (id: string, languageId: string, input: LanguageStringUpdate) =>
  apiRequest(path(id, languageId), { method: 'PUT', json: input }, LanguageString);
export const deleteLanguageString = (id: string, languageId?: string) => apiRequest<void>(path(id, languageId), { method: 'DELETE' });
