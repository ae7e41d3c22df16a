import { daysSinceInclusion, inclusionDayPlus, type AdherenceView, type PatientStudyTask } from '@symptoms/domain';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { ownRecords, patientRecords } from '../../platform/records';
import { promTitles } from '../proms/catalog';
import { groupRow, participants, tasksOfGroups } from '../study-schema/store';
import { enrolmentsOf } from './enrolments';
import { progressOf } from './progress';

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
 * The adherence list of the active group (staff): each participant's tasks against the day they
 * joined, the late ones with how many days. Reading each participant goes through their records
 * under the group grant, so every report it names is audited.
 */
export async function adherence(deps: Deps, ctx: RequestContext, now = new Date()): Promise<AdherenceView> {
  const group = await groupRow(deps.db, ctx.organizationId, ctx.groupId);
  if (!group) throw notFound();
  const tasks = await tasksOfGroups(deps.db, [group.id]);
  const name = group.display_name ?? group.name;
  const rows: AdherenceView['Participants'] = [];
  for (const p of await participants(deps.db, group.organization_id, group.id)) {
    const scope = await patientRecords(deps, ctx, p.patient_id);
    const progress = await progressOf(scope, tasks, p.joined_date, name, now);
    const late = progress.filter((t) => t.State === 'late');
    rows.push({
      PatientId: p.patient_id,
      Name: p.name,
      InclusionDate: inclusionDayPlus(p.joined_date, 0),
      DaysSinceInclusion: daysSinceInclusion(p.joined_date, now),
      Tasks: progress.map((t) => ({ TaskId: t.Id, State: t.State, DoneDate: t.DoneDate, DaysLate: t.DaysLate })),
      LateCount: late.length,
      MaxDaysLate: Math.max(0, ...late.map((t) => t.DaysLate)),
    });
  }
  rows.sort((a, b) => b.MaxDaysLate - a.MaxDaysLate || b.LateCount - a.LateCount || a.Name.localeCompare(b.Name, 'sv'));
  const asked = new Set(tasks.map((t) => t.PromId));
  const proms = (await promTitles(deps, ctx.language)).filter((p) => asked.has(p.Id));
  return { GroupName: name, Tasks: tasks, Proms: proms, Participants: rows };
}
