import { z } from '../zod';
import { RiskGuidanceKind } from '../proms/schemas';
import { IsoDateTime, LanguageIdSchema, Paging, Uuid } from './common';
import { Patient } from './users';

/**
 * A risk rule the patient's newest answer to a questionnaire met (PHQ-9 item 9 above "not at all"),
 * shown where staff look first: which report, when, and the guidance kinds it calls for. It lasts
 * until a newer completed answer to that questionnaire without it, or RISK_FLAG_DAYS after the
 * report was completed (docs/decisions.md, "A risk answer is flagged where staff look first").
 */
export const PromRiskFlag = z.object({
  PromReportId: Uuid,
  PromId: z.string(),
  /** The questionnaire's title in the report's language (`Language`). */
  Title: z.string(),
  Language: LanguageIdSchema,
  CompletedDate: IsoDateTime,
  Guidance: z.array(RiskGuidanceKind).min(1),
});
export type PromRiskFlag = z.infer<typeof PromRiskFlag>;

/** How many days a risk flag stays without a newer answer to the questionnaire. */
export const RISK_FLAG_DAYS = 30;

/** Which of the patient's areas the viewer's grant opens (a share's flags, or a study's reads). */
export const PatientAccess = z.object({
  StatusReports: z.boolean(),
  SymptomReports: z.boolean(),
  PromReports: z.boolean(),
  Notes: z.boolean(),
});
export type PatientAccess = z.infer<typeof PatientAccess>;

/** `GET patients/{patientId}`: who the patient is, and what the caller may read of them now. */
export const PatientSummary = z.object({
  Patient,
  Access: PatientAccess,
  /** Through an accepted, enabled share with the caller or the caller's unit. */
  Shared: z.boolean(),
  /** A patient of the caller's active group (a study or clinic group). */
  GroupPatient: z.boolean(),
  /** Risk flags of recent answers, when the grant opens PROM reports (else none). */
  RiskFlags: z.array(PromRiskFlag),
});
export type PatientSummary = z.infer<typeof PatientSummary>;

/** One row of `GET admin/patients`: a patient the caller follows, without health data. */
export const StaffPatient = z.object({
  PatientId: Uuid,
  FirstName: z.string(),
  LastName: z.string(),
  /** Masked: the last four digits hidden, as everywhere a personnummer is shown. */
  Personnummer: z.string(),
  Birthyear: z.number().int().nullable(),
  LastActive: IsoDateTime.nullable(),
  /** The latest report of any kind the caller may open (the activity list; null on the others). */
  LatestReport: IsoDateTime.nullable(),
  Shared: z.boolean(),
  GroupPatient: z.boolean(),
  /** Risk flags of recent answers, when the grant opens PROM reports (else none). */
  RiskFlags: z.array(PromRiskFlag),
});
export type StaffPatient = z.infer<typeof StaffPatient>;

export const StaffPatientPage = z.object({ Items: z.array(StaffPatient), Total: z.number().int() });
export type StaffPatientPage = z.infer<typeof StaffPatientPage>;

/** `GET admin/patients?search=&page=&take=`: search by name or personnummer digits, 30 a page. */
export const StaffPatientsQuery = Paging.extend({
  search: z.string().trim().max(64).optional(),
});
export type StaffPatientsQuery = z.infer<typeof StaffPatientsQuery>;
