import type { PeriodCounts } from '@symptoms/domain';
import type { Queryable } from '../db/client';

/** Start of today (Stockholm), 7 days ago and 30 days ago: the dashboard's periods. */
export interface PeriodBounds {
  today: Date;
  week: Date;
  month: Date;
}

/**
 * A kind of patient report (status, symptom, PROM) that the dashboard and the user's report count
 * include. Each reporting area adds its source to REPORT_SOURCES (api/report-sources.ts).
 * `organizationId` null means every organization (an admin of the global organization).
 */
export interface ReportSource {
  statistic: 'PromReports' | 'StatusReports' | 'SymptomReports';
  periodCounts(q: Queryable, scope: { organizationId: string | null }, bounds: PeriodBounds): Promise<PeriodCounts>;
  countForPatient(q: Queryable, patientId: string): Promise<number>;
}
