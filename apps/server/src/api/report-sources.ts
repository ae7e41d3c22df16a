import type { ReportSource } from '../platform/report-sources';
import { promReportSource } from './promreports/sources';
import { statusReportSource } from './statusreports/sources';
import { symptomReportSource } from './symptomreports/sources';

/** Reporting areas list their sources here (status reports, symptom reports, PROM reports). */
export const REPORT_SOURCES: ReportSource[] = [statusReportSource, promReportSource, symptomReportSource];
