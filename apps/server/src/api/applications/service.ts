import { ErrorCode, capability, type Application, type ApplicationInput } from '@symptoms/domain';
import type { Row } from '../../db/client';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { activeGroupScope } from '../../platform/units';

/** A group's applications are its developers' (of the active group). */
export const APPLICATIONS_READ = capability('applications', 'read', 'group');
export const APPLICATIONS_WRITE = capability('applications', 'write', 'group');

/** SQL: the applications of the caller's active group, one of theirs by their memberships. */
const ofGroup = async (deps: Deps, ctx: RequestContext, write = false) =>
  (await activeGroupScope(deps.db, ctx, write ? APPLICATIONS_WRITE : APPLICATIONS_READ)).where('organization_id', 'group_id');

interface ApplicationRow extends Row {
  id: string;
  organization_id: string;
  group_id: string;
  description: string;
  scope_id: Application['ScopeId'];
  role_id: Application['RoleId'];
}

const toApplication = (row: ApplicationRow): Application => ({
  Id: row.id,
  OrganizationId: row.organization_id,
  GroupId: row.group_id,
  Description: row.description,
  ScopeId: row.scope_id,
  RoleId: row.role_id,
});

/** The applications of the caller's active group. */
export async function listApplications(deps: Deps, ctx: RequestContext): Promise<Application[]> {
  const rows = await deps.db.query<ApplicationRow>(sql`SELECT * FROM applications WHERE ${await ofGroup(deps, ctx)} ORDER BY id`);
  return rows.map(toApplication);
}

export async function getApplication(deps: Deps, ctx: RequestContext, id: string): Promise<Application> {
  const [row] = await deps.db.query<ApplicationRow>(sql`SELECT * FROM applications WHERE ${await ofGroup(deps, ctx)} AND id = ${id}`);
  if (!row) throw notFound();
  return toApplication(row);
}

export async function createApplication(deps: Deps, ctx: RequestContext, input: ApplicationInput): Promise<Application> {
  await activeGroupScope(deps.db, ctx, APPLICATIONS_WRITE);
  const [row] = await deps.db.query<ApplicationRow>(
    sql`INSERT INTO applications (id, organization_id, group_id, description, scope_id, role_id)
        VALUES (${input.Id}, ${ctx.organizationId}, ${ctx.groupId}, ${input.Description}, ${input.ScopeId}, ${input.RoleId})
        ON CONFLICT DO NOTHING RETURNING *`,
  );
  if (!row) throw new AppError(ErrorCode.AlreadyExists);
  return toApplication(row);
}

/** PUT my/group/applications: the application named by Id, in the caller's group. */
export async function updateApplication(deps: Deps, ctx: RequestContext, input: ApplicationInput): Promise<Application> {
  const [row] = await deps.db.query<ApplicationRow>(
    sql`UPDATE applications SET description = ${input.Description}, scope_id = ${input.ScopeId}, role_id = ${input.RoleId}
         WHERE ${await ofGroup(deps, ctx, true)} AND id = ${input.Id} RETURNING *`,
  );
  if (!row) throw notFound();
  return toApplication(row);
}

/** Removes the application and, with it, its tokens. */
export async function deleteApplication(deps: Deps, ctx: RequestContext, id: string): Promise<void> {
  const rows = await deps.db.query(sql`DELETE FROM applications WHERE ${await ofGroup(deps, ctx, true)} AND id = ${id} RETURNING id`);
  if (!rows.length) throw notFound();
}
