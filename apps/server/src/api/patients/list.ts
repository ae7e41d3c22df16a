import { maskPersonnummer, normalizePersonnummer, type StaffPatientPage, type StaffPatientsQuery } from '@symptoms/domain';
import { EMPTY, sql, type Sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { listPatients, patientRecords, type ListedPatient } from '../../platform/records';
import { riskFlagsOf } from '../promreports/risk-flags';

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

/**
 * The patients the caller may open (admin/patients): through a share as the access table lets the
 * caller's role read shared data, and the consenting participants of the active group as it lets
 * it read a group's. Names, masked personnummer, year of birth and last activity: who, never what
 * they reported, but for the risk flags of recent answers (PHQ-9 item 9), read for each listed
 * patient through their own scope: only where the caller's grant opens PROM reports, audited there.
 * Each patient listed on the page is audited in their log (the records layer).
 */
export async function listStaffPatients(deps: Deps, ctx: RequestContext, query: StaffPatientsQuery): Promise<StaffPatientPage> {
  const rows = await listPatients<StaffPatientRow>(
    deps,
    ctx,
    (visible) =>
      sql`SELECT p.id, u.first_name, u.last_name, u.personnummer, p.birthyear, p.last_active, v.shared, v.group_patient,
                 count(*) OVER ()::int AS total
            FROM ${visible} v JOIN patients p ON p.id = v.patient_id JOIN users u ON u.id = p.user_id
           WHERE u.id <> ${ctx.userId}::uuid${matching(query.search)}
           ORDER BY lower(u.last_name), lower(u.first_name), p.id
           LIMIT ${query.take} OFFSET ${query.page * query.take}`,
  );
  const riskFlags = await Promise.all(rows.map(async (r) => riskFlagsOf(await patientRecords(deps, ctx, r.id))));
  return {
    Total: rows[0]?.total ?? 0,
    Items: rows.map((r, i) => ({
      PatientId: r.id,
      FirstName: r.first_name,
      LastName: r.last_name,
      Personnummer: maskPersonnummer(r.personnummer),
      Birthyear: r.birthyear,
      LastActive: r.last_active?.toISOString() ?? null,
      Shared: r.shared,
      GroupPatient: r.group_patient,
      RiskFlags: riskFlags[i]!,
    })),
  };
}
