import {
  capability,
  ErrorCode,
  fieldErrors,
  isShippedPromId,
  LANGUAGES,
  Prom,
  validationMessage,
  type AuthoredPromListItem,
  type AuthoredPromView,
  type LanguageId,
  type PromMetaInput,
} from '@symptoms/domain';
import type { Queryable, Row } from '../../db/client';
import { sql, type Sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { AppError, conflict, notFound } from '../../platform/errors';
import { unitScope } from '../../platform/units';
import { pickLanguage, VISIBLE_PROMS, type VersionRef } from './catalog';
import { anyRecord } from '../../platform/records';
import { promReportRecords } from '../promreports/records';
import { promRequestRecords } from '../promrequests/records';

/**
 * PROM authoring (spec 3 §2 proms, §4 Prom metadata): researchers change the PROMs their active
 * group offers, administrators those of every group they administer; the shipped instruments
 * are read-only. The metadata is written once (a second POST answers 4003 and the editor saves only
 * the language version) and is locked once a language version has been saved (Version > 0).
 */

/** Researchers author their active group's PROMs, admins those of every group they administer. */
export const PROMS_WRITE = capability('proms', 'write', 'group');

/** SQL: PROM `id` is offered in a group the caller authors for. */
async function inCallerScope(q: Queryable, ctx: RequestContext, id: Sql): Promise<Sql> {
  const scope = await unitScope(q, ctx, PROMS_WRITE);
  return sql`EXISTS (SELECT 1 FROM prom_groups g WHERE g.prom_id = ${id} AND ${scope.where('g.organization_id', 'g.group_id')})`;
}

interface MetaRow extends Row {
  id: string;
  about: string;
  original_name: string;
  image: string | null;
  hide_score: boolean;
  is_visible: boolean;
  version: number;
  editable: boolean;
}

async function metaOf(q: Queryable, ctx: RequestContext, id: string): Promise<MetaRow | undefined> {
  const [row] = await q.query<MetaRow>(
    sql`SELECT id, about, original_name, image, hide_score, is_visible, version, ${await inCallerScope(q, ctx, sql`${id}`)} AS editable
          FROM proms WHERE id = ${id}`,
  );
  return row;
}

/** The PROM, when the caller may change it: unknown or another group's answers 404, a shipped one 409/4181. */
async function editableMeta(q: Queryable, ctx: RequestContext, id: string): Promise<MetaRow> {
  const meta = await metaOf(q, ctx, id);
  if (!meta || !meta.editable) throw notFound();
  if (isShippedPromId(id)) throw new AppError(ErrorCode.PromShipped);
  return meta;
}

interface ListRow extends Row {
  id: string;
  original_name: string;
  is_visible: boolean;
  version: number;
  editable: boolean;
  versions: (VersionRef & { t: string; n: number })[] | null;
}

/** The PROMs the caller authors, and the shipped instruments (to read and copy), by title. */
export async function listAuthoredProms(deps: Deps, ctx: RequestContext): Promise<AuthoredPromListItem[]> {
  const rows = await deps.db.query<ListRow>(
    sql`SELECT p.id, p.original_name, p.is_visible, p.version, ${await inCallerScope(deps.db, ctx, sql`p.id`)} AS editable,
               (SELECT json_agg(json_build_object('l', v.language_id, 'v', v.version, 't', v.title, 'n', v.question_count) ORDER BY v.language_id)
                  FROM prom_versions v WHERE v.prom_id = p.id) AS versions
          FROM proms p`,
  );
  const items: AuthoredPromListItem[] = [];
  for (const row of rows) {
    const shipped = isShippedPromId(row.id);
    if (!shipped && !row.editable) continue;
    const versions = row.versions ?? [];
    const shown = pickLanguage(versions, ctx.language) as (VersionRef & { t: string; n: number }) | undefined;
    items.push({
      Id: row.id,
      Title: shown?.t ?? row.original_name,
      OriginalName: row.original_name,
      LanguageIds: versions.map((v) => v.l),
      QuestionCount: shown?.n ?? 0,
      IsVisible: row.is_visible,
      Version: row.version,
      Shipped: shipped,
      CanEdit: !shipped && row.editable,
    });
  }
  return items.sort((a, b) => a.Title.localeCompare(b.Title, ctx.language));
}

/** One PROM for the editor, in `language` exactly (no fallback: a missing language version is null). */
export async function getAuthoredProm(deps: Deps, ctx: RequestContext, id: string, language: LanguageId): Promise<AuthoredPromView> {
  const meta = await metaOf(deps.db, ctx, id);
  if (!meta || (!meta.editable && !isShippedPromId(id))) throw notFound();
  const versions = await deps.db.query<{ language_id: LanguageId; version: number; content: unknown }>(
    sql`SELECT language_id, version, content FROM prom_versions WHERE prom_id = ${id} ORDER BY language_id`,
  );
  const mine = versions.find((v) => v.language_id === language);
  const shipped = isShippedPromId(id);
  return {
    Meta: {
      Id: meta.id,
      About: meta.about,
      OriginalName: meta.original_name,
      Image: meta.image,
      HideScore: meta.hide_score,
      IsVisible: meta.is_visible,
      Version: meta.version,
    },
    LanguageIds: versions.map((v) => v.language_id),
    Language: language,
    Prom: mine?.content ?? null,
    PromVersion: mine?.version ?? null,
    Shipped: shipped,
    CanEdit: !shipped && meta.editable,
  };
}

/** Saves the metadata of a new PROM, offered in the caller's active group; an existing id answers 409/4003. */
export async function createPromMeta(deps: Deps, ctx: RequestContext, meta: PromMetaInput): Promise<AuthoredPromView> {
  if (isShippedPromId(meta.Id)) throw new AppError(ErrorCode.PromShipped);
  const created = await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      sql`INSERT INTO proms (id, about, original_name, image, hide_score, is_visible)
          VALUES (${meta.Id}, ${meta.About}, ${meta.OriginalName}, ${meta.Image ?? null}, ${meta.HideScore}, ${meta.IsVisible})
          ON CONFLICT (id) DO NOTHING RETURNING id`,
    );
    if (!row) return false;
    await tx.query(
      sql`INSERT INTO prom_groups (group_id, prom_id, organization_id) VALUES (${ctx.groupId}, ${meta.Id}, ${ctx.organizationId})`,
    );
    return true;
  });
  if (!created) throw conflict();
  await deps.caches.of(VISIBLE_PROMS).invalidate();
  return getAuthoredProm(deps, ctx, meta.Id, ctx.language);
}

