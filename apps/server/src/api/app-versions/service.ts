import { ErrorCode, capability, type AppVersion, type AppVersionInput, type AppVersionUpdate } from '@symptoms/domain';
import type { Queryable, Row } from '../../db/client';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { AppError, conflict, notFound } from '../../platform/errors';
import { unitScope } from '../../platform/units';

/**
 * App versions are one list for the whole service: any admin and the developers read it; a
 * developer or an organization admin changes it (a group admin does not: 4162).
 */
export const APP_VERSIONS_READ = capability('app-versions', 'read', 'group');
export const APP_VERSIONS_WRITE = capability('app-versions', 'write', 'organization', 'group');

interface AppVersionRow extends Row {
  id: string;
  name: string;
  description: string | null;
  is_default: boolean;
  status_report_version: number;
  status_chart_version: number;
  prom_report_version: number;
  intensity_scale_version: number;
  version: number;
}

const toAppVersion = (row: AppVersionRow): AppVersion => ({
  Id: row.id,
  Name: row.name,
  Description: row.description,
  Default: row.is_default,
  StatusReportVersion: row.status_report_version,
  StatusChartVersion: row.status_chart_version,
  PromReportVersion: row.prom_report_version,
  IntensityScaleVersion: row.intensity_scale_version,
  Version: row.version,
});

/** A unique-name violation from PostgreSQL or PGlite (SQLSTATE 23505). */
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export async function listAppVersions(deps: Deps): Promise<AppVersion[]> {
  const rows = await deps.db.query<AppVersionRow>(sql`SELECT * FROM app_versions ORDER BY name`);
  return rows.map(toAppVersion);
}

/** Making one the default takes it from the one that was (there is always exactly one). */
async function takeDefault(tx: Queryable, id: string | null): Promise<void> {
  await tx.query(sql`UPDATE app_versions SET is_default = false, version = version + 1 WHERE is_default AND id IS DISTINCT FROM ${id}`);
}

export async function createAppVersion(deps: Deps, ctx: RequestContext, input: AppVersionInput): Promise<AppVersion> {
  await unitScope(deps.db, ctx, APP_VERSIONS_WRITE);
  try {
    return await deps.db.transaction(async (tx) => {
      if (input.Default) await takeDefault(tx, null);
      const [row] = await tx.query<AppVersionRow>(
        sql`INSERT INTO app_versions (name, description, is_default, status_report_version, status_chart_version, prom_report_version, intensity_scale_version)
            VALUES (${input.Name}, ${input.Description ?? null}, ${input.Default}, ${input.StatusReportVersion}, ${input.StatusChartVersion},
                    ${input.PromReportVersion}, ${input.IntensityScaleVersion})
            RETURNING *`,
      );
      return toAppVersion(row!);
    });
  } catch (error) {
    throw isUniqueViolation(error) ? new AppError(ErrorCode.AlreadyExists) : error;
  }
}

/** PUT appversions: a stale Version 409/4003; taking the default off the default version 4010 (spec 3 §8). */
export async function updateAppVersion(deps: Deps, ctx: RequestContext, input: AppVersionUpdate): Promise<AppVersion> {
  try {
    return await deps.db.transaction(async (tx) => {
      const [current] = await tx.query<AppVersionRow>(sql`SELECT * FROM app_versions WHERE id = ${input.Id} FOR UPDATE`);
      if (!current) throw notFound();
      await unitScope(tx, ctx, APP_VERSIONS_WRITE);
      if (current.version !== input.Version) throw conflict();
      if (current.is_default && !input.Default) throw new AppError(ErrorCode.AppVersionIsDefault);
      if (input.Default && !current.is_default) await takeDefault(tx, input.Id);
      const [row] = await tx.query<AppVersionRow>(
        sql`UPDATE app_versions SET name = ${input.Name}, description = ${input.Description ?? null}, is_default = ${input.Default},
                   status_report_version = ${input.StatusReportVersion}, status_chart_version = ${input.StatusChartVersion},
                   prom_report_version = ${input.PromReportVersion}, intensity_scale_version = ${input.IntensityScaleVersion},
                   version = version + 1
             WHERE id = ${input.Id} RETURNING *`,
      );
      return toAppVersion(row!);
    });
  } catch (error) {
    throw isUniqueViolation(error) ? new AppError(ErrorCode.AlreadyExists) : error;
  }
}

/** DELETE appversions/{id}: the default version is refused with 4010 (spec 3 §8). The statement's snapshot still sees a deleted row. */
export async function deleteAppVersion(deps: Deps, ctx: RequestContext, id: string): Promise<void> {
  const [exists] = await deps.db.query(sql`SELECT 1 FROM app_versions WHERE id = ${id}`);
  if (!exists) throw notFound();
  await unitScope(deps.db, ctx, APP_VERSIONS_WRITE);
  const [row] = await deps.db.query<{ is_default: boolean; deleted: boolean }>(
    sql`WITH d AS (DELETE FROM app_versions WHERE id = ${id} AND NOT is_default RETURNING id)
        SELECT a.is_default, EXISTS (SELECT 1 FROM d) AS deleted FROM app_versions a WHERE a.id = ${id}`,
  );
  if (!row) throw notFound();
  if (!row.deleted) throw new AppError(ErrorCode.AppVersionIsDefault);
}
