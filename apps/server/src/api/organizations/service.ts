import type { AdminListQuery, Organization, OrganizationInput, Page } from '@symptoms/domain';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { organizationScope, searchPattern } from '../../platform/admin-list';
import type { RequestContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';

interface OrganizationRow {
  [key: string]: unknown;
  id: string;
  name: string;
  version: number;
}

const toOrganization = (row: OrganizationRow): Organization => ({ Id: row.id, Name: row.name, Version: row.version });

export async function listOrganizations(deps: Deps, ctx: RequestContext, query: AdminListQuery): Promise<Page<Organization>> {
  const scope = organizationScope(ctx);
  const pattern = searchPattern(query.search);
  const where = sql`(${scope}::text IS NULL OR id = ${scope})
    AND (${pattern}::text IS NULL OR lower(name) LIKE ${pattern} OR id LIKE ${pattern})`;
  const rows = await deps.db.query<OrganizationRow>(
    sql`SELECT id, name, version FROM organizations WHERE ${where} ORDER BY lower(name), id OFFSET ${query.start} LIMIT ${query.count}`,
  );
  const [count] = await deps.db.query<{ total: number }>(sql`SELECT count(*)::int AS total FROM organizations WHERE ${where}`);
  return { Items: rows.map(toOrganization), Total: count!.total };
}

export async function getOrganization(deps: Deps, ctx: RequestContext, id: string): Promise<Organization> {
  const scope = organizationScope(ctx);
  const [row] = await deps.db.query<OrganizationRow>(
    sql`SELECT id, name, version FROM organizations WHERE id = ${id} AND (${scope}::text IS NULL OR id = ${scope})`,
  );
  if (!row) throw notFound();
  return toOrganization(row);
}

/** Renames the organization; a stale Version is a conflict (4003), another organization is not found. */
export async function updateOrganization(deps: Deps, ctx: RequestContext, id: string, input: OrganizationInput): Promise<Organization> {
  const current = await getOrganization(deps, ctx, id);
  const [row] = await deps.db.query<OrganizationRow>(
    sql`UPDATE organizations SET name = ${input.Name}, version = version + 1, modified_date = now()
         WHERE id = ${current.Id} AND version = ${input.Version} RETURNING id, name, version`,
  );
  if (!row) throw conflict();
  return toOrganization(row);
}
