import { TrashList, TrashResult, type TrashItem } from '@symptoms/domain';
import { apiRequest } from './client';

export const trashKeys = { all: ['my', 'trash'] as const };

export function getTrash(signal?: AbortSignal): Promise<TrashItem[]> {
  return apiRequest('/api/my/trash', { signal }, TrashList);
}

export function restoreTrash(ids: readonly string[]): Promise<TrashResult> {
  return apiRequest('/api/my/trash/restore', { method: 'POST', json: { Ids: ids } }, TrashResult);
}

export function purgeTrash(ids: readonly string[]): Promise<TrashResult> {
  return apiRequest('/api/my/trash/purge', { method: 'POST', json: { Ids: ids } }, TrashResult);
}