/** A language version, checked by the domain's rules; its Id and Language must be the route's. */
function parseVersion(input: unknown, id: string, language: LanguageId, ctx: RequestContext): Prom {
  const parsed = Prom.safeParse(input);
  if (!parsed.success) throw new AppError(ErrorCode.ValidationFailed, undefined, prefixed(fieldErrors(parsed.error.issues, ctx.language)));
  if (parsed.data.Id !== id || parsed.data.Language !== language) {
    throw new AppError(ErrorCode.ValidationFailed, undefined, { 'Prom.Id': [validationMessage('value', ctx.language)] });
  }
  return parsed.data;
}

const prefixed = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k ? `Prom.${k}` : 'Prom', v]));

/** Every language version's LanguageIds made the PROM's languages (its version stepped, so caches read it again). */
const syncLanguages = (q: Queryable, id: string) =>
  q.query(
    sql`UPDATE prom_versions v SET content = jsonb_set(v.content, '{LanguageIds}', l.ids), version = v.version + 1, modified_date = now()
          FROM (SELECT to_jsonb(array_agg(language_id ORDER BY language_id)) AS ids FROM prom_versions WHERE prom_id = ${id}) l
         WHERE v.prom_id = ${id} AND v.content -> 'LanguageIds' IS DISTINCT FROM l.ids`,
  );

const contentOf = (prom: Prom) => JSON.stringify({ ...prom, QuestionCount: prom.Questions.length });

