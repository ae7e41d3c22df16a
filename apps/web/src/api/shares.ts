import { z } from '@symptoms/domain/zod';
import { Share } from '@symptoms/domain';
import { apiRequest } from './client';
import { queryKeys } from './query-keys';

export const sharesKeys = { all: queryKeys.myShares };

/** What a new share is with: a clinician's personnummer or e-mail, or a unit (a group id). */
export interface NewShare {
  SymptomReports: boolean;
  PromReports: boolean;
  StatusReports: boolean;
  Notes: boolean;
  ShareWithPersonnummer?: string;
  ShareWithEmail?: string;
  ShareWithUnit?: string;
}

const at = (id: string, action = '') => `/api/my/shares/${encodeURIComponent(id)}${action}`;

export const getShares = (signal?: AbortSignal) => apiRequest('/api/my/shares', { signal }, z.array(Share));
export const createShare = (share: NewShare) => apiRequest('/api/my/shares', { method: 'POST', json: share }, Share);
export const acceptShare = (id: string) => apiRequest(at(id, '/accept'), { method: 'POST' }, Share);
export const setShareEnabled = (id: string, enabled: boolean) =>
  apiRequest(at(id, enabled ? '/enable' : '/disable'), { method: 'POST' }, Share);
export const removeShare = (id: string) => apiRequest<void>(at(id), { method: 'DELETE' });
