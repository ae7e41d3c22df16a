import { HISTORY_PAGE_SIZE, HistoryList, type HistoryItem } from '@symptoms/domain';
import { apiRequest } from './client';

export const historyKeys = { all: ['my', 'history'] as const };

/** The first page, or the items older than `after` (the ResourceId of the last item already shown). */
export function getHistory(after: string | null, signal?: AbortSignal, take = HISTORY_PAGE_SIZE): Promise<HistoryItem[]> {
  const cursor = after ? `&after=${encodeURIComponent(after)}` : '';
  return apiRequest(`/api/my/historyitems?take=${take}${cursor}`, { signal }, HistoryList);
}
