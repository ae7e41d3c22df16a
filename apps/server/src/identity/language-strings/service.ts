import { ErrorCode, type LanguageId, type LanguageString, type LanguageStringInput, type LanguageStringUpdate } from '@symptoms/domain';
import type { Row } from '../../db/client';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { AppError, conflict, notFound } from '../../platform/errors';

interface StringRow extends Row {
  id: string;
  language_id: LanguageId;
  description: string;
  text: string;
  version: number;
  modified_date: Date;
}

const toLanguageString = (row: StringRow): LanguageString => ({
  Id: row.id,
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

/** GET language-strings/{language}: the overrides of one language, by key. */
export async function listLanguageStrings(deps: Deps, language: LanguageId): Promise<LanguageString[]> {
  const rows = await deps.db.query<StringRow>(sql`SELECT * FROM language_strings WHERE language_id = ${language} ORDER BY id`);
  return rows.map(toLanguageString);
}

export async function createLanguageString(deps: Deps, ctx: RequestContext, input: LanguageStringInput): Promise<LanguageString> {
  const [row] = await deps.db.query<StringRow>(
    sql`INSERT INTO language_strings (id, language_id, description, text, modified_by)
        VALUES (${input.Id}, ${input.LanguageId}, ${input.Description}, ${input.Text}, ${ctx.userId})
        ON CONFLICT DO NOTHING RETURNING *`,
  );
  if (!row) throw new AppError(ErrorCode.AlreadyExists);
  announce(deps, input.LanguageId);
  return toLanguageString(row);
}

export async function updateLanguageString(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  languageId: LanguageId,
  input: LanguageStringUpdate,
): Promise<LanguageString> {
  const [row] = await deps.db.query<StringRow>(
    sql`UPDATE language_strings SET description = ${input.Description}, text = ${input.Text}, modified_by = ${ctx.userId},
               modified_date = now(), version = version + 1
         WHERE id = ${id} AND language_id = ${languageId} AND version = ${input.Version} RETURNING *`,
  );
  if (!row) {
    const exists = await deps.db.query(sql`SELECT 1 FROM language_strings WHERE id = ${id} AND language_id = ${languageId}`);
    throw exists.length ? conflict() : notFound();
  }
  announce(deps, languageId);
  return toLanguageString(row);
}

/** DELETE language-strings/{id}[/{languageId}]: one language's override, or the key's in every language. */
export async function deleteLanguageString(deps: Deps, id: string, languageId?: LanguageId): Promise<void> {
  const rows = await deps.db.query<{ language_id: string }>(
    languageId
      ? sql`DELETE FROM language_strings WHERE id = ${id} AND language_id = ${languageId} RETURNING language_id`
      : sql`DELETE FROM language_strings WHERE id = ${id} RETURNING language_id`,
  );
  if (!rows.length) throw notFound();
  for (const language of new Set(rows.map((r) => r.language_id))) announce(deps, language);
}
