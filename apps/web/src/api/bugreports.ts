import { BugReport, type BugReportCreate, type BugReportIssueCreate, type BugReportUpdate } from '@symptoms/domain';
import { z } from '@symptoms/domain/zod';
import { apiRequest } from './client';

export const sendBugReport = (report: BugReportCreate) =>
  apiRequest('/api/bugreports', { method: 'POST', json: report }, z.object({ Id: z.string() }));
export const listBugReports = (signal?: AbortSignal) => apiRequest('/api/bugreports', { signal }, z.array(BugReport));
export const getBugReport = (id: string, signal?: AbortSignal) =>
  apiRequest(`/api/bugreports/${encodeURIComponent(id)}`, { signal }, BugReport);
export const deleteBugReport = (id: string) => apiRequest<void>(`/api/bugreports/${encodeURIComponent(id)}/delete`, { method: 'POST' });
export const updateBugReport = (id: string, update: BugReportUpdate) =>
  apiRequest(`/api/bugreports/${encodeURIComponent(id)}`, { method: 'PUT', json: update }, BugReport);
export const fileBugReportIssue = (issue: BugReportIssueCreate) =>
  apiRequest('/api/bugreports/issue', { method: 'POST', json: issue }, BugReport);
