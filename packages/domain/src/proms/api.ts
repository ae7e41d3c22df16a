import type { RealtimeEventName } from '../realtime';
import { z } from '../zod';
import { LANGUAGES } from '../constants';
import { IsoDateTime, Uuid, Version } from '../entities/common';
import { PROM_LIMITS } from './schemas';

/**
 * The API shapes of the PROM area (spec 1 §3, §7): what the server accepts and answers. The
 * questionnaire model and its rules are in schemas.ts, report.ts and engine.ts.
 */

/** Page size of `GET my/promreports`. */
export const PROM_REPORTS_PAGE_SIZE = 30;
/** At most this many answer entries in one report (the longest shipped questionnaire has 13). */
const PROM_REPORT_MAX_ANSWERS = 500;
/** Longest free-text answer. */
export const PROM_TEXT_ANSWER_MAX = 2000;
/** A PROM request link stays open this many days unless the request says otherwise. */
export const PROM_REQUEST_DAYS = 30;
/** PROM request ids: 128 random bits, base64url without padding (22 characters). */
export const PROM_REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const PromRequestId = z.string().regex(PROM_REQUEST_ID_PATTERN, { message: 'value' });
export const PromId = z.string().min(PROM_LIMITS.idMin).max(PROM_LIMITS.idMax);

/** One answer as a client sends it: ids and client flags (Id, saved) are the server's business. */
export const AnsweredQuestionInput = z.object({
  QuestionId: z.string().trim().min(1, { message: 'required' }).max(64),
  AnswerId: z.string().max(64).nullable().optional(),
  AnswerIds: z.array(z.string().max(64)).max(100).optional(),
  Value: z
    .union([z.string().max(PROM_TEXT_ANSWER_MAX), z.number()])
    .nullable()
    .optional(),
  Milliseconds: z.number().int().min(0).max(2_147_483_647).optional(),
  NotApplicable: z.boolean().optional(),
});
export type AnsweredQuestionInput = z.infer<typeof AnsweredQuestionInput>;

/** Body of `POST my/promreports` and `POST promrequests/fill/{id}`. Unknown properties are dropped. */
export const PromReportCreate = z.object({
  PromId: PromId,
  LanguageId: z.enum(LANGUAGES).optional(),
  Note: z.string().max(2000).nullable().optional(),
  Answers: z.array(AnsweredQuestionInput).max(PROM_REPORT_MAX_ANSWERS),
});
export type PromReportCreate = z.infer<typeof PromReportCreate>;

/** Body of `PUT my/promreports/{id}`: the whole answer list again, and the Version loaded. */
export const PromReportUpdate = PromReportCreate.extend({ Version: Version });
export type PromReportUpdate = z.infer<typeof PromReportUpdate>;

const AnsweredQuestionView = z.object({
  QuestionId: z.string(),
  AnswerId: z.string().nullable().optional(),
  AnswerIds: z.array(z.string()).optional(),
  Value: z.union([z.string(), z.number()]).nullable().optional(),
  Milliseconds: z.number().int().optional(),
  NotApplicable: z.boolean().optional(),
});

/**
 * A saved report as the server answers it. In a list, Answers is empty and AnswerCount tells how
 * many there are: a partial record (spec 1 §4) the client completes with `GET my/promreports/{id}`.
 */
export const PromReportView = z.object({
  Id: Uuid,
  PromId: z.string(),
  PatientId: Uuid,
  Note: z.string().nullable(),
  CreatedDate: IsoDateTime,
  CompletedDate: IsoDateTime.nullable(),
  ModifiedDate: IsoDateTime,
  Answers: z.array(AnsweredQuestionView),
  AnswerCount: z.number().int(),
  QuestionCount: z.number().int(),
  LanguageId: z.enum(LANGUAGES),
  Version: Version,
  Score: z.number().nullable(),
  NormalizedScore: z.number().nullable(),
  percentCompleted: z.number(),
  isCompleted: z.boolean(),
});
export type PromReportView = z.infer<typeof PromReportView>;

export const PromReportsQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  take: z.coerce.number().int().min(1).max(100).default(PROM_REPORTS_PAGE_SIZE),
  /** Only the reports of this PROM (the reports-by-PROM page). */
  promId: PromId.optional(),
});
export type PromReportsQuery = z.infer<typeof PromReportsQuery>;

/** PromRequest (spec 1 §3). The public routes leave PatientId out (null). */
export const PromRequestView = z.object({
  PromRequestId: PromRequestId,
  PatientId: Uuid.nullable(),
  PromId: z.string(),
  LanguageId: z.enum(LANGUAGES),
  /** The public link; null in staff answers, which carry the request's staff reference as PromRequestId instead. */
  Url: z.string().nullable(),
  Purpose: z.string(),
  CreatedDate: IsoDateTime,
  /** Ours: after this the link no longer accepts answers. */
  ExpiresDate: IsoDateTime,
  /** Null while the request is not filled. */
  ReportDate: IsoDateTime.nullable(),
  OrganizationId: z.string().nullable(),
  GroupId: z.string().nullable(),
  ContextText: z.string().nullable(),
  CallbackUrl: z.string().nullable(),
  Version: Version,
});
export type PromRequestView = z.infer<typeof PromRequestView>;

/** A PROM in a list: its texts and groups without the questions. */
export const PromListItem = z.object({
  Id: z.string(),
  Language: z.enum(LANGUAGES),
  LanguageIds: z.array(z.enum(LANGUAGES)),
  Title: z.string(),
  Concept: z.string(),
  About: z.string(),
  OriginalName: z.string(),
  HideScore: z.boolean(),
  IsVisible: z.boolean(),
  QuestionCount: z.number().int(),
  Version: Version,
  PromGroups: z.array(z.object({ OrganizationId: z.string(), GroupId: z.string(), PromId: z.string(), GroupName: z.string() })),
});
export type PromListItem = z.infer<typeof PromListItem>;

/** A whole PROM as answered by the server (the Prom model; every field of it is written). */
export const PromView = z.looseObject({
  Id: z.string(),
  Language: z.enum(LANGUAGES),
  LanguageIds: z.array(z.enum(LANGUAGES)),
  Title: z.string(),
  Questions: z.array(z.looseObject({ Id: z.string() })),
});
export type PromView = z.infer<typeof PromView>;

/** A suggestion from the patient's latest status report (`GET my/proms/suggestions`). */
export const PromSuggestionView = z.object({
  PromId: z.string(),
  StatusReportId: Uuid,
  Weight: z.number(),
});
export type PromSuggestionView = z.infer<typeof PromSuggestionView>;

/** Realtime event names (spec 3 §7). */
export const PromReportEvents = {
  created: 'PromReportCreated',
  updated: 'PromReportUpdated',
  deleted: 'PromReportDeleted',
} as const satisfies Record<string, RealtimeEventName>;
export const PromRequestEvents = {
  created: 'PromRequestCreated',
  deleted: 'PromRequestDeleted',
  filled: 'PromRequestFilled',
} as const satisfies Record<string, RealtimeEventName>;
