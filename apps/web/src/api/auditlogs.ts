import { z } from '@symptoms/domain/zod';
import { AUDIT_LOG_PAGE, MyAuditLog } from '@symptoms/domain';
import { apiRequest } from './client';
import { downloadFile } from './download';

export type AuditFilter = 'all' | 'others';

export const auditLogKeys = {
  all: ['my', 'auditlogs'] as const,
  list: (filter: AuditFilter) => ['my', 'auditlogs', 'list', filter] as const,
  one: (id: string) => ['my', 'auditlogs', 'one', id] as const,
};

/** A page of 20, right after the entry `after` (the last one shown) or from the newest. */
export function getAuditLogs(filter: AuditFilter, after: string | null, signal?: AbortSignal): Promise<MyAuditLog[]> {
  const base = filter === 'others' ? '/api/my/auditlogs/others' : '/api/my/auditlogs';
  const query = after ? `?after=${encodeURIComponent(after)}` : '';
  return apiRequest(`${base}/0/${AUDIT_LOG_PAGE}${query}`, { signal }, z.array(MyAuditLog));
}

export const getAuditLog = (id: string, signal?: AbortSignal) =>
  apiRequest(`/api/my/auditlogs/${encodeURIComponent(id)}`, { signal }, MyAuditLog);

/** The whole log as a CSV file in the person's language (the server names it, e.g. loggutdrag-20261126.csv). */
export const downloadAuditLogExtract = () => downloadFile('/api/my/auditlogs/extract', 'loggutdrag.csv');
