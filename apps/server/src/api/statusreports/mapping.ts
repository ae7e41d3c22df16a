import {
  STATUS_AREAS,
  statusTrend,
  visibleSuggestions,
  type LanguageId,
  type StatusArea,
  type StatusReport,
  type Suggestion,
} from '@symptoms/domain';
import type { Row } from '../../db/client';

/** An answer as stored in `items` under its area: Previous is the same area's answer in the previous live report when it was saved. */
interface StoredAnswer {
  Intensity: number;
  Previous: number | null;
  LanguageId: LanguageId;
}
type StoredItems = Partial<Record<StatusArea, StoredAnswer>>;

interface StatusReportRow extends Row {
  id: string;
  patient_id: string;
  items: StoredItems;
  prom_suggestions: Suggestion[];
  item_count: number;
  created_date: Date;
  modified_date: Date;
  version: number;
}

/** A report with the PROM ids the patient has hidden for now. */
export interface LoadedStatusReportRow extends StatusReportRow {
  hidden: string[] | null;
}

export function toStatusReport(row: LoadedStatusReportRow): StatusReport {
  const created = row.created_date.toISOString();
  return {
    Id: row.id,
    PatientId: row.patient_id,
    // Server order (status_types.index, which STATUS_AREAS follows).
    Items: STATUS_AREAS.flatMap((type) => {
      const answer = row.items[type];
      if (!answer) return [];
      return [
        {
          Type: type,
          Intensity: answer.Intensity,
          Trend: statusTrend(answer.Previous, answer.Intensity),
          CreatedDate: created,
          LanguageId: answer.LanguageId,
        },
      ];
    }),
    PromSuggestions: visibleSuggestions(row.prom_suggestions, new Set(row.hidden ?? [])).map((s) => ({ ...s, StatusReportId: row.id })),
    CreatedDate: created,
    ModifiedDate: row.modified_date.toISOString(),
    Version: row.version,
  };
}
