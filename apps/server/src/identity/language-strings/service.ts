import {
  ErrorCode,
  GLOBAL_ORGANIZATION_ID,
  capability,
  type LanguageId,
  type LanguageString,
  type LanguageStringInput,
  type LanguageStringUpdate,
} from '@symptoms/domain';
import type { Queryable, Row } from '../../db/client';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { AppError, conflict, notFound } from '../../platform/errors';
import { unitScope } from '../../platform/units';

/**
 * Language strings: overrides of the shipped texts. The global organization's are the system's,
 * under every organization's; an organization's own override the system's for its users only.
 * An organization admin writes the organization's; the service's own administrators (acting in
 * the global organization) the system's (docs/decisions.md, "Units").
 */
export const LANGUAGE_STRINGS_WRITE = capability('language-strings', 'write', 'organization', 'system');

interface StringRow extends Row {
  id: string;
  organization_id: string;
  language_id: LanguageId;
  description: string;
  text: string;
  version: number;
  modified_date: Date;
}

const toLanguageString = (row: StringRow): LanguageString => ({
  Id: row.id,
  OrganizationId: row.organization_id,
  LanguageId: row.language_id,
  Description: row.description,
  Text: row.text,
  Version: row.version,
  ModifiedDate: row.modified_date.toISOString(),
});

/** Every open app fetches the overrides of the language again (decisions: admin content). */
function announce(deps: Deps, languageId: string): void {
  deps.realtime.toEveryone('LanguageStringsChanged', { LanguageId: languageId });
}

/**
 * GET language-strings/{language}: the texts in force for the caller's active organization, by
 * key: its own override where it has one, else the system's.
 */
export async function listLanguageStrings(deps: Deps, ctx: RequestContext, language: LanguageId): Promise<LanguageString[]> {
  const rows = await deps.db.query<StringRow>(
    sql`SELECT DISTINCT ON (id) * FROM language_strings
         WHERE language_id = ${language} AND organization_id IN (${ctx.organizationId}, ${GLOBAL_ORGANIZATION_ID})
         ORDER BY id, organization_id = ${GLOBAL_ORGANIZATION_ID}`,
  );
  return rows.map(toLanguageString);
}

/** Writing the active organization's overrides needs its admin (the global organization's: the service's). */
async function requireWriter(q: Queryable, ctx: RequestContext): Promise<void> {
  await unitScope(q, ctx, LANGUAGE_STRINGS_WRITE);
}

export async function createLanguageString(deps: Deps, ctx: RequestContext, input: LanguageStringInput): Promise<LanguageString> {
  await requireWriter(deps.db, ctx);
  const [row] = await deps.db.query<StringRow>(
    sql`INSERT INTO language_strings (organization_id, id, language_id, description, text, modified_by)
        VALUES (${ctx.organizationId}, ${input.Id}, ${input.LanguageId}, ${input.Description}, ${input.Text}, ${ctx.userId})
        ON CONFLICT DO NOTHING RETURNING *`,
  );
  if (!row) throw new AppError(ErrorCode.AlreadyExists);
  announce(deps, input.LanguageId);
  return toLanguageString(row);
}

/** The organization's own override exists (404 otherwise, before the writer is asked: everyone reads them). */
async function requireOwn(q: Queryable, ctx: RequestContext, id: string, languageId?: LanguageId): Promise<void> {
  const found = await q.query(
    sql`SELECT 1 FROM language_strings WHERE organization_id = ${ctx.organizationId} AND id = ${id}
         ${languageId ? sql`AND language_id = ${languageId}` : sql``}`,
  );
  if (!found.length) throw notFound();
  await requireWriter(q, ctx);
}

export async function updateLanguageString(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  languageId: LanguageId,
  input: LanguageStringUpdate,
): Promise<LanguageString> {
  await requireOwn(deps.db, ctx, id, languageId);
  const [row] = await deps.db.query<StringRow>(
    sql`UPDATE language_strings SET description = ${input.Description}, text = ${input.Text}, modified_by = ${ctx.userId},
               modified_date = now(), version = version + 1
         WHERE organization_id = ${ctx.organizationId} AND id = ${id} AND language_id = ${languageId} AND version = ${input.Version}
     RETURNING *`,
  );
  if (!row) throw conflict();
  announce(deps, languageId);
  return toLanguageString(row);
}

/** DELETE language-strings/{id}[/{languageId}]: the organization's override in one language, or in every one. */
export async function deleteLanguageString(deps: Deps, ctx: RequestContext, id: string, languageId?: LanguageId): Promise<void> {
  await requireOwn(deps.db, ctx, id, languageId);
  const rows = await deps.db.query<{ language_id: string }>(
    sql`DELETE FROM language_strings WHERE organization_id = ${ctx.organizationId} AND id = ${id}
         ${languageId ? sql`AND language_id = ${languageId}` : sql``} RETURNING language_id`,
  );
  for (const language of new Set(rows.map((r) => r.language_id))) announce(deps, language);
}
