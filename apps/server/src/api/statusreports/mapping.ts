import {
  STATUS_AREAS,
  StatusReportEvents,
  statusTrend,
  visibleSuggestions,
  type LanguageId,
  type StatusArea,
  type StatusReport,
  type Suggestion,
} from '@symptoms/domain';
import type { Row } from '../../db/client';
import { tableTrashable, type TrashRow } from '../../platform/trash';

/** An answer as stored in `items` under its area: Previous is the same area's answer in the previous live report when it was saved. */
export interface StoredAnswer {
  Intensity: number;
  Previous: number | null;
  LanguageId: LanguageId;
}
export type StoredItems = Partial<Record<StatusArea, StoredAnswer>>;

export interface StatusReportRow extends Row {
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

export const STATUS_REPORT_COLUMNS = 'id, patient_id, items, prom_suggestions, item_count, created_date, modified_date, version';

/** SELECT list of a report with the hidden suggestions, for a FROM that names the report `r`. */
export const LOADED_STATUS_REPORT_SELECT = `r.id, r.patient_id, r.items, r.prom_suggestions, r.item_count, r.created_date, r.modified_date, r.version,
  ARRAY(SELECT h.prom_id FROM status_suggestion_hides h WHERE h.patient_id = r.patient_id AND h.hidden_until > now()) AS hidden`;

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

/**
 * What audit rows keep of a status report: identity, version, dates and counts, never the answers,
 * so a purge really removes the health data while the log still says who did what and when.
 */
export function auditableStatusReport(row: StatusReportRow): Record<string, unknown> {
  return {
    Id: row.id,
    Version: row.version,
    ItemCount: row.item_count,
    SuggestionCount: row.prom_suggestions.length,
    CreatedDate: row.created_date.toISOString(),
    ModifiedDate: row.modified_date.toISOString(),
  };
}

/** Status reports in the trash: described by their number of answers (spec 1 §3: "a count for reports"). */
export const statusReportTrash = tableTrashable<StatusReportRow & TrashRow>({
  resourceType: 'StatusReport',
  table: 'status_reports',
  events: { restored: StatusReportEvents.created, deleted: StatusReportEvents.deleted },
  eventIdKey: 'StatusReportId',
  columns: ['prom_suggestions', 'item_count', 'created_date', 'modified_date', 'version'],
  describe: (row) => String(row.item_count),
  snapshot: (row) => auditableStatusReport(row),
});
