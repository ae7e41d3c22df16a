import { ESASR_ID, GAD7_ID, HEALTH_TODAY_ID, PHQ9_ID, PROM_REQUEST_DAYS, SCREENING_PROM_ID, WHO5_ID, shippedProms } from '@symptoms/domain';
import type { Queryable } from '../db/client';
import { sql } from '../db/sql';
import type { Deps } from '../deps';
import { systemRecords } from '../platform/records/system';
import { promRequestRecords } from '../api/promrequests/records';
import { newPromRequestId, promRequestPath } from '../api/promrequests/ids';
import { STUDY_GROUP } from './demo-accounts';
import type { SeedStep } from './demo';

/** The global group (organization 0, group 0) offers the validated questionnaires and health today. */
export const GLOBAL_GROUP_PROMS = [PHQ9_ID, GAD7_ID, WHO5_ID, ESASR_ID, HEALTH_TODAY_ID];
/** The screening questionnaire is answered once (more answers → 4004). */
const MAX_REPORTS: Record<string, number> = { [SCREENING_PROM_ID]: 1 };
const DEMO_PATIENT_EMAIL = 'patient@example.com';

/**
 * Installs the shipped questionnaires and their group links. Idempotent, and never overwrites a
 * PROM or language version that already exists (an administrator may have changed it).
 */
export async function installShippedProms(q: Queryable): Promise<void> {
  for (const prom of shippedProms()) {
    await q.query(
      sql`INSERT INTO proms (id, about, original_name, image, hide_score, is_visible, max_report_count)
       VALUES (${prom.Id}, ${prom.About}, ${prom.OriginalName}, ${prom.Image ?? null}, ${prom.HideScore}, ${prom.IsVisible}, ${MAX_REPORTS[prom.Id] ?? null}) ON CONFLICT (id) DO NOTHING`,
    );
    await q.query(
      sql`INSERT INTO prom_versions (prom_id, language_id, title, concept, question_count, content)
       VALUES (${prom.Id}, ${prom.Language}, ${prom.Title}, ${prom.Concept}, ${prom.Questions.length}, ${JSON.stringify(prom)}) ON CONFLICT (prom_id, language_id) DO NOTHING`,
    );
  }
  for (const id of GLOBAL_GROUP_PROMS) {
    await q.query(sql`INSERT INTO prom_groups (group_id, prom_id, organization_id) VALUES ('0', ${id}, '0') ON CONFLICT DO NOTHING`);
  }
}

/** The demo patient's id, when the demo accounts are there. */
async function demoPatientId(q: Queryable): Promise<string | undefined> {
  const [patient] = await q.query<{ id: string }>(
    sql`SELECT p.id FROM patients p JOIN users u ON u.id = p.user_id WHERE lower(u.email) = ${DEMO_PATIENT_EMAIL}`,
  );
  return patient?.id;
}

const OPEN = sql`report_date IS NULL AND expires_date > now()`;

/** The demo patient's open request: created when none is open (so a restart a month later has one again). */
async function ensureDemoRequest(deps: Deps): Promise<void> {
  const patientId = await demoPatientId(deps.db);
  if (!patientId) return;
  const requests = systemRecords(deps, patientId).of(promRequestRecords);
  if ((await requests.count(OPEN)) > 0) return;
  await requests.insert({
    id: newPromRequestId(),
    prom_id: PHQ9_ID,
    language_id: 'sv',
    purpose: 'Inför ditt nästa besök',
    context_text: 'Fyll gärna i formuläret innan du kommer till oss.',
    organization_id: '0',
    group_id: '0',
    expires_date: sql`now() + make_interval(days => ${PROM_REQUEST_DAYS})`,
  });
}

export const promSeed: SeedStep = {
  name: 'PROMs and the demo PROM request',
  async run(deps) {
    await deps.db.transaction(async (tx) => {
      await installShippedProms(tx);
      await tx.query(
        sql`INSERT INTO prom_groups (group_id, prom_id, organization_id)
            SELECT id, ${SCREENING_PROM_ID}, organization_id FROM groups WHERE id = ${STUDY_GROUP} ON CONFLICT DO NOTHING`,
      );
    });
    await ensureDemoRequest(deps);
  },
};

/** The start banner's line for the demo request's public link, or null when there is none. */
export async function demoPromRequestLine(deps: Deps, baseUrl: string): Promise<string | null> {
  const patientId = await demoPatientId(deps.db);
  if (!patientId) return null;
  const [request] = await systemRecords(deps, patientId).of(promRequestRecords).list({ where: OPEN, limit: 1 });
  return request ? `Demo PROM request (${request.prom_id}, no login): ${baseUrl}${promRequestPath(request.id)}` : null;
}
