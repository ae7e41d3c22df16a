import type { StudyTaskDefinition } from '@symptoms/domain';
import type { Row } from '../../db/client';
import { raw, sql, type Sql } from '../../db/sql';
import { defineRecords, type GroupRecords, type RecordTable, type Scope } from '../../platform/records';
import { promReportRecords } from '../promreports/records';
import { symptomReportRecords } from '../symptomreports/records';
import { uploadRecords } from '../uploads/records';

interface NotificationSentRow extends Row {
  id: string;
  patient_id: string;
  notification_id: string;
  created_date: Date;
  version: number;
}

/** Which of a study's reminders a participant was sent (migration 0027): the mail job's memory. */
export const notificationSentRecords = defineRecords<NotificationSentRow>({
  area: 'studytasks',
  resourceType: 'StudyTaskNotificationSent',
  table: 'study_task_notifications_sent',
  columns: ['id', 'patient_id', 'notification_id', 'created_date', 'version'],
  audit: sql`jsonb_build_object('NotificationId', notification_id)`,
});

/** The report that did a task: its id, what kind of record it is and when it was saved. */
export interface Doing {
  id: string;
  resourceType: 'PromReport' | 'SymptomReport' | 'PatientUpload';
  date: Date;
}

/** The table whose records do a task, and what of them counts (spec 1 §4): a complete report of the task's PROM, any symptom report, any uploaded file. */
function doneBy(task: StudyTaskDefinition): { table: RecordTable; resourceType: Doing['resourceType']; date: string; where: Sql } {
  if (task.Action === 'prom') {
    return { table: promReportRecords, resourceType: 'PromReport', date: 'completed_date', where: sql`r.prom_id = ${task.PromId}` };
  }
  if (task.Action === 'symptoms')
    return { table: symptomReportRecords, resourceType: 'SymptomReport', date: 'created_date', where: sql`true` };
  return { table: uploadRecords, resourceType: 'PatientUpload', date: 'created_date', where: sql`true` };
}

/**
 * The first report that does the task, saved since its window opened: what the study sees of it is
 * that the task is done and when (read as the study task's, never the report itself). Reports in
 * the trash do not count.
 */
export async function firstDoing(scope: Scope, task: StudyTaskDefinition, since: Date): Promise<Doing | undefined> {
  const done = doneBy(task);
  const date = raw(`r.${done.date}`);
  const [row] = await scope.read<{ id: string; date: Date }>(
    done.table,
    (rows) => sql`SELECT r.id, ${date} AS date FROM ${rows} r WHERE ${done.where} AND ${date} >= ${since} ORDER BY ${date} LIMIT 1`,
    { as: 'studytasks' },
  );
  return row ? { id: row.id, date: row.date, resourceType: done.resourceType } : undefined;
}

/**
 * For each participant, the first report that does the task since their window opened (`opens`),
 * in one statement over the group's cohort; each participant's read is audited as the study task's.
 */
export async function firstDoings(
  cohort: GroupRecords,
  task: StudyTaskDefinition,
  opens: ReadonlyMap<string, Date>,
): Promise<Map<string, Doing>> {
  if (opens.size === 0) return new Map();
  const done = doneBy(task);
  const date = raw(`r.${done.date}`);
  const rows = await cohort.read<{ id: string; patient_id: string; date: Date }>(
    done.table,
    (records) =>
      sql`SELECT DISTINCT ON (r.patient_id) r.id, r.patient_id, ${date} AS date
            FROM ${records} r JOIN unnest(${[...opens.keys()]}::uuid[], ${[...opens.values()]}::timestamptz[]) AS w(patient_id, opens)
              ON w.patient_id = r.patient_id AND ${date} >= w.opens
           WHERE ${done.where}
           ORDER BY r.patient_id, ${date}`,
    { as: 'studytasks', resourceType: 'StudyTask' },
  );
  return new Map(rows.map((r) => [r.patient_id, { id: r.id, date: r.date, resourceType: done.resourceType }]));
}
