import { daysSinceInclusion, inclusionDayPlus, windowOpensAt, type AdherenceView, type PatientStudyTask } from '@symptoms/domain';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { groupRecords, ownRecords } from '../../platform/records';
import { patientRecords } from '../patient/records';
import { promTitles } from '../proms/catalog';
import { groupRow, tasksOfGroups } from '../study-schema/store';
import { enrolmentsOf } from './enrolments';
import { progressFrom, progressOf } from './progress';
import { firstDoings } from './records';

/** The patient's tasks of every published study they take part in: by group, days after inclusion, priority (spec 1 §2). */
export async function listMyStudyTasks(deps: Deps, ctx: RequestContext, now = new Date()): Promise<PatientStudyTask[]> {
  const scope = ownRecords(deps, ctx);
  const enrolments = await enrolmentsOf(deps.db, scope.patientId);
  const tasks = await tasksOfGroups(
    deps.db,
    enrolments.map((e) => e.group_id),
  );
  const out: PatientStudyTask[] = [];
  for (const e of enrolments) {
    const mine = tasks.filter((t) => t.GroupId === e.group_id);
    out.push(...(await progressOf(scope, mine, e.joined_date, e.display_name, now)));
  }
  return out;
}

/** The next task to go to after a save (spec 1 §4): the first due automatic task, by days after inclusion and priority. */
export async function nextStudyTask(deps: Deps, ctx: RequestContext, now = new Date()): Promise<PatientStudyTask | null> {
  const due = (await listMyStudyTasks(deps, ctx, now)).filter((t) => t.State === 'due' && t.Automatic);
  due.sort((a, b) => a.DaysAfterInclusion - b.DaysAfterInclusion || a.Priority - b.Priority);
  return due[0] ?? null;
}

/**
 * The adherence list of the active group (staff): each consenting participant's tasks against the
 * day they joined, the late ones with how many days. One statement per task over the group's
 * cohort, each audited per participant; who the participants are is a read of their profiles.
 */
export async function adherence(deps: Deps, ctx: RequestContext, now = new Date()): Promise<AdherenceView> {
  const group = await groupRow(deps.db, ctx.organizationId, ctx.groupId);
  if (!group) throw notFound();
  const tasks = await tasksOfGroups(deps.db, [group.id]);
  const name = group.display_name ?? group.name;
  const cohort = groupRecords(deps, ctx);
  const people = await cohort.read<{ id: string; patient_id: string; name: string; cohort_joined: Date }>(
    patientRecords,
    (rows) =>
      sql`SELECT patients.id, patients.id AS patient_id, ${patientRecords.computed!.first_name!} || ' ' || ${patientRecords.computed!.last_name!} AS name,
                 patients.cohort_joined
            FROM ${rows} patients`,
  );
  const doings = await Promise.all(
    tasks.map((task) => firstDoings(cohort, task, new Map(people.map((p) => [p.patient_id, windowOpensAt(p.cohort_joined, task)])))),
  );
  const rows: AdherenceView['Participants'] = people.map((p) => {
    const progress = progressFrom(
      tasks,
      doings.map((done) => done.get(p.patient_id)),
      p.cohort_joined,
      name,
      now,
    );
    const late = progress.filter((t) => t.State === 'late');
    return {
      PatientId: p.patient_id,
      Name: p.name,
      InclusionDate: inclusionDayPlus(p.cohort_joined, 0),
      DaysSinceInclusion: daysSinceInclusion(p.cohort_joined, now),
      Tasks: progress.map((t) => ({ TaskId: t.Id, State: t.State, DoneDate: t.DoneDate, DaysLate: t.DaysLate })),
      LateCount: late.length,
      MaxDaysLate: Math.max(0, ...late.map((t) => t.DaysLate)),
    };
  });
  rows.sort((a, b) => b.MaxDaysLate - a.MaxDaysLate || b.LateCount - a.LateCount || a.Name.localeCompare(b.Name, 'sv'));
  const asked = new Set(tasks.map((t) => t.PromId));
  const proms = (await promTitles(deps, ctx.language)).filter((p) => asked.has(p.Id));
  return { GroupName: name, Tasks: tasks, Proms: proms, Participants: rows };
}
