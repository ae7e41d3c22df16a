import {
  StatusReport,
  StatusReportList,
  StatusSeriesList,
  StatusType,
  type StatusArea,
  type StatusReportCreate,
  type StatusReportUpdate,
  type StatusSeries,
} from '@symptoms/domain';
import { apiRequest } from './client';
import { MY_BASE } from './patient-source';

export const statusReportsKeys = {
  all: ['my', 'statusreports'] as const,
  latest: () => [...statusReportsKeys.all, 'latest'] as const,
  one: (id: string) => [...statusReportsKeys.all, 'one', id] as const,
  series: (from: string, to: string, type?: StatusArea) => [...statusReportsKeys.all, 'series', from, to, type ?? 'all'] as const,
  types: ['env', 'statustypes'] as const,
};

/** The 19 status areas in server order, with their Inverted flag. */
export function getStatusTypes(signal?: AbortSignal): Promise<StatusType[]> {
  return apiRequest('/api/env/statustypes', { signal }, StatusType.array());
}

/** Newest first; `take` 1 gives the latest report. */
export function getStatusReports(take: number, signal?: AbortSignal, base = MY_BASE): Promise<StatusReport[]> {
  return apiRequest(`${base}/statusreports?take=${take}`, { signal }, StatusReportList);
}

/** The patient's latest live report, or null before the first one. */
export async function getLatestStatusReport(signal?: AbortSignal, base = MY_BASE): Promise<StatusReport | null> {
  const [latest] = await getStatusReports(1, signal, base);
  return latest ?? null;
}

export function getStatusReport(id: string, signal?: AbortSignal, base = MY_BASE): Promise<StatusReport> {
  return apiRequest(`${base}/statusreports/${encodeURIComponent(id)}`, { signal }, StatusReport);
}

export function createStatusReport(input: StatusReportCreate): Promise<StatusReport> {
  return apiRequest('/api/my/statusreports', { method: 'POST', json: input }, StatusReport);
}

export function updateStatusReport(input: StatusReportUpdate): Promise<StatusReport> {
  return apiRequest('/api/my/statusreports', { method: 'PUT', json: input }, StatusReport);
}

/** Moves the report to the trash (`POST my/statusreports/{id}/delete`); it can be restored from there. */
export async function deleteStatusReport(id: string): Promise<void> {
  await apiRequest(`/api/my/statusreports/${encodeURIComponent(id)}/delete`, { method: 'POST' });
}

/** Hides the report's suggestions with these PromIds for a while; answers the report without them. */
export function hideStatusSuggestions(id: string, promIds: string[]): Promise<StatusReport> {
  return apiRequest(`/api/my/statusreports/${encodeURIComponent(id)}/suggestions/hide`, { method: 'POST', json: promIds }, StatusReport);
}

/** Graph data: the answers in [from, to), of one area or of all. */
export function getStatusSeries(from: Date, to: Date, type?: StatusArea, signal?: AbortSignal, base = MY_BASE): Promise<StatusSeries[]> {
  const params = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
  if (type) params.set('type', type);
  return apiRequest(`${base}/statusreports/series?${params.toString()}`, { signal }, StatusSeriesList);
}
