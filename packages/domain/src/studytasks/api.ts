import { z } from '../zod';
import { LANGUAGES } from '../constants';
import { IsoDate, IsoDateTime, Uuid, Version, WebUrl } from '../entities/common';
import { PromId } from '../proms/api';
import { isValidPersonnummer } from '../rules/personnummer';
import { STUDY_TASK_STATES } from './due';

/**
 * Study schemas and study tasks (spec 1 §3 StudySchemaTask, spec 3 §3, §5): what staff write in
 * the schema editor, what a participant sees and what the adherence list shows.
 */

/** What a task asks the participant to do (spec 3 §3: prom, symptoms, file upload). */
export const STUDY_TASK_ACTIONS = ['prom', 'symptoms', 'fileupload'] as const;
export type StudyTaskAction = (typeof STUDY_TASK_ACTIONS)[number];

export const STUDY_LIMITS = {
  tasks: 100,
  notifications: 10,
  days: 3650,
  allowedDays: 365,
  priority: 1000,
  cardText: 1000,
  modalHeader: 128,
  modalText: 1000,
  modalButtonText: 32,
  actionLink: 255,
  promReference: 64,
  notificationText: 1000,
  redcapVariable: 64,
} as const;

const text = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v), z.string().max(max).nullable());
const days = (max: number) => z.number({ message: 'required' }).int().min(0).max(max);

export const StudyTaskNotificationInput = z.object({
  Id: Uuid.optional(),
  NotificationText: z.string().trim().min(1, { message: 'required' }).max(STUDY_LIMITS.notificationText),
  DaysAfterTask: days(STUDY_LIMITS.days),
  RedcapVariable: text(STUDY_LIMITS.redcapVariable).optional().default(null),
});
export type StudyTaskNotificationInput = z.infer<typeof StudyTaskNotificationInput>;

export const StudyTaskInput = z
  .object({
    Id: Uuid.optional(),
    DaysAfterInclusion: days(STUDY_LIMITS.days),
    Priority: days(STUDY_LIMITS.priority),
    AllowedDaysBefore: days(STUDY_LIMITS.allowedDays),
    AllowedDaysAfter: days(STUDY_LIMITS.allowedDays),
    Automatic: z.boolean(),
    CardText: text(STUDY_LIMITS.cardText),
    ModalHeader: text(STUDY_LIMITS.modalHeader),
    ModalText: text(STUDY_LIMITS.modalText),
    ModalButtonText: text(STUDY_LIMITS.modalButtonText),
    Action: z.enum(STUDY_TASK_ACTIONS, { message: 'required' }),
    ActionLink: z.preprocess((v) => (v === '' ? null : v), WebUrl(STUDY_LIMITS.actionLink).nullable()),
    PromId: PromId.nullable(),
    PromReference: text(STUDY_LIMITS.promReference),
    StudyTaskNotifications: z.array(StudyTaskNotificationInput).max(STUDY_LIMITS.notifications),
  })
  .refine((t) => t.Action !== 'prom' || !!t.PromId, { path: ['PromId'], message: 'required' });
export type StudyTaskInput = z.infer<typeof StudyTaskInput>;

/** Body of `PUT my/group/study-tasks`: the whole task list of the active group, and the Version loaded. */
export const StudySchemaUpdate = z.object({
  Version: Version,
  Tasks: z.array(StudyTaskInput).max(STUDY_LIMITS.tasks),
});
export type StudySchemaUpdate = z.infer<typeof StudySchemaUpdate>;

const StudyTaskNotificationView = z.object({
  Id: Uuid,
  StudyTaskId: Uuid,
  NotificationText: z.string(),
  DaysAfterTask: z.number().int(),
  RedcapVariable: z.string().nullable(),
});

const TaskFields = {
  Id: Uuid,
  GroupId: z.string(),
  OrganizationId: z.string(),
  DaysAfterInclusion: z.number().int(),
  Priority: z.number().int(),
  AllowedDaysBefore: z.number().int(),
  AllowedDaysAfter: z.number().int(),
  Automatic: z.boolean(),
  CardText: z.string().nullable(),
  ModalHeader: z.string().nullable(),
  ModalText: z.string().nullable(),
  ModalButtonText: z.string().nullable(),
  Action: z.enum(STUDY_TASK_ACTIONS),
  ActionLink: z.string().nullable(),
  PromId: z.string().nullable(),
  PromReference: z.string().nullable(),
};

/** A task of the schema as staff edit it. */
export const StudyTaskDefinition = z.object({ ...TaskFields, StudyTaskNotifications: z.array(StudyTaskNotificationView) });
export type StudyTaskDefinition = z.infer<typeof StudyTaskDefinition>;

