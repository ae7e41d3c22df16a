import { z } from '@symptoms/domain/zod';
import { NewsItem, type NewsItemInput, type NewsItemUpdate } from '@symptoms/domain';
import { apiRequest } from './client';

export const newsKeys = { all: ['news'] as const, reader: ['news', 'reader'] as const, managed: ['news', 'managed'] as const };

export const listNews = (signal?: AbortSignal) => apiRequest('/api/news', { signal }, z.array(NewsItem));
export const listManagedNews = (signal?: AbortSignal) => apiRequest('/api/admin/news', { signal }, z.array(NewsItem));
export const createNews = (item: NewsItemInput) => apiRequest('/api/admin/news', { method: 'POST', json: item }, NewsItem);
export const updateNews = (id: string, item: NewsItemUpdate) =>
  apiRequest(`/api/admin/news/${encodeURIComponent(id)}`, { method: 'PUT', json: item }, NewsItem);
export const deleteNews = (id: string) => apiRequest<void>(`/api/admin/news/${encodeURIComponent(id)}`, { method: 'DELETE' });
