import { PromRequestEvents, type LanguageId } from '@symptoms/domain';
import type { Row } from '../../db/client';
import { sql } from '../../db/sql';
import { isoText } from '../../db/timestamps';
import { defineRecords, type GroupRecords } from '../../platform/records';

export interface PromRequestRow extends Row {
  id: string;
  patient_id: string;
  prom_id: string;
  language_id: LanguageId;
  purpose: string;
  context_text: string | null;
  callback_url: string | null;
  organization_id: string | null;
  group_id: string | null;
  created_date: Date;
  expires_date: Date;
  report_date: Date | null;
  version: number;
  /** What staff see and address instead of the id, the link's secret (migration 0030: a digest of the id). */
  staff_ref: string;
}

const COLUMNS = [
  'id',
  'patient_id',
  'prom_id',
  'language_id',
  'purpose',
  'context_text',
  'callback_url',
  'organization_id',
  'group_id',
  'created_date',
  'expires_date',
  'report_date',
  'version',
  'staff_ref',
];

/**
 * The patient's PROM requests (migration 0006). The id is the public link's secret (not a uuid);
 * a request is changed once, when a report fills it.
 */
export const promRequestRecords = defineRecords<PromRequestRow, 'PromRequestId'>({
  area: 'promrequests',
  resourceType: 'PromRequest',
  table: 'prom_requests',
  columns: COLUMNS,
  audit: sql`jsonb_build_object('Id', id, 'PromId', prom_id, 'ReportDate', ${isoText('report_date')}, 'PromReportId', report_id)`,
  events: { idKey: 'PromRequestId', updated: PromRequestEvents.filled, deleted: PromRequestEvents.deleted },
});

/** The group's requests of all its consenting participants, newest first, in one statement (each participant's read audited). */
export function groupRequests(cohort: GroupRecords, group: { organizationId: string; groupId: string }): Promise<PromRequestRow[]> {
  return cohort.read<PromRequestRow>(
    promRequestRecords,
    (rows) => sql`SELECT r.* FROM ${rows} r WHERE r.organization_id = ${group.organizationId} AND r.group_id = ${group.groupId}
                   ORDER BY r.created_date DESC, r.id`,
  );
}
