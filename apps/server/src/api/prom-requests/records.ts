import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';

/** The patients who hold requests of a group (the research list reads each of them through their records). */
export async function patientsWithGroupRequests(q: Queryable, organizationId: string, groupId: string): Promise<string[]> {
  const rows = await q.query<{ patient_id: string }>(
    sql`SELECT DISTINCT patient_id FROM prom_requests WHERE organization_id = ${organizationId} AND group_id = ${groupId}`,
  );
  return rows.map((r) => r.patient_id);
}

/** Whose request this is, by the staff reference staff address it with (then read through that patient's records), or undefined. */
export async function ownerOfRequest(q: Queryable, ref: string): Promise<string | undefined> {
  const [row] = await q.query<{ patient_id: string }>(sql`SELECT patient_id FROM prom_requests WHERE staff_ref = ${ref}`);
  return row?.patient_id;
}

/** The patient whose account holds this personnummer (canonical, 12 digits) proven, or undefined: a claim reaches no one. */
export async function patientOfPersonnummer(q: Queryable, personnummer: string): Promise<string | undefined> {
  const [row] = await q.query<{ id: string }>(
    sql`SELECT p.id FROM users u JOIN patients p ON p.user_id = u.id WHERE u.personnummer = ${personnummer} AND u.personnummer_proof IS NOT NULL`,
  );
  return row?.id;
}
