import type { StudyTaskDefinition } from '@symptoms/domain';
import type { Row } from '../../db/client';
import { sql } from '../../db/sql';
import { defineRecords, type Scope } from '../../platform/records';

export interface NotificationSentRow extends Row {
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

/**
 * The first report that does the task, saved since its window opened (spec 1 §4): a complete
 * report of the task's PROM, any symptom report, any uploaded file. Reports in the trash do not count.
 */
export async function firstDoing(scope: Scope, task: StudyTaskDefinition, since: Date): Promise<Doing | undefined> {
  const statement =
    task.Action === 'prom'
      ? sql`SELECT id, completed_date AS date, 'PromReport' AS "resourceType" FROM prom_reports
             WHERE patient_id = ${scope.patient} AND prom_id = ${task.PromId} AND deleted_date IS NULL AND completed_date >= ${since}
             ORDER BY completed_date LIMIT 1`
      : task.Action === 'symptoms'
        ? sql`SELECT id, created_date AS date, 'SymptomReport' AS "resourceType" FROM symptom_reports
               WHERE patient_id = ${scope.patient} AND deleted_date IS NULL AND created_date >= ${since}
               ORDER BY created_date LIMIT 1`
        : sql`SELECT id, created_date AS date, 'PatientUpload' AS "resourceType" FROM patient_uploads
               WHERE patient_id = ${scope.patient} AND created_date >= ${since}
               ORDER BY created_date LIMIT 1`;
  const [row] = await scope.query<Doing & Row>(statement);
  return row;
}
