import type { StudyTaskDefinition, StudyTaskInput } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';

interface TaskRow {
  [key: string]: unknown;
  id: string;
  organization_id: string;
  group_id: string;
  days_after_inclusion: number;
  priority: number;
  allowed_days_before: number;
  allowed_days_after: number;
  automatic: boolean;
  card_text: string | null;
  modal_header: string | null;
  modal_text: string | null;
  modal_button_text: string | null;
  action: StudyTaskDefinition['Action'];
  action_link: string | null;
  prom_id: string | null;
  prom_reference: string | null;
  notifications: { id: string; notification_text: string; days_after_task: number; redcap_variable: string | null }[];
}

export interface GroupRow {
  [key: string]: unknown;
  id: string;
  organization_id: string;
  name: string;
  display_name: string | null;
  study_tasks_published: boolean;
  study_schema_version: number;
}

function toDefinition(row: TaskRow): StudyTaskDefinition {
  return {
    Id: row.id,
    GroupId: row.group_id,
    OrganizationId: row.organization_id,
    DaysAfterInclusion: row.days_after_inclusion,
    Priority: row.priority,
    AllowedDaysBefore: row.allowed_days_before,
    AllowedDaysAfter: row.allowed_days_after,
    Automatic: row.automatic,
    CardText: row.card_text,
    ModalHeader: row.modal_header,
    ModalText: row.modal_text,
    ModalButtonText: row.modal_button_text,
    Action: row.action,
    ActionLink: row.action_link,
    PromId: row.prom_id,
    PromReference: row.prom_reference,
    StudyTaskNotifications: row.notifications.map((n) => ({
      Id: n.id,
      StudyTaskId: row.id,
      NotificationText: n.notification_text,
      DaysAfterTask: n.days_after_task,
      RedcapVariable: n.redcap_variable,
    })),
  };
}

/** The group's row, locked for the rest of the transaction when asked (the schema's save). */
export async function groupRow(q: Queryable, organizationId: string, groupId: string, lock = false): Promise<GroupRow | undefined> {
  const [row] = await q.query<GroupRow>(
    sql`SELECT id, organization_id, name, display_name, study_tasks_published, study_schema_version
          FROM groups WHERE id = ${groupId} AND organization_id = ${organizationId} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

/** The tasks of the groups, in the order the spec sorts them: group, days after inclusion, priority. */
export async function tasksOfGroups(q: Queryable, groupIds: readonly string[]): Promise<StudyTaskDefinition[]> {
  if (groupIds.length === 0) return [];
  const rows = await q.query<TaskRow>(
    sql`SELECT t.*, coalesce((SELECT jsonb_agg(jsonb_build_object('id', n.id, 'notification_text', n.notification_text,
                 'days_after_task', n.days_after_task, 'redcap_variable', n.redcap_variable) ORDER BY n.position)
               FROM study_task_notifications n WHERE n.study_task_id = t.id), '[]'::jsonb) AS notifications
          FROM study_tasks t WHERE t.group_id = ANY(${groupIds}::text[])
         ORDER BY t.group_id, t.days_after_inclusion, t.priority, t.created_date, t.id`,
  );
  return rows.map(toDefinition);
}

/**
 * Writes the group's task list as given: tasks and reminders with a known Id are changed, new ones
 * added, those left out removed (a reminder already sent keeps no row once its task is gone).
 */
export async function replaceTasks(q: Queryable, group: GroupRow, tasks: readonly StudyTaskInput[]): Promise<void> {
  const keep = tasks.flatMap((t) => (t.Id ? [t.Id] : []));
  await q.query(sql`DELETE FROM study_tasks WHERE group_id = ${group.id} AND NOT (id = ANY(${keep}::uuid[]))`);
  for (const task of tasks) {
    const values = sql`${task.DaysAfterInclusion}, ${task.Priority}, ${task.AllowedDaysBefore}, ${task.AllowedDaysAfter},
      ${task.Automatic}, ${task.CardText}, ${task.ModalHeader}, ${task.ModalText}, ${task.ModalButtonText}, ${task.Action},
      ${task.ActionLink}, ${task.Action === 'prom' ? task.PromId : null}, ${task.PromReference}`;
    const [updated] = task.Id
      ? await q.query<{ id: string }>(
          sql`UPDATE study_tasks SET (days_after_inclusion, priority, allowed_days_before, allowed_days_after, automatic, card_text,
                modal_header, modal_text, modal_button_text, action, action_link, prom_id, prom_reference) = (${values}),
                modified_date = now()
              WHERE id = ${task.Id} AND group_id = ${group.id} RETURNING id`,
        )
      : [];
    // An Id of no task of this group (removed meanwhile, or another group's) is a new task.
    const row =
      updated ??
      (
        await q.query<{ id: string }>(
          sql`INSERT INTO study_tasks (organization_id, group_id, days_after_inclusion, priority, allowed_days_before, allowed_days_after,
                automatic, card_text, modal_header, modal_text, modal_button_text, action, action_link, prom_id, prom_reference)
              VALUES (${group.organization_id}, ${group.id}, ${values}) RETURNING id`,
        )
      )[0]!;
    const notificationIds = task.StudyTaskNotifications.flatMap((n) => (n.Id ? [n.Id] : []));
    await q.query(sql`DELETE FROM study_task_notifications WHERE study_task_id = ${row.id} AND NOT (id = ANY(${notificationIds}::uuid[]))`);
    for (const [position, n] of task.StudyTaskNotifications.entries()) {
      const updated = n.Id
        ? await q.query(
            sql`UPDATE study_task_notifications SET notification_text = ${n.NotificationText}, days_after_task = ${n.DaysAfterTask},
                  redcap_variable = ${n.RedcapVariable}, position = ${position}
                WHERE id = ${n.Id} AND study_task_id = ${row.id} RETURNING id`,
          )
        : [];
      if (updated.length === 0)
        await q.query(
          sql`INSERT INTO study_task_notifications (study_task_id, notification_text, days_after_task, redcap_variable, position)
              VALUES (${row.id}, ${n.NotificationText}, ${n.DaysAfterTask}, ${n.RedcapVariable}, ${position})`,
        );
    }
  }
  await q.query(sql`UPDATE groups SET study_schema_version = study_schema_version + 1, modified_date = now() WHERE id = ${group.id}`);
}

export async function setPublished(q: Queryable, group: GroupRow, published: boolean): Promise<void> {
  await q.query(sql`UPDATE groups SET study_tasks_published = ${published}, modified_date = now() WHERE id = ${group.id}`);
}
