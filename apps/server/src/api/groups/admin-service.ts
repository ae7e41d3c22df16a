import {
  ErrorCode,
  RESERVED_URL_SLUGS,
  capability,
  errorMessage,
  nameKey,
  type AdminGroup,
  type AdminListQuery,
  type GroupInput,
  type GroupSummary,
  type Page,
} from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { searchPattern } from '../../platform/admin-list';
import type { RequestContext } from '../../platform/context';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { unitScope, type UnitScope } from '../../platform/units';
import { deleteGroups, deletingUnit } from './deletion';
import { toGroup, type GroupRow } from './mapping';

/**
 * An admin reads the groups they administer (an organization admin the organization's, the
 * service's administrators every one); creating and changing groups is the organization admin's.
 */
export const GROUPS_READ = capability('groups', 'read', 'group', 'system');
export const GROUPS_WRITE = capability('groups', 'write', 'organization', 'system');

const inScope = (scope: UnitScope) => scope.where('g.organization_id', 'g.id');

export async function listOrganizationGroups(deps: Deps, ctx: RequestContext, query: AdminListQuery): Promise<Page<GroupSummary>> {
  const scope = await unitScope(deps.db, ctx, GROUPS_READ);
  const pattern = searchPattern(query.search);
  const where = sql`${inScope(scope)} AND (${pattern}::text IS NULL OR lower(g.name) LIKE ${pattern}
    OR lower(coalesce(g.display_name, '')) LIKE ${pattern} OR g.id LIKE ${pattern} OR g.url_slug LIKE ${pattern})`;
  const rows = await deps.db.query<{
    id: string;
    organization_id: string;
    name: string;
    url_slug: string | null;
    members: number;
    version: number;
  }>(
    sql`SELECT g.id, g.organization_id, coalesce(g.display_name, g.name) AS name, g.url_slug, g.version,
               (SELECT count(DISTINCT m.user_id)::int FROM memberships m WHERE m.group_id = g.id) AS members
          FROM groups g WHERE ${where}
         ORDER BY g.is_global DESC, lower(coalesce(g.display_name, g.name)), g.id OFFSET ${query.start} LIMIT ${query.count}`,
  );
  const [count] = await deps.db.query<{ total: number }>(sql`SELECT count(*)::int AS total FROM groups g WHERE ${where}`);
  return {
    Items: rows.map((r) => ({
      Id: r.id,
      OrganizationId: r.organization_id,
      Name: r.name,
      UrlSlug: r.url_slug,
      MemberCount: r.members,
      Version: r.version,
    })),
    Total: count!.total,
  };
}

async function readGroup(q: Queryable, scope: UnitScope, id: string): Promise<AdminGroup> {
  const [row] = await q.query<GroupRow>(sql`SELECT g.* FROM groups g WHERE g.id = ${id} AND ${inScope(scope)}`);
  if (!row) throw notFound();
  const definitions = await q.query<{ name: string; index: number }>(
    sql`SELECT name, index FROM group_symptom_definitions WHERE group_id = ${id} ORDER BY index`,
  );
  const proms = await q.query<{ prom_id: string }>(sql`SELECT prom_id FROM prom_groups WHERE group_id = ${id} ORDER BY prom_id`);
  return {
    ...toGroup(row),
    SymptomDefinitions: definitions.map((d) => ({ Name: d.name, Index: d.index })),
    PromGroups: proms.map((p) => ({ PromId: p.prom_id })),
  };
}

export async function getOrganizationGroup(deps: Deps, ctx: RequestContext, id: string): Promise<AdminGroup> {
  return readGroup(deps.db, await unitScope(deps.db, ctx, GROUPS_READ), id);
}

function invalid(ctx: RequestContext, field: string, key: 'value' | 'taken'): AppError {
  const code = key === 'taken' ? ErrorCode.UrlSlugTaken : ErrorCode.ValidationFailed;
  const text =
    key === 'taken' ? errorMessage(ErrorCode.UrlSlugTaken, ctx.language) : errorMessage(ErrorCode.ValidationFailed, ctx.language);
  return new AppError(code, text, { [field]: [text] });
}

