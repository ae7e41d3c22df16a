import type { PatientStudyTask } from '@symptoms/domain';

interface TaskGroup {
  groupId: string;
  name: string;
  tasks: PatientStudyTask[];
}

/** Tasks grouped by group name, sorted by group, days after inclusion and priority (spec 1 §2). */
export function groupTasks(tasks: readonly PatientStudyTask[]): TaskGroup[] {
  const groups = new Map<string, TaskGroup>();
  for (const task of tasks) {
    const key = `${task.OrganizationId}/${task.GroupId}`;
    const group = groups.get(key) ?? { groupId: task.GroupId, name: task.GroupDisplayName, tasks: [] };
    group.tasks.push(task);
    groups.set(key, group);
  }
  const sorted = [...groups.values()].sort((a, b) => a.name.localeCompare(b.name, 'sv') || a.groupId.localeCompare(b.groupId));
  for (const g of sorted) g.tasks.sort((a, b) => a.DaysAfterInclusion - b.DaysAfterInclusion || a.Priority - b.Priority);
  return sorted;
}

/** A task the patient can start now: its window is open (early, due or late) and it is not done. */
export const canStart = (task: PatientStudyTask): boolean => task.State === 'open' || task.State === 'due' || task.State === 'late';
