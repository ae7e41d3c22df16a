import { ESASR_ID, GAD7_ID, HEALTH_TODAY_ID, PHQ9_ID, PROM_REQUEST_DAYS, SCREENING_PROM_ID, WHO5_ID, shippedProms } from '@symptoms/domain';
import type { Database, Queryable } from '../db/client';
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
      `INSERT INTO proms (id, about, original_name, image, hide_score, is_visible, max_report_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
      [prom.Id, prom.About, prom.OriginalName, prom.Image ?? null, prom.HideScore, prom.IsVisible, MAX_REPORTS[prom.Id] ?? null],
    );
    await q.query(
      `INSERT INTO prom_versions (prom_id, language_id, title, concept, question_count, content)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (prom_id, language_id) DO NOTHING`,
      [prom.Id, prom.Language, prom.Title, prom.Concept, prom.Questions.length, JSON.stringify(prom)],
    );
  }
  for (const id of GLOBAL_GROUP_PROMS) {
    await q.query(`INSERT INTO prom_groups (group_id, prom_id, organization_id) VALUES ('0', $1, '0') ON CONFLICT DO NOTHING`, [id]);
  }
}

/** The demo patient's open request: created when none is open (so a restart a month later has one again). */
async function ensureDemoRequest(q: Queryable): Promise<void> {
  const [patient] = await q.query<{ id: string }>(
    'SELECT p.id FROM patients p JOIN users u ON u.id = p.user_id WHERE lower(u.email) = $1',
    [DEMO_PATIENT_EMAIL],
  );
  if (!patient) return;
  const open = await q.query('SELECT 1 FROM prom_requests WHERE patient_id = $1 AND report_date IS NULL AND expires_date > now()', [
    patient.id,
  ]);
  if (open.length) return;
  await q.query(
    `INSERT INTO prom_requests (id, patient_id, prom_id, language_id, purpose, context_text, organization_id, group_id, expires_date)
     VALUES ($1, $2, $3, 'sv', 'Inför ditt nästa besök', 'Fyll gärna i formuläret innan du kommer till oss.', '0', '0',
             now() + make_interval(days => $4))`,
    [newPromRequestId(), patient.id, PHQ9_ID, PROM_REQUEST_DAYS],
  );
}

export const promSeed: SeedStep = {
  name: 'PROMs and the demo PROM request',
  async run(db: Database) {
    await db.transaction(async (tx) => {
      await installShippedProms(tx);
      const [study] = await tx.query('SELECT organization_id FROM groups WHERE id = $1', [STUDY_GROUP]);
      if (study) {
        await tx.query(
          `INSERT INTO prom_groups (group_id, prom_id, organization_id)
           SELECT id, $2, organization_id FROM groups WHERE id = $1 ON CONFLICT DO NOTHING`,
          [STUDY_GROUP, SCREENING_PROM_ID],
        );
      }
      await ensureDemoRequest(tx);
    });
  },
};

/** The start banner's line for the demo request's public link, or null when there is none. */
export async function demoPromRequestLine(db: Queryable, baseUrl: string): Promise<string | null> {
  const [row] = await db.query<{ id: string; prom_id: string }>(
    `SELECT r.id, r.prom_id FROM prom_requests r JOIN patients p ON p.id = r.patient_id JOIN users u ON u.id = p.user_id
      WHERE lower(u.email) = $1 AND r.report_date IS NULL AND r.expires_date > now() ORDER BY r.created_date DESC LIMIT 1`,
    [DEMO_PATIENT_EMAIL],
  );
  return row ? `Demo PROM request (${row.prom_id}, no login): ${baseUrl}${promRequestPath(row.id)}` : null;
}
