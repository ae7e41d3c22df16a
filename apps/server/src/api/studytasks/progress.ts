import {
  daysLate,
  daysSinceInclusion,
  inclusionDayPlus,
  studyTaskState,
  windowOpensAt,
  type PatientStudyTask,
  type StudyTaskDefinition,
} from '@symptoms/domain';
import type { Scope } from '../../platform/records';
import { firstDoing, type Doing } from './records';

/** Where in the web app a task is done. */
function studyTaskRoute(task: StudyTaskDefinition): string {
  if (task.Action === 'prom') return `/promreport/edit/${encodeURIComponent(task.PromId ?? '')}`;
  return task.Action === 'symptoms' ? '/symptomreport' : '/fileuploads';
}

/** The participant's tasks of one group as they stand `now` (the patient's own, or the reminder job's). */
export async function progressOf(
  scope: Scope,
  tasks: readonly StudyTaskDefinition[],
  joined: Date,
  groupDisplayName: string,
  now = new Date(),
): Promise<PatientStudyTask[]> {
  const doings: (Doing | undefined)[] = [];
  for (const task of tasks) doings.push(await firstDoing(scope, task, windowOpensAt(joined, task)));
  return progressFrom(tasks, doings, joined, groupDisplayName, now);
}

/** Each task with its state, its due days and the report that did it (`doings`, in the order of `tasks`). */
export function progressFrom(
  tasks: readonly StudyTaskDefinition[],
  doings: readonly (Doing | undefined)[],
  joined: Date,
  groupDisplayName: string,
  now = new Date(),
): PatientStudyTask[] {
  const days = daysSinceInclusion(joined, now);
  return tasks.map((task, i) => {
    const doing = doings[i];
    const { StudyTaskNotifications: _reminders, ...fields } = task;
    return {
      ...fields,
      GroupDisplayName: groupDisplayName,
      State: studyTaskState(task, days, !!doing),
      Done: !!doing,
      DoneDate: doing ? new Date(doing.date).toISOString() : null,
      DueFrom: inclusionDayPlus(joined, task.DaysAfterInclusion),
      DueTo: inclusionDayPlus(joined, task.DaysAfterInclusion + task.AllowedDaysAfter),
      DaysLate: doing ? 0 : daysLate(task, days),
      Route: studyTaskRoute(task),
    };
  });
}
