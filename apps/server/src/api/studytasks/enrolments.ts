import { PATIENT_ROLES } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';

interface Enrolment {
  [key: string]: unknown;
  group_id: string;
  organization_id: string;
  display_name: string;
  joined_date: Date;
}

/** The groups with a published study schema in which the patient holds a patient role, with the day they joined. */
export async function enrolmentsOf(q: Queryable, patientId: string): Promise<Enrolment[]> {
  return q.query<Enrolment>(
    sql`SELECT g.id AS group_id, g.organization_id, coalesce(g.display_name, g.name) AS display_name, min(m.joined_date) AS joined_date
          FROM memberships m JOIN patients p ON p.user_id = m.user_id JOIN groups g ON g.id = m.group_id AND g.organization_id = m.organization_id
         WHERE p.id = ${patientId}::uuid AND m.role_id = ANY(${PATIENT_ROLES}::text[]) AND g.study_tasks_published
         GROUP BY g.id, g.organization_id, g.display_name, g.name
         ORDER BY coalesce(g.display_name, g.name), g.id`,
  );
}
