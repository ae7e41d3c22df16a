import { ExportCount, type ExportKind, type ExportRequest } from '@symptoms/domain';
import { apiRequest, requestHeaders } from './client';
import { apiErrorFrom } from './errors';
import { getSession } from './session';

/** Where each kind of export is asked for (spec 3 §7 Main API). */
const EXPORT_PATHS: Record<ExportKind, string> = {
  promreports: '/api/admin/promreports/export',
  'promreports-mapped': '/api/admin/promreports/mapped-export',
  symptomreports: '/api/admin/symptomreportsymptoms/export',
  notes: '/api/admin/notes/export',
  'subject-information': '/api/admin/subject-information/export',
};

/** How many participants with data and records the export would hold. */
export const countExport = (kind: ExportKind, request: ExportRequest) =>
  apiRequest(`/api/admin/exports/${kind}/count`, { method: 'POST', json: request }, ExportCount);

/** The export file, with the name the server gave it. */
export async function downloadExport(kind: ExportKind, request: ExportRequest): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(EXPORT_PATHS[kind], {
    method: 'POST',
    headers: { ...requestHeaders(getSession()), 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!response.ok) throw await apiErrorFrom(response);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export';
  return { blob: await response.blob(), fileName };
}