/** Saves a new language version; one that exists answers 409/4003 (the editor then changes it with PUT). */
export async function createPromVersion(deps: Deps, ctx: RequestContext, id: string, input: unknown): Promise<AuthoredPromView> {
  const language = (input as { Language?: unknown } | null)?.Language;
  if (typeof language !== 'string' || !(LANGUAGES as readonly string[]).includes(language)) {
    throw new AppError(ErrorCode.ValidationFailed, undefined, { 'Prom.Language': [validationMessage('value', ctx.language)] });
  }
  const lang = language as LanguageId;
  await deps.db.transaction(async (tx) => {
    await editableMeta(tx, ctx, id);
    const prom = parseVersion(input, id, lang, ctx);
    const [row] = await tx.query(
      sql`INSERT INTO prom_versions (prom_id, language_id, title, concept, question_count, content)
          VALUES (${id}, ${lang}, ${prom.Title}, ${prom.Concept}, ${prom.Questions.length}, ${contentOf(prom)}::jsonb)
          ON CONFLICT DO NOTHING RETURNING prom_id`,
    );
    if (!row) throw conflict();
    await tx.query(sql`UPDATE proms SET version = version + 1, modified_date = now() WHERE id = ${id}`);
    await syncLanguages(tx, id);
  });
  await deps.caches.of(VISIBLE_PROMS).invalidate();
  return getAuthoredProm(deps, ctx, id, lang);
}

/** Changes a language version loaded at `version`; a stale one answers 409/4003. */
export async function updatePromVersion(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  language: LanguageId,
  input: unknown,
  version: number,
): Promise<AuthoredPromView> {
  await deps.db.transaction(async (tx) => {
    await editableMeta(tx, ctx, id);
    const prom = parseVersion(input, id, language, ctx);
    const [row] = await tx.query<{ version: number; changed: boolean }>(
      sql`WITH old AS (SELECT version FROM prom_versions WHERE prom_id = ${id} AND language_id = ${language} FOR UPDATE),
               w AS (UPDATE prom_versions SET title = ${prom.Title}, concept = ${prom.Concept}, question_count = ${prom.Questions.length},
                       content = ${contentOf(prom)}::jsonb, version = version + 1, modified_date = now()
                      WHERE prom_id = ${id} AND language_id = ${language} AND version = ${version} RETURNING version)
          SELECT (SELECT version FROM old) AS version, EXISTS (SELECT 1 FROM w) AS changed`,
    );
    if (!row || row.version === null) throw notFound();
    if (!row.changed) throw conflict();
    await tx.query(sql`UPDATE proms SET version = version + 1, modified_date = now() WHERE id = ${id}`);
    await syncLanguages(tx, id);
  });
  return getAuthoredProm(deps, ctx, id, language);
}

/** Removes one language version; the last one stays (409/4182). */
export async function deletePromVersion(deps: Deps, ctx: RequestContext, id: string, language: LanguageId): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await editableMeta(tx, ctx, id);
    const [row] = await tx.query<{ n: number; mine: boolean }>(
      sql`SELECT count(*)::int AS n, bool_or(language_id = ${language}) AS mine FROM prom_versions WHERE prom_id = ${id}`,
    );
    if (!row?.mine) throw notFound();
    if (row.n <= 1) throw new AppError(ErrorCode.PromLastLanguage);
    await tx.query(sql`DELETE FROM prom_versions WHERE prom_id = ${id} AND language_id = ${language}`);
    await syncLanguages(tx, id);
  });
}

/** Removes a PROM nobody has answered or been sent (else 409/4180: answers never lose their questions). */
export async function deleteProm(deps: Deps, ctx: RequestContext, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await editableMeta(tx, ctx, id);
    // No answer may lose its questions: a report (in the trash too) or a request naming the PROM keeps it.
    const inUse =
      (await anyRecord(tx, promReportRecords, sql`prom_id = ${id}`)) || (await anyRecord(tx, promRequestRecords, sql`prom_id = ${id}`));
    if (inUse) throw new AppError(ErrorCode.PromInUse);
    await tx.query(sql`DELETE FROM proms WHERE id = ${id}`);
  });
  await deps.caches.of(VISIBLE_PROMS).invalidate();
}
