import { Prom, shippedProm, type AnsweredQuestionInput, type PromInput } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { installShippedProms } from '../../seed/proms';
import { createTestApp, recordPatientEvents, type Published, type TestApp } from '../../test/harness';

export { signedInPatient, type Method, type Published } from '../../test/harness';
import { newPromRequestId } from '../promrequests/ids';

/** A test app with the shipped PROMs installed and realtime events recorded. */
export async function promTestApp(env: Record<string, string> = {}): Promise<{ t: TestApp; events: Published[] }> {
  const t = await createTestApp(env);
  const events = recordPatientEvents(t);
  await t.db.transaction((tx) => installShippedProms(tx));
  return { t, events };
}

/** Every required question of a shipped PROM answered with its first answer. */
export function completeAnswers(promId: string): AnsweredQuestionInput[] {
  const prom = shippedProm(promId, 'sv')!;
  return prom.Questions.filter((q) => q.Required).map((q) =>
    q.AnswerType === 'integer' ? { QuestionId: q.Id, Value: q.MinValue ?? 0 } : { QuestionId: q.Id, AnswerId: q.Answers[0]!.Id },
  );
}

/** A PROM of our own in the global group: Q1 radio, Q2 date, Q3 number 0–10 (all optional but Q1). */
export async function installTestProm(q: Queryable, id = 'testprom', maxReports: number | null = null): Promise<Prom> {
  const input: PromInput = {
    Id: id,
    Language: 'sv',
    LanguageIds: ['sv'],
    Title: 'Testformulär',
    Concept: 'Test',
    About: '',
    OriginalName: 'Test',
    Questions: [
      {
        Id: 'Q1-',
        SequenceId: 1,
        Header: 'Fråga 1',
        Index: 1000,
        ExportKey: 'q1',
        Answers: [
          { Id: 'Q1A1-', Index: 10, ExportValue: 0, Text: 'Nej' },
          { Id: 'Q1A2-', Index: 20, ExportValue: 1, Text: 'Ja' },
        ],
      },
      { Id: 'Q2-', SequenceId: 2, Header: 'Datum', Index: 2000, ExportKey: 'q2', QuestionType: 'date', Required: false },
      {
        Id: 'Q3-',
        SequenceId: 3,
        Header: 'Antal',
        Index: 3000,
        ExportKey: 'q3',
        QuestionType: 'number',
        MinValue: 0,
        MaxValue: 10,
        Required: false,
      },
    ],
  };
  const prom = Prom.parse(input);
  await q.query('INSERT INTO proms (id, max_report_count) VALUES ($1, $2)', [id, maxReports]);
  await q.query(
    `INSERT INTO prom_versions (prom_id, language_id, title, concept, question_count, content) VALUES ($1, 'sv', 'Testformulär', 'Test', 3, $2)`,
    [id, JSON.stringify(prom)],
  );
  await q.query(`INSERT INTO prom_groups (group_id, prom_id, organization_id) VALUES ('0', $1, '0')`, [id]);
  return prom;
}

/** An open request for the patient (expired when `days` is negative). */
export async function createRequest(q: Queryable, patientId: string, promId = 'phq9', days = 30): Promise<string> {
  const id = newPromRequestId();
  await q.query(
    `INSERT INTO prom_requests (id, patient_id, prom_id, purpose, created_date, expires_date)
     VALUES ($1, $2, $3, 'Inför besöket', now() - interval '60 days', now() + make_interval(days => $4))`,
    [id, patientId, promId, days],
  );
  return id;
}

export function auditRows(t: TestApp, patientId: string) {
  return t.db.query<{
    action_type: string;
    resource_type: string;
    resource_id: string;
    actor_role: string;
    data_before: unknown;
    data_after: unknown;
  }>(
    'SELECT action_type, resource_type, resource_id, actor_role, data_before, data_after FROM audit_logs WHERE patient_id = $1 ORDER BY time_stamp, action_type',
    [patientId],
  );
}
