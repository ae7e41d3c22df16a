import {
  ErrorCode,
  GLOBAL_ORGANIZATION_ID,
  capability,
  errorMessage,
  type AdminListQuery,
  type Organization,
  type OrganizationCreate,
  type OrganizationInput,
  type Page,
} from '@symptoms/domain';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { searchPattern } from '../../platform/admin-list';
import type { RequestContext } from '../../platform/context';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { unitScope } from '../../platform/units';
import { deleteGroups, deletingUnit } from '../groups/deletion';

/**
 * An admin reads the organization they work in (the service's administrators every one); its name
 * is its organization admin's to change.
 */
export const ORGANIZATIONS_READ = capability('organizations', 'read', 'group', 'system');
export const ORGANIZATIONS_WRITE = capability('organizations', 'write', 'organization', 'system');
/** Organizations come and go by the service's administrators only (4163 for anyone else). */
export const ORGANIZATIONS_CREATE_DELETE = capability('organizations', 'write', 'system');

interface OrganizationRow {
  [key: string]: unknown;
  id: string;
  name: string;
  version: number;
}

const toOrganization = (row: OrganizationRow): Organization => ({ Id: row.id, Name: row.name, Version: row.version });

export async function listOrganizations(deps: Deps, ctx: RequestContext, query: AdminListQuery): Promise<Page<Organization>> {
  const scope = await unitScope(deps.db, ctx, ORGANIZATIONS_READ);
  const pattern = searchPattern(query.search);
  const where = sql`${scope.whereOrganization('id')}
    AND (${pattern}::text IS NULL OR lower(name) LIKE ${pattern} OR id LIKE ${pattern})`;
  const rows = await deps.db.query<OrganizationRow>(
    sql`SELECT id, name, version FROM organizations WHERE ${where} ORDER BY lower(name), id OFFSET ${query.start} LIMIT ${query.count}`,
  );
  const [count] = await deps.db.query<{ total: number }>(sql`SELECT count(*)::int AS total FROM organizations WHERE ${where}`);
  return { Items: rows.map(toOrganization), Total: count!.total };
}

export async function getOrganization(deps: Deps, ctx: RequestContext, id: string): Promise<Organization> {
  const scope = await unitScope(deps.db, ctx, ORGANIZATIONS_READ);
  const [row] = await deps.db.query<OrganizationRow>(
    sql`SELECT id, name, version FROM organizations WHERE id = ${id} AND ${scope.whereOrganization('id')}`,
  );
  if (!row) throw notFound();
  return toOrganization(row);
}

/**
 * Renames the organization: one the caller reads (404 otherwise), then only its organization
 * admin (403/4162); a stale Version is a conflict (4003).
 */
export async function updateOrganization(deps: Deps, ctx: RequestContext, id: string, input: OrganizationInput): Promise<Organization> {
  const current = await getOrganization(deps, ctx, id);
  const scope = await unitScope(deps.db, ctx, ORGANIZATIONS_WRITE);
  if (!scope.covers(current.Id, null)) throw notFound();
  const [row] = await deps.db.query<OrganizationRow>(
    sql`UPDATE organizations SET name = ${input.Name}, version = version + 1, modified_date = now()
         WHERE id = ${current.Id} AND version = ${input.Version} RETURNING id, name, version`,
  );
  if (!row) throw conflict();
  return toOrganization(row);
}

/**
 * POST organizations: a new organization with its own group of the same id and name (where its
 * organization admins will be given the admin role). An id any organization or group has: 4151.
 */
export async function createOrganization(deps: Deps, ctx: RequestContext, input: OrganizationCreate): Promise<Organization> {
  await unitScope(deps.db, ctx, ORGANIZATIONS_CREATE_DELETE);
  const row = await deps.db.transaction(async (tx) => {
    const [taken] = await tx.query(
      sql`SELECT 1 FROM organizations WHERE id = ${input.Id} UNION ALL SELECT 1 FROM groups WHERE id = ${input.Id}`,
    );
    if (taken) {
      const text = errorMessage(ErrorCode.IdTaken, ctx.language);
      throw new AppError(ErrorCode.IdTaken, text, { Id: [text] });
    }
    const [created] = await tx.query<OrganizationRow>(
      sql`INSERT INTO organizations (id, name) VALUES (${input.Id}, ${input.Name}) RETURNING id, name, version`,
    );
    await tx.query(sql`INSERT INTO groups (id, organization_id, name) VALUES (${input.Id}, ${input.Id}, ${input.Name})`);
    return created!;
  });
  return toOrganization(row);
}

/**
 * DELETE organizations/{id}: an empty organization goes with its groups' own setup and its
 * language overrides and news (docs/decisions.md, "Deleting a group or an organization"). While
 * anyone is a member of any of its groups: 409/4152. The global organization never goes (403).
 */
export async function deleteOrganization(deps: Deps, ctx: RequestContext, id: string): Promise<void> {
  await unitScope(deps.db, ctx, ORGANIZATIONS_CREATE_DELETE);
  const current = await getOrganization(deps, ctx, id);
  if (current.Id === GLOBAL_ORGANIZATION_ID) throw forbidden();
  await deletingUnit(() =>
    deps.db.transaction(async (tx) => {
      await deleteGroups(tx, sql`SELECT id FROM groups WHERE organization_id = ${current.Id}`);
      await tx.query(sql`DELETE FROM news_items WHERE organization_id = ${current.Id}`);
      await tx.query(sql`DELETE FROM language_strings WHERE organization_id = ${current.Id}`);
      await tx.query(sql`DELETE FROM organizations WHERE id = ${current.Id}`);
    }),
  );
}
