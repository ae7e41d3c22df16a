import { capability, type AdminListQuery, type GroupSettings, type GroupSettingsInput, type ModuleName, type Page } from '@symptoms/domain';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { searchPattern } from '../../platform/admin-list';
import type { RequestContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { unitScope, type UnitScope } from '../../platform/units';

/** A group's module flags are its admins' (the service's administrators reach every group's). */
export const SETTINGS_READ = capability('settings', 'read', 'group', 'system');
export const SETTINGS_WRITE = capability('settings', 'write', 'group', 'system');

interface SettingsRow {
  [key: string]: unknown;
  id: string;
  organization_id: string;
  name: string;
  modules: ModuleName[] | null;
  version: number | null;
}

const toSettings = (row: SettingsRow): GroupSettings => ({
  GroupId: row.id,
  OrganizationId: row.organization_id,
  Name: row.name,
  Modules: row.modules,
  Version: row.version ?? 0,
});

const SELECT = sql`SELECT g.id, g.organization_id, coalesce(g.display_name, g.name) AS name, s.modules, s.version
  FROM groups g LEFT JOIN group_settings s ON s.group_id = g.id`;

const inScope = (scope: UnitScope) => scope.where('g.organization_id', 'g.id');

export async function listSettings(deps: Deps, ctx: RequestContext, query: AdminListQuery): Promise<Page<GroupSettings>> {
  const scope = await unitScope(deps.db, ctx, SETTINGS_READ);
  const pattern = searchPattern(query.search);
  const where = sql`${inScope(scope)} AND (${pattern}::text IS NULL OR lower(coalesce(g.display_name, g.name)) LIKE ${pattern} OR g.id LIKE ${pattern})`;
  const rows = await deps.db.query<SettingsRow>(
    sql`${SELECT} WHERE ${where} ORDER BY g.is_global DESC, lower(coalesce(g.display_name, g.name)), g.id OFFSET ${query.start} LIMIT ${query.count}`,
  );
  const [count] = await deps.db.query<{ total: number }>(sql`SELECT count(*)::int AS total FROM groups g WHERE ${where}`);
  return { Items: rows.map(toSettings), Total: count!.total };
}

/**
 * Sets a group's module flags (null: back to the deployment's configuration). Version 0 with no
 * row yet makes it; a stale Version is a conflict (4003); a group the admin does not administer is not found.
 */
export async function saveSettings(deps: Deps, ctx: RequestContext, groupId: string, input: GroupSettingsInput): Promise<GroupSettings> {
  const scope = await unitScope(deps.db, ctx, SETTINGS_WRITE);
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.query<SettingsRow>(sql`${SELECT} WHERE g.id = ${groupId} AND ${inScope(scope)} FOR UPDATE OF g`);
    if (!current) throw notFound();
    if ((current.version ?? 0) !== input.Version) throw conflict();
    if (input.Modules === null) {
      await tx.query(sql`DELETE FROM group_settings WHERE group_id = ${groupId}`);
      return toSettings({ ...current, modules: null, version: 0 });
    }
    const modules = [...new Set(input.Modules)];
    const [row] = await tx.query<{ version: number }>(
      sql`INSERT INTO group_settings (group_id, modules) VALUES (${groupId}, ${modules}::text[])
          ON CONFLICT (group_id) DO UPDATE SET modules = EXCLUDED.modules, version = group_settings.version + 1, modified_date = now()
          RETURNING version`,
    );
    return toSettings({ ...current, modules, version: row!.version });
  });
}
