import type { RealtimeEventName } from '../realtime';
import { z } from '../zod';
import { STATUS_REPORTS_PAGE_SIZE_DEFAULT } from './constants';
import { STATUS_AREAS } from '../entities/env';
import { IsoDateTime, LanguageIdSchema, Uuid, Version } from '../entities/common';
import { HISTORY_RANGES, SCALE_MAX, SCALE_MIN } from '../constants';

/**
 * Status reports (spec 1 §3, §4, §7, §9): one 0–10 answer per status area, the PROMs the answers
 * suggest, and the series the graphs draw.
 */

const StatusTypeName = z.enum(STATUS_AREAS);

/** An answer on the 11-point scale: a whole number 0 to 10. */
const StatusIntensity = z.number().int().min(SCALE_MIN).max(SCALE_MAX);

/** Direction against the same area's value in the patient's previous live report: -1 lower, 0 same or first, 1 higher. */
export const StatusTrend = z.union([z.literal(-1), z.literal(0), z.literal(1)]);
export type StatusTrend = z.infer<typeof StatusTrend>;

/** Status report item (spec 1 §3). A removed item is kept with intensity 0 (spec 1 §4). */
const StatusReportItem = z.object({
  Type: StatusTypeName,
  Intensity: StatusIntensity,
  Trend: StatusTrend,
  CreatedDate: IsoDateTime,
  LanguageId: LanguageIdSchema,
});
export type StatusReportItem = z.infer<typeof StatusReportItem>;

/** What a suggestion leads to: a PROM to answer, or marking the pain on the body figure (`fromstatus`). */
const SUGGESTION_KINDS = ['Prom', 'PainFollowUp'] as const;
export const SuggestionKind = z.enum(SUGGESTION_KINDS);
export type SuggestionKind = z.infer<typeof SuggestionKind>;

/**
 * A suggestion computed when a report is saved (spec 1 §3: PromId, StatusReportId, Weight). Higher
 * weight first. `Reason` names the answer that triggered it, for the follow-up page.
 */
export const PromSuggestion = z.object({
  PromId: z.string(),
  StatusReportId: Uuid,
  Weight: z.number().int().min(0).max(100),
  Kind: SuggestionKind,
  Reason: z.object({ Type: StatusTypeName, Intensity: StatusIntensity }),
});
export type PromSuggestion = z.infer<typeof PromSuggestion>;

/** StatusReport (spec 1 §3). PromSuggestions leave out those the patient has hidden for now. */
export const StatusReport = z.object({
  Id: Uuid,
  PatientId: Uuid,
  Items: z.array(StatusReportItem),
  PromSuggestions: z.array(PromSuggestion),
  CreatedDate: IsoDateTime,
  ModifiedDate: IsoDateTime,
  Version: Version,
});
export type StatusReport = z.infer<typeof StatusReport>;

/**
 * One answer as a client sends it. Trend and CreatedDate are the server's; LanguageId defaults to
 * the request's language. Anything else in the body is dropped.
 */
export const StatusReportItemInput = z.object({
  Type: StatusTypeName,
  Intensity: StatusIntensity,
  LanguageId: LanguageIdSchema.optional(),
});
export type StatusReportItemInput = z.infer<typeof StatusReportItemInput>;

/** At most one answer per status area, at least one answer. */
const Items = z
  .array(StatusReportItemInput)
  .min(1)
  .max(STATUS_AREAS.length)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.Type)) ctx.addIssue({ code: 'custom', message: 'duplicate', path: [i, 'Type'], input: item.Type });
      seen.add(item.Type);
    });
  });

/** Body of `POST my/statusreports`: no Id, PatientId, Version or dates (mass assignment is impossible). */
export const StatusReportCreate = z.object({ Items: Items });
export type StatusReportCreate = z.infer<typeof StatusReportCreate>;

/** Body of `PUT my/statusreports`: the report's Id, the Version the client loaded and the full new list of answers. */
export const StatusReportUpdate = z.object({ Id: Uuid, Version: Version, Items: Items });
export type StatusReportUpdate = z.infer<typeof StatusReportUpdate>;

/** `GET my/statusreports?page=&take=&after=`: newest first; `after` (a report id) is a keyset cursor. */
export const StatusReportsQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  take: z.coerce.number().int().min(1).max(100).default(STATUS_REPORTS_PAGE_SIZE_DEFAULT),
  after: Uuid.optional(),
});
export type StatusReportsQuery = z.infer<typeof StatusReportsQuery>;

/** Longest span one series query may ask for: the 3-year graph range plus slack for time zones. */
const STATUS_SERIES_MAX_DAYS = 3 * 366 + 2;

/** `GET my/statusreports/series?from=&to=&type=`: the answers between from (inclusive) and to (exclusive). */
export const StatusSeriesQuery = z
  .object({ from: IsoDateTime, to: IsoDateTime, type: StatusTypeName.optional() })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { message: 'to must be after from', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= STATUS_SERIES_MAX_DAYS * 86_400_000, {
    message: 'span too long',
    path: ['to'],
  });
export type StatusSeriesQuery = z.infer<typeof StatusSeriesQuery>;

const StatusSeriesPoint = z.object({ StatusReportId: Uuid, Date: IsoDateTime, Intensity: StatusIntensity });
export type StatusSeriesPoint = z.infer<typeof StatusSeriesPoint>;

/** The answers of one status area over time, oldest first (live reports only). */
export const StatusSeries = z.object({ Type: StatusTypeName, Points: z.array(StatusSeriesPoint) });
export type StatusSeries = z.infer<typeof StatusSeries>;
export const StatusSeriesList = z.array(StatusSeries);

/** Body of `POST my/statusreports/{id}/suggestions/hide`: the PROM ids (suggestion ids) to hide for a while. */
export const HideSuggestions = z.array(z.string().min(1).max(100)).min(1).max(50);
export type HideSuggestions = z.infer<typeof HideSuggestions>;

/** Type threshold (spec 3 §2): answers of `Name` that compare true with `Threshold` suggest `PromId`. */
const THRESHOLD_OPERATORS = ['>', '>=', '<', '<=', '=='] as const;
export const ThresholdOperator = z.enum(THRESHOLD_OPERATORS);
export type ThresholdOperator = z.infer<typeof ThresholdOperator>;
export const StatusThreshold = z.object({
  Name: StatusTypeName,
  Threshold: StatusIntensity,
  Operator: ThresholdOperator,
  PromId: z.string().min(1),
});
export type StatusThreshold = z.infer<typeof StatusThreshold>;

export const HistoryRangeName = z.enum(HISTORY_RANGES);
export type HistoryRangeName = z.infer<typeof HistoryRangeName>;

/** Realtime event names for status reports (spec 3 §7), payload `{ StatusReportId }`. */
export const StatusReportEvents = {
  created: 'StatusReportCreated',
  updated: 'StatusReportUpdated',
  deleted: 'StatusReportDeleted',
} as const satisfies Record<string, RealtimeEventName>;

export const StatusReportList = z.array(StatusReport);