/** A saved task as the editor sends it back unchanged (the editor's draft, and how a save that changes nothing is told). */
export function studyTaskInput(task: StudyTaskDefinition): StudyTaskInput {
  return {
    Id: task.Id,
    DaysAfterInclusion: task.DaysAfterInclusion,
    Priority: task.Priority,
    AllowedDaysBefore: task.AllowedDaysBefore,
    AllowedDaysAfter: task.AllowedDaysAfter,
    Automatic: task.Automatic,
    CardText: task.CardText,
    ModalHeader: task.ModalHeader,
    ModalText: task.ModalText,
    ModalButtonText: task.ModalButtonText,
    Action: task.Action,
    ActionLink: task.ActionLink,
    PromId: task.PromId,
    PromReference: task.PromReference,
    StudyTaskNotifications: task.StudyTaskNotifications.map((n) => ({
      Id: n.Id,
      NotificationText: n.NotificationText,
      DaysAfterTask: n.DaysAfterTask,
      RedcapVariable: n.RedcapVariable,
    })),
  };
}

/** A PROM by its title in the caller's language. */
/** A PROM by its title, with the languages it exists in (a request is only made in one of them). */
export const PromTitle = z.object({ Id: z.string(), Title: z.string(), LanguageIds: z.array(z.enum(LANGUAGES)) });
export type PromTitle = z.infer<typeof PromTitle>;

/** `GET my/group/study-tasks`: the active group's schema. */
export const StudySchemaView = z.object({
  OrganizationId: z.string(),
  GroupId: z.string(),
  GroupName: z.string(),
  Published: z.boolean(),
  Version: Version,
  Tasks: z.array(StudyTaskDefinition),
  /** The PROMs a task may ask for: every visible PROM, by title in the caller's language. */
  Proms: z.array(PromTitle),
});
export type StudySchemaView = z.infer<typeof StudySchemaView>;

/** A participant's task (spec 1 §3 StudyTask): the definition with where it stands for them. */
export const PatientStudyTask = z.object({
  ...TaskFields,
  GroupDisplayName: z.string(),
  State: z.enum(STUDY_TASK_STATES),
  Done: z.boolean(),
  DoneDate: IsoDateTime.nullable(),
  /** The Stockholm days the task is due from and to. */
  DueFrom: IsoDate,
  DueTo: IsoDate,
  DaysLate: z.number().int(),
  /** Where in the app the task is done. */
  Route: z.string(),
});
export type PatientStudyTask = z.infer<typeof PatientStudyTask>;

/** `GET my/study-tasks/next`: the next due automatic task, or none. */
export const NextStudyTask = z.object({ Task: PatientStudyTask.nullable() });
export type NextStudyTask = z.infer<typeof NextStudyTask>;

/** One participant's row of the adherence list. */
const AdherenceParticipant = z.object({
  PatientId: Uuid,
  Name: z.string(),
  InclusionDate: IsoDate,
  DaysSinceInclusion: z.number().int(),
  Tasks: z.array(
    z.object({ TaskId: Uuid, State: z.enum(STUDY_TASK_STATES), DoneDate: IsoDateTime.nullable(), DaysLate: z.number().int() }),
  ),
  LateCount: z.number().int(),
  MaxDaysLate: z.number().int(),
});
export type AdherenceParticipant = z.infer<typeof AdherenceParticipant>;

/** `GET research/adherence`: the active group's participants against its tasks, the latest first. */
export const AdherenceView = z.object({
  GroupName: z.string(),
  Tasks: z.array(StudyTaskDefinition),
  /** The PROMs the tasks ask for, by title in the caller's language (the columns' names). */
  Proms: z.array(PromTitle),
  Participants: z.array(AdherenceParticipant),
});
export type AdherenceView = z.infer<typeof AdherenceView>;

/** Body of `POST research/promrequests` (spec 3 §5 PromRequest). */
export const ResearchPromRequestCreate = z.object({
  Personnummer: z
    .string()
    .trim()
    .min(1, { message: 'required' })
    .max(13)
    .refine((v) => isValidPersonnummer(v), { message: 'personnummer' }),
  PromId: PromId,
  LanguageId: z.enum(LANGUAGES),
  Purpose: z.string().trim().min(1, { message: 'required' }).max(256),
  ContextText: text(256).optional().default(null),
  CallbackUrl: z.preprocess((v) => (v === '' ? null : v), z.url({ message: 'url' }).max(1024).nullable().optional().default(null)),
});
export type ResearchPromRequestCreate = z.infer<typeof ResearchPromRequestCreate>;
