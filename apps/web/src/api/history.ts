import { HISTORY_PAGE_SIZE, HistoryList, type HistoryItem } from '@symptoms/domain';
import { apiRequest } from './client';

export const historyKeys = { all: ['my', 'history'] as const };

/** Where the next page starts: the last item already shown. */
export type HistoryCursor = Pick<HistoryItem, 'ResourceId' | 'ResourceType'>;

/** The first page, or the items older than `after`. */
export function getHistory(after: HistoryCursor | null, signal?: AbortSignal, take = HISTORY_PAGE_SIZE): Promise<HistoryItem[]> {
  const cursor = after ? `&after=${encodeURIComponent(after.ResourceId)}&afterType=${after.ResourceType}` : '';
  return apiRequest(`/api/my/historyitems?take=${take}${cursor}`, { signal }, HistoryList);
}
