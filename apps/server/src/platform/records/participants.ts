import { PATIENT_ROLES, type ShareFlags } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { EMPTY, sql, type Sql } from '../../db/sql';

/** A group, as the membership headers choose it. */
export interface GroupRef {
  organizationId: string;
  groupId: string;
}

/** One participant as the definition answers it: who, since when, and what their consents open. */
export interface ParticipantRow {
  [key: string]: unknown;
  patient_id: string;
  user_id: string;
  since: Date;
  status_reports: boolean;
  symptom_reports: boolean;
  prom_reports: boolean;
  notes: boolean;
}

/** The row's flags in the domain's form. */
export const flagsOf = (row: ParticipantRow): ShareFlags => ({
  StatusReports: row.status_reports,
  SymptomReports: row.symptom_reports,
  PromReports: row.prom_reports,
  Notes: row.notes,
});

/**
 * THE definition of "participant of my group" (docs/decisions.md, "Consent gates every read by a
 * group"), for one patient (`patient`) or all of them: a patient holding a patient role in the
 * group, whose account is active, who holds every required contract of the group (an approval of
 * its current version, not withdrawn), and whose approved contracts name at least one area. It
 * answers when they joined (the group reads nothing older) and the areas their approvals open.
 * Withdrawing, never consenting, deactivation and removal all take the patient out at once.
 */
export function participantsSql(group: GroupRef, patient?: Sql): Sql {
  return sql`SELECT p.id AS patient_id, u.id AS user_id, m.joined AS since,
                    c.status_reports, c.symptom_reports, c.prom_reports, c.notes
    FROM (SELECT user_id, min(joined_date) AS joined FROM memberships
           WHERE organization_id = ${group.organizationId} AND group_id = ${group.groupId} AND role_id = ANY(${PATIENT_ROLES}::text[])
           GROUP BY user_id) m
    JOIN users u ON u.id = m.user_id AND NOT u.deactivated
    JOIN patients p ON p.user_id = u.id${patient ? sql` AND p.id = ${patient}` : EMPTY}
    CROSS JOIN LATERAL (
      SELECT coalesce(bool_and(k.id IS NOT NULL) FILTER (WHERE ct.required), true) AS holds_required,
             coalesce(bool_or(ct.status_reports AND k.id IS NOT NULL), false) AS status_reports,
             coalesce(bool_or(ct.symptom_reports AND k.id IS NOT NULL), false) AS symptom_reports,
             coalesce(bool_or(ct.prom_reports AND k.id IS NOT NULL), false) AS prom_reports,
             coalesce(bool_or(ct.notes AND k.id IS NOT NULL), false) AS notes
        FROM contracts ct
        LEFT JOIN consents k ON k.user_id = u.id AND k.contract_id = ct.id AND k.consented AND k.withdraw_date IS NULL
             AND k.contract_version = (SELECT max(v.contract_version) FROM contract_versions v WHERE v.contract_id = ct.id)
       WHERE ct.organization_id = ${group.organizationId} AND ct.group_id = ${group.groupId} AND ct.active AND ct.deleted_date IS NULL
    ) c
    WHERE c.holds_required AND (c.status_reports OR c.symptom_reports OR c.prom_reports OR c.notes)`;
}

/** The patient's participation in a group as its staff's grant sees it (the patient's overview of who sees what), or null. */
export async function participation(q: Queryable, group: GroupRef, patientId: string): Promise<ParticipantRow | null> {
  const [row] = await q.query<ParticipantRow>(participantsSql(group, sql`${patientId}::uuid`));
  return row ?? null;
}
