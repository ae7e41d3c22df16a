import { z } from '../zod';
import { MODULES } from '../constants';
import { Language } from './languages';

/** The 19 status areas in server order (spec 1 §3). */
export const STATUS_AREAS = [
  'pain',
  'tiredness',
  'drowsiness',
  'dizziness',
  'appetite',
  'nausea',
  'shortnessofbreath',
  'physicalfunctioning',
  'sexualfunctioning',
  'urinarytractdisorders',
  'depression',
  'anxiety',
  'stomachtrouble',
  'qualityoflife',
  'wellbeing',
  'skinproblems',
  'visionproblems',
  'stress',
  'hearingdisorders',
] as const;
export type StatusArea = (typeof STATUS_AREAS)[number];

export const StatusType = z.object({
  Index: z.number().int(),
  Name: z.enum(STATUS_AREAS),
  Inverted: z.boolean(),
});
export type StatusType = z.infer<typeof StatusType>;

export const SYMPTOM_TYPES = ['pain', 'sensoryimpairment', 'rash', 'generic'] as const;

export const Constants = z.object({
  RoleNames: z.array(z.object({ Id: z.string(), Name: z.string() })),
  Scopes: z.array(z.string()),
  SymptomTypes: z.array(z.string()),
  StatusReportTypes: z.array(z.string()),
  Limits: z.record(z.string(), z.unknown()),
});
export type Constants = z.infer<typeof Constants>;

export const Environment = z.object({
  Languages: z.array(Language),
  StatusTypes: z.array(StatusType),
  Constants: Constants,
});
export type Environment = z.infer<typeof Environment>;

/** Public client configuration, read before login. */
export const ClientConfig = z.object({
  Modules: z.array(z.enum(MODULES)),
  ProductName: z.string(),
  Version: z.string(),
});
export type ClientConfig = z.infer<typeof ClientConfig>;

export const PeriodCounts = z.object({
  Today: z.number().int(),
  LastWeek: z.number().int(),
  LastMonth: z.number().int(),
  Total: z.number().int(),
});
export type PeriodCounts = z.infer<typeof PeriodCounts>;

/** admin/dashboard statistics (spec 3 §3). */
export const DashboardStatistics = z.object({
  Users: PeriodCounts,
  ActiveUsers: PeriodCounts,
  NewUsers: PeriodCounts,
  PromReports: PeriodCounts,
  StatusReports: PeriodCounts,
  SymptomReports: PeriodCounts,
});
export type DashboardStatistics = z.infer<typeof DashboardStatistics>;
