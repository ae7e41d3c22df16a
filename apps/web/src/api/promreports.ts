import {
  PROM_REPORTS_PAGE_SIZE,
  PromReportView,
  toOutgoingReport,
  type AnsweredQuestion,
  type Prom,
  type PromReportCreate,
  type PromReportUpdate,
} from '@symptoms/domain';
import { apiRequest } from './client';
import { MY_BASE } from './patient-source';
import { queryKeys } from './query-keys';

export interface PromReportsPage {
  page?: number;
  take?: number;
  /** Only the reports of this PROM. */
  promId?: string;
}

export const promReportsKeys = {
  all: queryKeys.myPromReports,
  list: (query: PromReportsPage = {}) =>
    [...promReportsKeys.all, 'list', query.promId ?? 'all', query.page ?? 0, query.take ?? PROM_REPORTS_PAGE_SIZE] as const,
  /** Every list of one PROM, for invalidation. */
  byProm: (promId: string) => [...promReportsKeys.all, 'list', promId] as const,
  one: (id: string) => [...promReportsKeys.all, 'one', id] as const,
};

/**
 * The body of a save or a request fill (spec 1 §5): local ids, client flags and the answer ids of
 * NotApplicable marks stripped; the report is in the language of the PROM version answered.
 */
export function promReportBody(prom: Prom, answers: readonly AnsweredQuestion[]): PromReportCreate {
  const outgoing = toOutgoingReport({ PromId: prom.Id, Answers: [...answers], Version: 0, LanguageId: prom.Language });
  return {
    PromId: prom.Id,
    LanguageId: prom.Language,
    Answers: outgoing.Answers.map(({ QuestionId, AnswerId, AnswerIds, Value, Milliseconds, NotApplicable }) => ({
      QuestionId,
      AnswerId,
      AnswerIds,
      Value,
      Milliseconds,
      NotApplicable,
    })),
  };
}

/** Live reports, newest first, without answers (AnswerCount tells how many: fetch one to get them). */
export function getPromReports(query: PromReportsPage = {}, signal?: AbortSignal, base = MY_BASE): Promise<PromReportView[]> {
  const params = new URLSearchParams({ page: String(query.page ?? 0), take: String(query.take ?? PROM_REPORTS_PAGE_SIZE) });
  if (query.promId) params.set('promId', query.promId);
  return apiRequest(`${base}/promreports?${params.toString()}`, { signal }, PromReportView.array());
}

/** One live report with its answers. */
export function getPromReport(id: string, signal?: AbortSignal, base = MY_BASE): Promise<PromReportView> {
  return apiRequest(`${base}/promreports/${encodeURIComponent(id)}`, { signal }, PromReportView);
}

/** Saves a new report (4004 when the PROM's report limit is reached). */
export function createPromReport(input: PromReportCreate): Promise<PromReportView> {
  return apiRequest('/api/my/promreports', { method: 'POST', json: input }, PromReportView);
}

/** Replaces the answers of a report; a stale Version answers 409/4003. */
export function updatePromReport(id: string, input: PromReportUpdate): Promise<PromReportView> {
  return apiRequest(`/api/my/promreports/${encodeURIComponent(id)}`, { method: 'PUT', json: input }, PromReportView);
}
