import type { HistorySource } from '../platform/history-sources';
import { noteHistorySource } from './notes/history';
import { promReportHistorySource } from './promreports/sources';
import { symptomReportHistorySource } from './symptomreports/sources';

/** Everything the history lists. Symptom and PROM reports add their HistorySource here when they land. */
export const HISTORY_SOURCES: readonly HistorySource[] = [noteHistorySource, promReportHistorySource, symptomReportHistorySource];
