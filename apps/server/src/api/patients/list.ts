import {
  maskPersonnummer,
  may,
  normalizePersonnummer,
  PATIENT_ROLES,
  type StaffPatientPage,
  type StaffPatientsQuery,
} from '@symptoms/domain';
import type { Queryable, Row } from '../../db/client';
import { EMPTY, sql, type Sql } from '../../db/sql';
import type { RequestContext } from '../../platform/context';

interface StaffPatientRow extends Row {
  id: string;
  first_name: string;
  last_name: string;
  personnummer: string;
  birthyear: number | null;
  last_active: Date | null;
  shared: boolean;
  group_patient: boolean;
  total: number;
}

/** The caller's accepted, enabled shares: with them, or with the unit (group) they work in now; the same rule as the grant. */
function sharedWithCaller(ctx: RequestContext): Sql {
  return sql`SELECT s.patient_id, true AS shared, false AS group_patient FROM shares s
              WHERE s.accepted_date IS NOT NULL AND s.enabled
                AND (s.share_with_user_id = ${ctx.userId}::uuid OR s.share_with_group_id = ${ctx.groupId})`;
}

/** The patients of the caller's active group (a study's or clinic's participants). */
function patientsOfGroup(ctx: RequestContext): Sql {
  return sql`SELECT p.id AS patient_id, false AS shared, true AS group_patient
               FROM memberships m JOIN patients p ON p.user_id = m.user_id
              WHERE m.organization_id = ${ctx.organizationId} AND m.group_id = ${ctx.groupId}
                AND m.role_id = ANY(${PATIENT_ROLES}::text[])`;
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
 * caller's role read shared data, and the patients of the active group as it lets it read a
 * group's. Names and year of birth only: nothing the patient reported, so the list is not a read
 * of health data and writes no audit rows (opening a patient does).
 */
export async function listStaffPatients(q: Queryable, ctx: RequestContext, query: StaffPatientsQuery): Promise<StaffPatientPage> {
  const sources = [
    ...(may(ctx.role, 'patient', 'read', ['share']) ? [sharedWithCaller(ctx)] : []),
    ...(may(ctx.role, 'patient', 'read', ['groupPatient']) ? [patientsOfGroup(ctx)] : []),
  ];
  if (sources.length === 0) return { Items: [], Total: 0 };
  const union = sources.reduce((all, part) => sql`${all} UNION ALL ${part}`);
  const rows = await q.query<StaffPatientRow>(
    sql`WITH visible AS (SELECT patient_id, bool_or(shared) AS shared, bool_or(group_patient) AS group_patient
                           FROM (${union}) v GROUP BY patient_id)
        SELECT p.id, u.first_name, u.last_name, u.personnummer, p.birthyear, p.last_active, v.shared, v.group_patient,
               count(*) OVER ()::int AS total
          FROM visible v JOIN patients p ON p.id = v.patient_id JOIN users u ON u.id = p.user_id
         WHERE u.id <> ${ctx.userId}::uuid${matching(query.search)}
         ORDER BY lower(u.last_name), lower(u.first_name), p.id
         LIMIT ${query.take} OFFSET ${query.page * query.take}`,
  );
  return {
    Total: rows[0]?.total ?? 0,
    Items: rows.map((r) => ({
      PatientId: r.id,
      FirstName: r.first_name,
      LastName: r.last_name,
      Personnummer: maskPersonnummer(r.personnummer),
      Birthyear: r.birthyear,
      LastActive: r.last_active?.toISOString() ?? null,
      Shared: r.shared,
      GroupPatient: r.group_patient,
    })),
  };
}
