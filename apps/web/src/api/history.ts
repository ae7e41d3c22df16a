import { HISTORY_PAGE_SIZE, HistoryList, type HistoryItem } from '@symptoms/domain';
import { apiRequest } from './client';

export const historyKeys = { all: ['my', 'history'] as const };

export function getHistory(page: number, signal?: AbortSignal, take = HISTORY_PAGE_SIZE): Promise<HistoryItem[]> {
  return apiRequest(`/api/my/historyitems?page=${page}&take=${take}`, { signal }, HistoryList);
}
