import { z } from '../zod';
import { BUG_REPORT_DESCRIPTION_MAX, BUG_REPORT_DESCRIPTION_MIN_EXCLUSIVE } from '../constants';
import { IsoDateTime, Uuid } from './common';

/** At most this many screenshots of at most 2 MB each (decisions: Bug reports). */
export const BUG_REPORT_SCREENSHOTS_MAX = 5;
export const BUG_REPORT_SCREENSHOT_MAX_BYTES = 2 * 1024 * 1024;
export const BUG_REPORT_MIME_TYPES = ['image/png', 'image/jpeg'] as const;

const version = z.string().trim().max(32).nullable().optional();

export const BugReportScreenshot = z.object({
  FileName: z.string().trim().min(1).max(255),
  MimeType: z.enum(BUG_REPORT_MIME_TYPES),
  /** Base64, without or with a data: prefix. */
  Data: z
    .string()
    .min(1)
    .max(Math.ceil(BUG_REPORT_SCREENSHOT_MAX_BYTES / 3) * 4 + 64),
});
export type BugReportScreenshot = z.infer<typeof BugReportScreenshot>;

/** POST bugreports (spec 2 §7): what the person writes, and the versions the app attaches. */
export const BugReportCreate = z.object({
  Description: z
    .string()
    .trim()
    .min(BUG_REPORT_DESCRIPTION_MIN_EXCLUSIVE + 1, { message: 'minLength' })
    .max(BUG_REPORT_DESCRIPTION_MAX, { message: 'maxLength' }),
  Anonymous: z.boolean(),
  Resolution: z.string().trim().max(32).nullable().optional(),
  Url: z.string().trim().max(512).nullable().optional(),
  Screenshots: z.array(BugReportScreenshot).max(BUG_REPORT_SCREENSHOTS_MAX).default([]),
  ReleaseVersion: version,
  FrontendVersion: version,
  BackendVersion: version,
  IdentityVersion: version,
});
export type BugReportCreate = z.infer<typeof BugReportCreate>;

/** A bug report as the staff who handle it read it (spec 2 §3). */
export const BugReport = z.object({
  Id: Uuid,
  Name: z.string().nullable(),
  Email: z.string().nullable(),
  Description: z.string(),
  CreatedDate: IsoDateTime,
  Device: z.string().nullable(),
  OperatingSystem: z.string().nullable(),
  UserAgent: z.string().nullable(),
  Resolution: z.string().nullable(),
  Url: z.string().nullable(),
  Anonymous: z.boolean(),
  HasScreenshots: z.boolean(),
  Screenshots: z.array(z.object({ Id: Uuid, FileName: z.string(), MimeType: z.string(), Data: z.string() })),
  ReleaseVersion: z.string().nullable(),
  FrontendVersion: z.string().nullable(),
  BackendVersion: z.string().nullable(),
  IdentityVersion: z.string().nullable(),
  Status: z.string(),
  Processed: z.boolean(),
  ProcessedBy: z.string().nullable(),
  Reason: z.string().nullable(),
  /** The issue it was filed as in the configured tracker (its number or iid), and the issue's page. */
  IssueId: z.string().nullable(),
  IssueUrl: z.string().nullable(),
});
export type BugReport = z.infer<typeof BugReport>;

/**
 * POST bugreports/issue: file a report in the tracker. The handler writes the title and edits the
 * text that leaves the service (decisions: "Bug reports reach a tracker only as the handler words them").
 */
export const BugReportIssueCreate = z.object({
  Id: Uuid,
  Title: z.string().trim().min(3).max(200),
  Body: z.string().trim().min(1).max(8000),
});
export type BugReportIssueCreate = z.infer<typeof BugReportIssueCreate>;
