import { ErrorCode, maskPersonnummer, normalizePersonnummer, type StaffPatientPage, type StaffPatientsQuery } from '@symptoms/domain';
import { EMPTY, sql, type Sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { listPatients, patientRecords, type ListedPatient, type PatientListKind } from '../../platform/records';
import { riskFlagsOf } from '../promreports/risk-flags';
import { mayListMembers } from './admin-access';

interface StaffPatientRow extends ListedPatient {
  first_name: string;
  last_name: string;
  personnummer: string;
  birthyear: number | null;
  last_active: Date | null;
  total: number;
}

/**
 * A search in a name (any part, any case) or by a whole personnummer (10 or 12 digits, any written
 * form). A part of a number matches nothing by number: a substring search told a masked number
 * digit by digit.
 */
function matching(search: string | undefined): Sql {
  if (!search) return EMPTY;
  const words = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const whole = normalizePersonnummer(search.replace(/\s/g, ''));
  const byNumber = whole ? sql` OR u.personnummer = ${whole}` : EMPTY;
  return sql` AND ((u.first_name || ' ' || u.last_name) ILIKE ${words}${byNumber})`;
}

const BY_NAME = sql`lower(u.last_name), lower(u.first_name), p.id`;

/** A listed patient's risk flags where the caller holds a grant; none for one an admin lists by membership alone. */
async function riskFlagsIfGranted(deps: Deps, ctx: RequestContext, patientId: string) {
  try {
    return riskFlagsOf(await patientRecords(deps, ctx, patientId));
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.NotFound) return [];
    throw error;
  }
}

/**
 * The patients the caller may open (admin/patients, and its group, shared and activity lists):
 * through a share as the access table lets the caller's role read shared data, the consenting
 * participants of the active group as it lets it read a group's, and for an admin the active
 * group's patients by membership. Names, masked personnummer, year of birth and last activity:
 * who, never what they reported (the activity list adds when their latest report the caller may
 * open was made), but for the risk flags of recent answers (PHQ-9 item 9), read for each listed
 * patient through their own scope: only where the caller's grant opens PROM reports, audited
 * there; a patient an admin lists by membership alone has no grant, and so no flags read.
 * Each patient listed on the page is audited in their log (the records layer).
 */
export async function listStaffPatients(
  deps: Deps,
  ctx: RequestContext,
  query: StaffPatientsQuery,
  kind: PatientListKind = 'all',
): Promise<StaffPatientPage> {
  const order = kind === 'activity' ? sql`v.latest_report DESC, ${BY_NAME}` : BY_NAME;
  const rows = await listPatients<StaffPatientRow>(
    deps,
    ctx,
    (visible) =>
      sql`SELECT p.id, u.first_name, u.last_name, u.personnummer, p.birthyear, p.last_active, v.shared, v.group_patient,
                 v.latest_report, count(*) OVER ()::int AS total
            FROM ${visible} v JOIN patients p ON p.id = v.patient_id JOIN users u ON u.id = p.user_id
           WHERE u.id <> ${ctx.userId}::uuid${matching(query.search)}
           ORDER BY ${order}
           LIMIT ${query.take} OFFSET ${query.page * query.take}`,
    { kind, members: mayListMembers(ctx.role) },
  );
  const riskFlags = await Promise.all(rows.map((r) => riskFlagsIfGranted(deps, ctx, r.id)));
  return {
    Total: rows[0]?.total ?? 0,
    Items: rows.map((r, i) => ({
      PatientId: r.id,
      FirstName: r.first_name,
      LastName: r.last_name,
      Personnummer: maskPersonnummer(r.personnummer),
      Birthyear: r.birthyear,
      LastActive: r.last_active?.toISOString() ?? null,
      LatestReport: r.latest_report?.toISOString() ?? null,
      Shared: r.shared,
      GroupPatient: r.group_patient,
      RiskFlags: riskFlags[i]!,
    })),
  };
}
