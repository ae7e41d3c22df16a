import { capability, type AdminListQuery, type Organization, type OrganizationInput, type Page } from '@symptoms/domain';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { searchPattern } from '../../platform/admin-list';
import type { RequestContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { unitScope } from '../../platform/units';

/**
 * An admin reads the organization they work in (the service's administrators every one); its name
 * is its organization admin's to change.
 */
export const ORGANIZATIONS_READ = capability('organizations', 'read', 'group', 'system');
export const ORGANIZATIONS_WRITE = capability('organizations', 'write', 'organization', 'system');

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
