import { daysSinceInclusion, type LanguageId } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { Job } from '../../platform/jobs';
import type { Mail } from '../../platform/mail';
import { groupParticipants, systemRecords } from '../../platform/records/system';
import { tasksOfGroups } from '../study-schema/store';
import { progressOf } from './progress';
import { notificationSentRecords } from './records';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TEXTS: Record<LanguageId, { subject: (group: string) => string; open: string }> = {
  sv: { subject: (group) => `Påminnelse från ${group}`, open: 'Öppna dina studieuppgifter' },
  en: { subject: (group) => `Reminder from ${group}`, open: 'Open your study tasks' },
};

function reminderMail(to: string, language: LanguageId, group: string, text: string, link: string): Mail {
  const t = TEXTS[language];
  return {
    to,
    subject: t.subject(group),
    text: [text, '', `${t.open}: ${link}`, '', '— Symptoms'].join('\n'),
    html: `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5"><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.open)}</a></p><p>— Symptoms</p></body></html>`,
  };
}

/** The participants' addresses and languages, by user id. */
async function addressesOf(q: Queryable, userIds: readonly string[]): Promise<Map<string, { email: string; language_id: LanguageId }>> {
  const rows = await q.query<{ id: string; email: string; language_id: LanguageId }>(
    sql`SELECT id, email, language_id FROM users WHERE id = ANY(${[...userIds]}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Sends the study reminders that are due (spec 1 §3 StudyTaskNotifications): a task's reminder goes
 * DaysAfterTask days after the task's day (DaysAfterInclusion), to each participant who has not
 * done the task, once. A reminder is sent on its day or the day after (a missed run catches up);
 * older ones are not sent late, so a participant who joined long ago does not get a pile of them.
 * The mail goes into the outbox in the same transaction as the row that remembers it was sent.
 */
export async function sendDueReminders(tx: Queryable, deps: Deps, now = new Date()): Promise<number> {
  const groups = await tx.query<{ id: string; organization_id: string; name: string }>(
    sql`SELECT id, organization_id, coalesce(display_name, name) AS name FROM groups
         WHERE study_tasks_published AND EXISTS (SELECT 1 FROM study_tasks t JOIN study_task_notifications n ON n.study_task_id = t.id WHERE t.group_id = groups.id)`,
  );
  let sent = 0;
  for (const group of groups) {
    const tasks = (await tasksOfGroups(tx, [group.id])).filter((t) => t.StudyTaskNotifications.length > 0);
    const participants = await groupParticipants(tx, { organizationId: group.organization_id, groupId: group.id });
    const addresses = await addressesOf(
      tx,
      participants.map((p) => p.user_id),
    );
    for (const p of participants) {
      const days = daysSinceInclusion(p.since, now);
      const dueNow = tasks.filter((t) =>
        t.StudyTaskNotifications.some((n) => {
          const day = t.DaysAfterInclusion + n.DaysAfterTask;
          return days >= day && days <= day + 1;
        }),
      );
      if (dueNow.length === 0) continue;
      const scope = systemRecords(deps, p.patient_id, undefined, tx);
      const progress = await progressOf(scope, dueNow, p.since, group.name, now);
      const address = addresses.get(p.user_id);
      if (!address) continue;
      const already = new Set((await scope.of(notificationSentRecords).list()).map((r) => r.notification_id));
      for (const [i, task] of dueNow.entries()) {
        if (progress[i]!.Done) continue;
        for (const n of task.StudyTaskNotifications) {
          const day = task.DaysAfterInclusion + n.DaysAfterTask;
          if (days < day || days > day + 1 || already.has(n.Id)) continue;
          await scope.of(notificationSentRecords).insert({ notification_id: n.Id });
          await deps.mail.enqueue(
            tx,
            reminderMail(address.email, address.language_id, group.name, n.NotificationText, `${deps.config.publicUrl}/study-schemas`),
          );
          sent++;
        }
      }
    }
  }
  return sent;
}

export const STUDY_REMINDERS_JOB: Job = {
  name: 'study-task-reminders',
  everyMs: 15 * 60_000,
  run: async (tx, deps) => {
    const sent = await sendDueReminders(tx, deps);
    // Delivery happens after commit (the outbox's own job retries what fails).
    if (sent > 0) return () => void deps.mail.deliver();
  },
};
