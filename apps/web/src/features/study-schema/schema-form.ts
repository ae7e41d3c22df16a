import { studyTaskInput, type StudyTaskDefinition, type StudyTaskInput, type StudyTaskNotificationInput } from '@symptoms/domain';

/** A task as the editor holds it: the API's input, with a key for React that survives reordering. */
export type TaskDraft = StudyTaskInput & { key: string };

let counter = 0;
const nextKey = () => `new-${++counter}`;

export function draftOf(task: StudyTaskDefinition): TaskDraft {
  return { key: task.Id, ...studyTaskInput(task) };
}

/** A new task: after the last one's day, a PROM task due within a week, opened automatically. */
export function newTask(after: readonly TaskDraft[], promId: string | null): TaskDraft {
  const lastDay = after.reduce((max, t) => Math.max(max, Number(t.DaysAfterInclusion) || 0), -1);
  return {
    key: nextKey(),
    DaysAfterInclusion: after.length === 0 ? 0 : lastDay + 7,
    Priority: 1,
    AllowedDaysBefore: 0,
    AllowedDaysAfter: 7,
    Automatic: true,
    CardText: null,
    ModalHeader: null,
    ModalText: null,
    ModalButtonText: null,
    Action: 'prom',
    ActionLink: null,
    PromId: promId,
    PromReference: null,
    StudyTaskNotifications: [],
  };
}

export const newNotification = (): StudyTaskNotificationInput => ({ NotificationText: '', DaysAfterTask: 1, RedcapVariable: null });

/** What goes to the server: the drafts without their React keys. */
export const toInput = (drafts: readonly TaskDraft[]): StudyTaskInput[] => drafts.map(({ key: _key, ...task }) => task);

/** The errors of one task from a list's errors (`Tasks.0.PromId` → `PromId`). */
export function taskErrors(errors: Record<string, string[]>, index: number): Record<string, string> {
  const prefix = `Tasks.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, messages]) => [path.slice(prefix.length), messages[0] ?? '']),
  );
}
