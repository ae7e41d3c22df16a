import { stockholmDay, stockholmDayStart } from '../stockholm-time';

const DAY_MS = 86_400_000;

/** The timing fields of a study task (spec 1 §3 StudySchemaTask). */
interface StudyTaskTiming {
  DaysAfterInclusion: number;
  AllowedDaysBefore: number;
  AllowedDaysAfter: number;
}

/**
 * Where a task stands for one participant on one day (spec 1 §4, docs/decisions.md "Study tasks"):
 * - upcoming: its window has not opened;
 * - open: it may be done early (AllowedDaysBefore) but is not due yet;
 * - due: days since joining are within DaysAfterInclusion to DaysAfterInclusion + AllowedDaysAfter;
 * - late: past the last due day and not done;
 * - done: a matching report was saved on or after the window opened.
 */
export const STUDY_TASK_STATES = ['upcoming', 'open', 'due', 'late', 'done'] as const;
export type StudyTaskState = (typeof STUDY_TASK_STATES)[number];

/** Whole Stockholm calendar days from the day of `joined` to the day of `now` (0 on the day of joining). */
export function daysSinceInclusion(joined: Date | string | number, now: Date | string | number): number {
  const from = stockholmDayStart(new Date(joined).getTime());
  const to = stockholmDayStart(new Date(now).getTime());
  // A day across a daylight-saving change is 23 or 25 hours: rounding counts it as one.
  return Math.round((to - from) / DAY_MS);
}

/** Whether the task is due on a day that many days after joining (spec 1 §4). */
export function isStudyTaskDue(task: StudyTaskTiming, days: number): boolean {
  return days >= task.DaysAfterInclusion && days <= task.DaysAfterInclusion + task.AllowedDaysAfter;
}

/** The first day (days after joining) on which doing the task counts. */
function windowOpensOn(task: StudyTaskTiming): number {
  return Math.max(0, task.DaysAfterInclusion - task.AllowedDaysBefore);
}

/** The state of a task that many days after joining; `done` when a matching report was found. */
export function studyTaskState(task: StudyTaskTiming, days: number, done: boolean): StudyTaskState {
  if (done) return 'done';
  if (days < windowOpensOn(task)) return 'upcoming';
  if (days < task.DaysAfterInclusion) return 'open';
  return isStudyTaskDue(task, days) ? 'due' : 'late';
}

/** How many days past its last due day a task is (0 when not late). */
export function daysLate(task: StudyTaskTiming, days: number): number {
  return Math.max(0, days - (task.DaysAfterInclusion + task.AllowedDaysAfter));
}

/** The Stockholm day (YYYY-MM-DD) that many days after the day of joining. */
export function inclusionDayPlus(joined: Date | string | number, days: number): string {
  // Noon of the joining day keeps the sum on the right calendar day across daylight-saving changes.
  const noon = stockholmDayStart(new Date(joined).getTime()) + 12 * 3_600_000;
  return stockholmDay(noon + days * DAY_MS);
}

/** The instant the task's window opens for a participant: doing it from then counts as done. */
export function windowOpensAt(joined: Date | string | number, task: StudyTaskTiming): Date {
  const joinedDay = stockholmDayStart(new Date(joined).getTime());
  return new Date(stockholmDayStart(joinedDay + 12 * 3_600_000 + windowOpensOn(task) * DAY_MS));
}
