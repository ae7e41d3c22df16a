import { sql } from '../db/sql';
import type { Deps } from '../deps';
import { createMyShare } from '../api/shares/service';

/**
 * With the demo patient's history, a share of it with the demo physician (status, symptoms and
 * questionnaires; not notes), so that the physician's patient list and the patient's view show what
 * they are for. Made through the shares service as the patient, with its audit row; only with the
 * history's first seeding, so a share the patient has removed is never made again.
 */
export async function shareWithDemoPhysician(deps: Deps, patientId: string): Promise<void> {
  const [patient] = await deps.db.query<{ user_id: string; name: string }>(
    sql`SELECT u.id AS user_id, u.first_name || ' ' || u.last_name AS name FROM patients p JOIN users u ON u.id = p.user_id WHERE p.id = ${patientId}::uuid`,
  );
  if (!patient) return;
  await createMyShare(
    deps,
    {
      userId: patient.user_id,
      patientId,
      sessionId: 'demo-seed',
      name: patient.name,
      role: 'pat',
      organizationId: '0',
      groupId: '0',
      claims: [],
      language: 'sv',
    },
    { ShareWithEmail: 'physician@example.com', StatusReports: true, SymptomReports: true, PromReports: true, Notes: false },
  );
}
