import { PATIENT_ROLES, type GroupAccess, type LanguageId, type MyAccess, type PatientAccess } from '@symptoms/domain';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { requirePatientId, type RequestContext } from '../../platform/context';
import { flagsOf, participation } from '../../platform/records';

const NOTHING: PatientAccess = { StatusReports: false, SymptomReports: false, PromReports: false, Notes: false };

interface GroupRow {
  [key: string]: unknown;
  organization_id: string;
  group_id: string;
  name: string;
  joined: Date;
}

interface ContractRow {
  [key: string]: unknown;
  id: string;
  title: string;
  required: boolean;
  approved: boolean;
  names_reads: boolean;
}

/** The patient's groups other than Symptoms itself (whose terms let no one read anything). */
function groupsOf(deps: Deps, userId: string) {
  return deps.db.query<GroupRow>(
    sql`SELECT m.organization_id, m.group_id, coalesce(g.display_name, g.name) AS name, min(m.joined_date) AS joined
          FROM memberships m JOIN groups g ON g.id = m.group_id
         WHERE m.user_id = ${userId}::uuid AND m.role_id = ANY(${PATIENT_ROLES}::text[]) AND NOT g.is_global
         GROUP BY m.organization_id, m.group_id, g.display_name, g.name ORDER BY coalesce(g.display_name, g.name)`,
  );
}

/** The group's contracts in the reader's language, with whether the patient approves their current version. */
function contractsOf(deps: Deps, userId: string, group: GroupRow, language: LanguageId) {
  return deps.db.query<ContractRow>(
    sql`SELECT c.id, t.title, c.required, (k.id IS NOT NULL) AS approved,
               (c.status_reports OR c.symptom_reports OR c.prom_reports OR c.notes) AS names_reads
          FROM contracts c
          JOIN LATERAL (SELECT max(contract_version) AS v FROM contract_versions WHERE contract_id = c.id) cur ON true
          JOIN LATERAL (SELECT title FROM contract_versions v WHERE v.contract_id = c.id AND v.contract_version = cur.v
                         ORDER BY (v.language = ${language}) DESC, (v.language = 'sv') DESC LIMIT 1) t ON true
          LEFT JOIN consents k ON k.user_id = ${userId}::uuid AND k.contract_id = c.id AND k.contract_version = cur.v
               AND k.consented AND k.withdraw_date IS NULL
         WHERE c.organization_id = ${group.organization_id} AND c.group_id = ${group.group_id} AND c.active AND c.deleted_date IS NULL
         ORDER BY c.idx, t.title`,
  );
}

/** One group: what its staff's grant opens now (the records layer's own definition), and the contracts behind it. */
async function groupAccess(deps: Deps, ctx: RequestContext, group: GroupRow): Promise<GroupAccess> {
  const patientId = requirePatientId(ctx);
  const [reads, contracts] = await Promise.all([
    participation(deps.db, { organizationId: group.organization_id, groupId: group.group_id }, patientId),
    contractsOf(deps, ctx.userId, group, ctx.language),
  ]);
  const named = (c: ContractRow) => ({ ContractId: c.id, Title: c.title });
  return {
    GroupId: group.group_id,
    GroupName: group.name,
    JoinedDate: (reads?.since ?? group.joined).toISOString(),
    Reads: reads ? flagsOf(reads) : NOTHING,
    Contracts: reads ? contracts.filter((c) => c.approved && c.names_reads).map(named) : [],
    MissingRequired: contracts.filter((c) => c.required && !c.approved).map(named),
  };
}

interface ShareRow {
  [key: string]: unknown;
  id: string;
  recipient: string | null;
  is_unit: boolean;
  status_reports: boolean;
  symptom_reports: boolean;
  prom_reports: boolean;
  notes: boolean;
  enabled: boolean;
}

/**
 * `GET my/access`: everyone who sees the patient's data, what and why: each of their groups by the
 * contracts they approved, and each accepted share. The patient's own answer to "who sees me".
 */
export async function myAccess(deps: Deps, ctx: RequestContext): Promise<MyAccess> {
  const patientId = requirePatientId(ctx);
  const groups = await Promise.all((await groupsOf(deps, ctx.userId)).map((g) => groupAccess(deps, ctx, g)));
  const shares = await deps.db.query<ShareRow>(
    sql`SELECT s.id, coalesce(u.first_name || ' ' || u.last_name, coalesce(g.display_name, g.name)) AS recipient, s.share_with_group_id IS NOT NULL AS is_unit,
               s.status_reports, s.symptom_reports, s.prom_reports, s.notes, s.enabled
          FROM shares s LEFT JOIN users u ON u.id = s.share_with_user_id LEFT JOIN groups g ON g.id = s.share_with_group_id
         WHERE s.patient_id = ${patientId}::uuid AND s.accepted_date IS NOT NULL
         ORDER BY s.enabled DESC, recipient`,
  );
  return {
    Groups: groups,
    Shares: shares.map((s) => ({
      ShareId: s.id,
      Recipient: s.recipient ?? '',
      IsUnit: s.is_unit,
      Reads: { StatusReports: s.status_reports, SymptomReports: s.symptom_reports, PromReports: s.prom_reports, Notes: s.notes },
      Enabled: s.enabled,
    })),
  };
}
