import {
  BUG_REPORT_SCREENSHOT_MAX_BYTES,
  ErrorCode,
  capability,
  detectUploadMimeType,
  type BugReport,
  type BugReportCreate,
  type BugReportIssueCreate,
  type BugReportUpdate,
} from '@symptoms/domain';
import type { Row } from '../../db/client';
import { sql, type Sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { TrackerUnavailable } from '../../platform/issue-tracker/client';
import { unitScope } from '../../platform/units';
import { describeUserAgent } from '../../platform/user-agent';

interface BugReportRow extends Row {
  id: string;
  name: string | null;
  email: string | null;
  description: string;
  created_date: Date;
  device: string | null;
  operating_system: string | null;
  user_agent: string | null;
  resolution: string | null;
  url: string | null;
  anonymous: boolean;
  release_version: string | null;
  frontend_version: string | null;
  backend_version: string | null;
  identity_version: string | null;
  status: string;
  processed: boolean;
  /** Who processed it, as they are named now (null once their account is gone). */
  processed_by_name: string | null;
  reason: string | null;
  issue_id: string | null;
  issue_url: string | null;
  screenshots: { Id: string; FileName: string; MimeType: string; Data: string }[];
}

/** The bytes of a screenshot, refused unless they are the PNG or JPEG they say they are, within the size. */
function screenshotBytes(shot: BugReportCreate['Screenshots'][number]): Buffer {
  const bytes = Buffer.from(shot.Data.replace(/^data:[^,]*,/, ''), 'base64');
  if (bytes.length > BUG_REPORT_SCREENSHOT_MAX_BYTES) throw new AppError(ErrorCode.PayloadTooLarge);
  if (detectUploadMimeType(bytes) !== shot.MimeType) throw new AppError(ErrorCode.UnsupportedFileType);
  return bytes;
}

/**
 * POST bugreports: the report, from the membership the person reports in, with their name and address
 * unless they send it anonymously (then nothing links it to them). Screenshots: one per file name,
 * a repeated name is left out (spec 2 §2).
 */
export async function createBugReport(deps: Deps, ctx: RequestContext, input: BugReportCreate, userAgent: string | undefined) {
  const shots = [...new Map(input.Screenshots.map((s) => [s.FileName, s])).values()].map((s) => ({ ...s, bytes: screenshotBytes(s) }));
  const { device, operatingSystem } = describeUserAgent(userAgent);
  return deps.db.transaction(async (tx) => {
    const [who] = input.Anonymous
      ? [{ name: null, email: null }]
      : await tx.query<{ name: string; email: string }>(
          sql`SELECT first_name || ' ' || last_name AS name, email FROM users WHERE id = ${ctx.userId}`,
        );
    const [made] = await tx.query<{ id: string }>(
      sql`INSERT INTO bug_reports (user_id, name, email, organization_id, group_id, description, device, operating_system, user_agent,
                                   resolution, url, anonymous, release_version, frontend_version, backend_version, identity_version)
          VALUES (${input.Anonymous ? null : ctx.userId}, ${who?.name ?? null}, ${who?.email ?? null}, ${ctx.organizationId}, ${ctx.groupId},
                  ${input.Description}, ${device}, ${operatingSystem}, ${input.Anonymous ? null : (userAgent?.slice(0, 512) ?? null)},
                  ${input.Resolution ?? null}, ${input.Url ?? null}, ${input.Anonymous}, ${input.ReleaseVersion ?? null},
                  ${input.FrontendVersion ?? null}, ${input.BackendVersion ?? deps.config.version}, ${input.IdentityVersion ?? deps.config.version})
          RETURNING id`,
    );
    for (const shot of shots) {
      await tx.query(
        sql`INSERT INTO bug_report_screenshots (bug_report_id, file_name, mime_type, data) VALUES (${made!.id}, ${shot.FileName}, ${shot.MimeType}, ${shot.bytes})`,
      );
    }
    return { Id: made!.id };
  });
}

/** The reports the caller handles: those sent from the groups they work in (an organization admin's: the organization's). */
const BUG_REPORTS_READ = capability('bugreports', 'read', 'group');

async function handledBy(deps: Deps, ctx: RequestContext): Promise<Sql> {
  return (await unitScope(deps.db, ctx, BUG_REPORTS_READ)).where('b.organization_id', 'b.group_id');
}

const SELECT = sql`SELECT b.*, coalesce((SELECT json_agg(json_build_object('Id', s.id, 'FileName', s.file_name, 'MimeType', s.mime_type,
                                          'Data', translate(encode(s.data, 'base64'), chr(10), '')) ORDER BY s.file_name)
                                          FROM bug_report_screenshots s WHERE s.bug_report_id = b.id), '[]') AS screenshots,
                          (SELECT u.first_name || ' ' || u.last_name FROM users u
                            WHERE u.id = b.processed_by_id AND u.anonymized_date IS NULL) AS processed_by_name
                     FROM bug_reports b`;

function toBugReport(row: BugReportRow, withScreenshots: boolean): BugReport {
  return {
    Id: row.id,
    Name: row.name,
    Email: row.email,
    Description: row.description,
    CreatedDate: row.created_date.toISOString(),
    Device: row.device,
    OperatingSystem: row.operating_system,
    UserAgent: row.user_agent,
    Resolution: row.resolution,
    Url: row.url,
    Anonymous: row.anonymous,
    HasScreenshots: row.screenshots.length > 0,
    Screenshots: withScreenshots ? row.screenshots : [],
    ReleaseVersion: row.release_version,
    FrontendVersion: row.frontend_version,
    BackendVersion: row.backend_version,
    IdentityVersion: row.identity_version,
    Status: row.status,
    Processed: row.processed,
    ProcessedBy: row.processed_by_name,
    Reason: row.reason,
    IssueId: row.issue_id,
    IssueUrl: row.issue_url,
  };
}

export async function listBugReports(deps: Deps, ctx: RequestContext): Promise<BugReport[]> {
  const rows = await deps.db.query<BugReportRow>(
    sql`${SELECT} WHERE ${await handledBy(deps, ctx)} AND b.deleted_date IS NULL ORDER BY b.created_date DESC LIMIT 500`,
  );
  return rows.map((r) => toBugReport(r, false));
}

export async function getBugReport(deps: Deps, ctx: RequestContext, id: string): Promise<BugReport> {
  const [row] = await deps.db.query<BugReportRow>(
    sql`${SELECT} WHERE b.id = ${id} AND ${await handledBy(deps, ctx)} AND b.deleted_date IS NULL`,
  );
  if (!row) throw notFound();
  return toBugReport(row, true);
}

export async function deleteBugReport(deps: Deps, ctx: RequestContext, id: string): Promise<void> {
  const rows = await deps.db.query(
    sql`UPDATE bug_reports b SET deleted_date = now() WHERE b.id = ${id} AND ${await handledBy(deps, ctx)} AND b.deleted_date IS NULL RETURNING b.id`,
  );
  if (!rows.length) throw notFound();
}

/** PUT bugreports/{id}: the staff's status and whether it is processed, with who processed it. */
export async function updateBugReport(deps: Deps, ctx: RequestContext, id: string, input: BugReportUpdate): Promise<BugReport> {
  const rows = await deps.db.query(
    sql`UPDATE bug_reports b SET status = ${input.Status}, processed = ${input.Processed}, reason = ${input.Reason ?? null},
               processed_by_id = CASE WHEN ${input.Processed} THEN ${ctx.userId}::uuid END
         WHERE b.id = ${id} AND ${await handledBy(deps, ctx)} AND b.deleted_date IS NULL RETURNING b.id`,
  );
  if (!rows.length) throw notFound();
  return getBugReport(deps, ctx, id);
}

/** A filing under way longer than this has failed without telling (the server stopped): another may start. */
const FILING_EXPIRES = sql`interval '1 minute'`;

/**
 * POST bugreports/issue: files a report the caller handles as an issue in the configured tracker,
 * in the words the caller gives (title and text, nothing else of the report), and keeps the
 * issue's id and page. One issue per report: a report already filed, or being filed by someone at
 * this moment, answers 409/4108.
 */
export async function fileBugReportIssue(deps: Deps, ctx: RequestContext, input: BugReportIssueCreate): Promise<BugReport> {
  const [report] = await deps.db.query<{ issue_id: string | null }>(
    sql`SELECT b.issue_id FROM bug_reports b WHERE b.id = ${input.Id} AND ${await handledBy(deps, ctx)} AND b.deleted_date IS NULL`,
  );
  if (!report) throw notFound();
  if (report.issue_id) throw new AppError(ErrorCode.AlreadyDone);
  if (!deps.tracker) throw new AppError(ErrorCode.TrackerNotConfigured);
  const claimed = await deps.db.query(
    sql`UPDATE bug_reports SET issue_filing_since = now()
         WHERE id = ${input.Id} AND issue_id IS NULL AND (issue_filing_since IS NULL OR issue_filing_since < now() - ${FILING_EXPIRES})
        RETURNING id`,
  );
  if (!claimed.length) throw new AppError(ErrorCode.AlreadyDone);
  try {
    const issue = await deps.tracker.file(input.Title, `${input.Body}\n\n---\nSymptoms bug report ${input.Id}`);
    await deps.db.query(
      sql`UPDATE bug_reports SET issue_id = ${issue.id}, issue_url = ${issue.url}, issue_filing_since = NULL WHERE id = ${input.Id}`,
    );
  } catch (error) {
    await deps.db.query(sql`UPDATE bug_reports SET issue_filing_since = NULL WHERE id = ${input.Id}`);
    if (!(error instanceof TrackerUnavailable)) throw error;
    deps.log.warn({ reason: error.message }, 'the issue tracker did not take a bug report');
    throw new AppError(ErrorCode.TrackerUnavailable);
  }
  return getBugReport(deps, ctx, input.Id);
}
