import { maskPersonnummer, type Share } from '@symptoms/domain';
import type { Queryable, Row } from '../../db/client';
import { sql, type Sql } from '../../db/sql';

/** A share as the view reads it: the share, who it is with and whose it is. */
export interface ShareRow extends Row {
  id: string;
  patient_id: string;
  organization_id: string | null;
  group_id: string | null;
  share_with_user_id: string | null;
  share_with_group_id: string | null;
  share_with_name: string | null;
  symptom_reports: boolean;
  prom_reports: boolean;
  status_reports: boolean;
  notes: boolean;
  enabled: boolean;
  requested_by_id: string | null;
  /** The requester's name now (null once their account is gone): names are read, never copied (decisions: "Erasure reaches everything"). */
  requested_by_name: string | null;
  requested_date: Date | null;
  accepted_date: Date | null;
  created_date: Date;
  modified_date: Date;
  patient_name: string;
  patient_personnummer: string | null;
  patient_user_id: string;
  version: number;
}

const SELECT = sql`SELECT s.*, COALESCE(ru.first_name || ' ' || ru.last_name, g.display_name, g.name) AS share_with_name,
       (SELECT qu.first_name || ' ' || qu.last_name FROM users qu WHERE qu.id = s.requested_by_id AND qu.anonymized_date IS NULL) AS requested_by_name,
       pu.first_name || ' ' || pu.last_name AS patient_name, pu.personnummer AS patient_personnummer, pu.id AS patient_user_id
  FROM shares s
  JOIN patients p ON p.id = s.patient_id
  JOIN users pu ON pu.id = p.user_id
  LEFT JOIN users ru ON ru.id = s.share_with_user_id
  LEFT JOIN groups g ON g.id = s.share_with_group_id`;

/** The shares that match `where` (SQL over `s`), newest first. */
export function selectShares(q: Queryable, where: Sql): Promise<ShareRow[]> {
  return q.query<ShareRow>(sql`${SELECT} WHERE ${where} ORDER BY s.created_date DESC, s.id DESC`);
}

export async function selectShare(q: Queryable, where: Sql): Promise<ShareRow | undefined> {
  const [row] = await selectShares(q, where);
  return row;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toShare(row: ShareRow): Share {
  return {
    ShareId: row.id,
    OrganizationId: row.organization_id,
    GroupId: row.group_id,
    ShareWithUserId: row.share_with_user_id,
    ShareWithUserFullName: row.share_with_name,
    ShareWithUnit: row.share_with_group_id,
    SymptomReports: row.symptom_reports,
    PromReports: row.prom_reports,
    StatusReports: row.status_reports,
    Notes: row.notes,
    Enabled: row.enabled,
    RequestedById: row.requested_by_id,
    RequestedBy: row.requested_by_name,
    RequestedDate: iso(row.requested_date),
    AcceptedDate: iso(row.accepted_date),
    CreatedDate: row.created_date.toISOString(),
    ModifiedDate: row.modified_date.toISOString(),
    PatientId: row.patient_id,
    PatientName: row.patient_name,
    // Masked as everywhere else: the clinician typed the number to ask, the list need not repeat it.
    PatientPersonnummer: maskPersonnummer(row.patient_personnummer),
    Version: row.version,
  };
}

/** What an audit row keeps of a share: who it is with and what it opens, never names. */
export function auditOf(row: ShareRow): Record<string, unknown> {
  return {
    ShareWithUserId: row.share_with_user_id,
    ShareWithUnit: row.share_with_group_id,
    SymptomReports: row.symptom_reports,
    PromReports: row.prom_reports,
    StatusReports: row.status_reports,
    Notes: row.notes,
    Enabled: row.enabled,
    Accepted: row.accepted_date !== null,
    Version: row.version,
  };
}