/** The rules the schema cannot check alone: the address is free and not the app's own, names are distinct, PROMs exist. */
async function checkInput(q: Queryable, ctx: RequestContext, input: GroupInput, groupId: string): Promise<void> {
  if (input.UrlSlug) {
    if (RESERVED_URL_SLUGS.includes(input.UrlSlug)) throw invalid(ctx, 'UrlSlug', 'taken');
    const [other] = await q.query(sql`SELECT 1 FROM groups WHERE url_slug = ${input.UrlSlug} AND id <> ${groupId}`);
    if (other) throw invalid(ctx, 'UrlSlug', 'taken');
  }
  const keys = input.SymptomDefinitions.map((d) => nameKey(d.Name));
  if (new Set(keys).size !== keys.length) throw invalid(ctx, 'SymptomDefinitions', 'value');
  const promIds = [...new Set(input.PromGroups.map((p) => p.PromId))];
  if (promIds.length) {
    const [found] = await q.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM proms WHERE id = ANY(${promIds}::text[])`);
    if (found!.n !== promIds.length) throw invalid(ctx, 'PromGroups', 'value');
  }
}

/** The group's ordered symptom definitions (Index is the position) and its PROMs, as sent. */
async function writeLists(q: Queryable, groupId: string, organizationId: string, input: GroupInput): Promise<void> {
  await q.query(sql`DELETE FROM group_symptom_definitions WHERE group_id = ${groupId}`);
  for (const [index, definition] of input.SymptomDefinitions.entries()) {
    await q.query(
      sql`INSERT INTO group_symptom_definitions (group_id, index, name, name_key)
          VALUES (${groupId}, ${index}, ${definition.Name}, ${nameKey(definition.Name)})`,
    );
  }
  const promIds = [...new Set(input.PromGroups.map((p) => p.PromId))];
  await q.query(sql`DELETE FROM prom_groups WHERE group_id = ${groupId} AND NOT (prom_id = ANY(${promIds}::text[]))`);
  await q.query(
    sql`INSERT INTO prom_groups (group_id, prom_id, organization_id)
        SELECT ${groupId}, p, ${organizationId} FROM unnest(${promIds}::text[]) AS p ON CONFLICT DO NOTHING`,
  );
}

const fields = (input: GroupInput) => sql`name = ${input.Name}, url_slug = ${input.UrlSlug}, landing_page_url = ${input.LandingPageUrl},
  welcome_text = ${input.WelcomeText}, greeting_text = ${input.GreetingText}, intro_text = ${input.IntroText},
  info_text = ${input.InfoText}, form_title = ${input.FormTitle}, form_text = ${input.FormText},
  form_button_label = ${input.FormButtonLabel}, help_url = ${input.HelpUrl}, link1_url = ${input.Link1Url},
  link1_text = ${input.Link1Text}, link2_url = ${input.Link2Url}, link2_text = ${input.Link2Text},
  mf_study_slug = ${input.MFStudySlug}, mf_group_sync_active = ${input.MFGroupSyncActive},
  first_report_saved_text = ${input.FirstReportSavedText}, symptom_types = ${input.SymptomTypes}::text[],
  status_report_types = ${input.StatusReportTypes}::text[]`;

/**
 * A new group in the admin's active organization (its organization admin's). Another
 * organization's id is kept for that organization's own group.
 */
export async function createGroup(deps: Deps, ctx: RequestContext, input: GroupInput): Promise<AdminGroup> {
  const scope = await unitScope(deps.db, ctx, GROUPS_WRITE);
  return deps.db.transaction(async (tx) => {
    const [taken] = await tx.query(
      sql`SELECT 1 FROM groups WHERE id = ${input.Id}
          UNION ALL SELECT 1 FROM organizations WHERE id = ${input.Id} AND id <> ${ctx.organizationId}`,
    );
    if (taken) {
      const text = errorMessage(ErrorCode.IdTaken, ctx.language);
      throw new AppError(ErrorCode.IdTaken, text, { Id: [text] });
    }
    await checkInput(tx, ctx, input, input.Id);
    await tx.query(sql`INSERT INTO groups (id, organization_id, name) VALUES (${input.Id}, ${ctx.organizationId}, ${input.Name})`);
    await tx.query(sql`UPDATE groups SET ${fields(input)} WHERE id = ${input.Id}`);
    await writeLists(tx, input.Id, ctx.organizationId, input);
    return readGroup(tx, scope, input.Id);
  });
}

/**
 * Changes every field of a group: one the admin reads (404 otherwise), then only an organization
 * admin (403/4162); a stale Version is a conflict (4003).
 */
export async function updateGroup(deps: Deps, ctx: RequestContext, id: string, input: GroupInput): Promise<AdminGroup> {
  const scope = await unitScope(deps.db, ctx, GROUPS_READ);
  return deps.db.transaction(async (tx) => {
    const current = await readGroup(tx, scope, id);
    await unitScope(tx, ctx, GROUPS_WRITE);
    await checkInput(tx, ctx, input, id);
    const [row] = await tx.query(
      sql`UPDATE groups SET ${fields(input)}, display_name = CASE WHEN is_global THEN display_name ELSE NULL END,
                 version = version + 1, modified_date = now()
           WHERE id = ${id} AND version = ${input.Version} RETURNING id`,
    );
    if (!row) throw conflict();
    await writeLists(tx, id, current.OrganizationId, input);
    return readGroup(tx, scope, id);
  });
}

/**
 * Deletes an empty group of the admin's organization (its organization admin's; the service's
 * administrators any organization's): one the admin reads (404 otherwise); the organization's own
 * group and the global group go only with their organization (403); anyone still in it: 409/4152.
 */
export async function deleteGroup(deps: Deps, ctx: RequestContext, id: string): Promise<void> {
  const scope = await unitScope(deps.db, ctx, GROUPS_READ);
  const group = await readGroup(deps.db, scope, id);
  await unitScope(deps.db, ctx, GROUPS_WRITE);
  if (group.Id === group.OrganizationId) throw forbidden();
  await deletingUnit(() => deps.db.transaction((tx) => deleteGroups(tx, sql`SELECT ${group.Id}::text`)));
}
