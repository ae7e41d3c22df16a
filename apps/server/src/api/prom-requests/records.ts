import { sql } from '../../db/sql';
import type { GroupRecords } from '../../platform/records';
import { promRequestRecords, type PromRequestRow } from '../promrequests/records';

/** The group's requests of all its consenting participants, newest first, in one statement (each participant's read audited). */
export function groupRequests(cohort: GroupRecords, group: { organizationId: string; groupId: string }): Promise<PromRequestRow[]> {
  return cohort.read<PromRequestRow>(
    promRequestRecords,
    (rows) => sql`SELECT r.* FROM ${rows} r WHERE r.organization_id = ${group.organizationId} AND r.group_id = ${group.groupId}
                   ORDER BY r.created_date DESC, r.id`,
  );
}
