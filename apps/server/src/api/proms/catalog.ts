import { PATIENT_ROLES, Prom, type LanguageId, type PromListItem, type PromTitle } from '@symptoms/domain';
import type { Queryable, Row } from '../../db/client';
import { sql, type Sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { cacheOf } from '../../platform/cache';

/**
 * The PROMs in the database (migration 0006): metadata in `proms`, one parsed Prom per language in
 * `prom_versions.content`. A parsed PROM is kept by (id, language, version): a save reads the
 * version numbers with its other checks and parses a PROM only when it changed.
 */
const PARSED_PROMS = cacheOf<Prom>('parsed-proms', { ttlMs: 60 * 60_000, max: 1000 });

/** Which PROMs are visible changes only when an administrator changes a PROM (who invalidates this); a status save reads it from memory. */
export const VISIBLE_PROMS = cacheOf<Set<string>>('visible-proms', { ttlMs: 60_000 });

/** SQL for the group ids where the patient `patient` holds a patient role. */
export const patientGroupsSql = (patient: Sql) =>
  sql`SELECT m.group_id FROM memberships m JOIN patients pa ON pa.user_id = m.user_id
       WHERE pa.id = ${patient} AND m.role_id = ANY(${PATIENT_ROLES}::text[])`;

/** A PROM's language version and its version number. */
export interface VersionRef {
  l: LanguageId;
  v: number;
}

/** The language version to show: the asked one, else Swedish, else English, else the first. */
export function pickLanguage(versions: readonly VersionRef[], language: LanguageId): VersionRef | undefined {
  return versions.find((x) => x.l === language) ?? versions.find((x) => x.l === 'sv') ?? versions.find((x) => x.l === 'en') ?? versions[0];
}

/** One language version, parsed (kept by its version: a changed PROM has a new one). */
export function promVersion(deps: Deps, id: string, ref: VersionRef): Promise<Prom> {
  return deps.caches.of(PARSED_PROMS).get(`${id}\u0000${ref.l}\u0000${ref.v}`, async () => {
    const [row] = await deps.db.query<{ content: unknown }>(
      sql`SELECT content FROM prom_versions WHERE prom_id = ${id} AND language_id = ${ref.l} AND version = ${ref.v}`,
    );
    if (!row) throw new Error(`PROM ${id} has no ${ref.l} version ${ref.v}`);
    return Prom.parse(row.content);
  });
}

async function versionsOf(q: Queryable, id: string): Promise<VersionRef[]> {
  return q.query<VersionRef & Row>(
    sql`SELECT language_id AS l, version AS v FROM prom_versions WHERE prom_id = ${id} ORDER BY language_id`,
  );
}

/** The languages PROM `id` has a version in (none: no such PROM). */
export async function promLanguages(q: Queryable, id: string): Promise<LanguageId[]> {
  return (await versionsOf(q, id)).map((v) => v.l);
}

/** Any PROM by id in the language (with fallback), or undefined. Not limited to a patient. */
export async function loadProm(deps: Deps, id: string, language: LanguageId): Promise<Prom | undefined> {
  const ref = pickLanguage(await versionsOf(deps.db, id), language);
  return ref ? promVersion(deps, id, ref) : undefined;
}

/** True when PROM `id` is offered in one of the patient's groups. */
export async function isPromOfPatient(q: Queryable, patient: Sql, id: string): Promise<boolean> {
  const rows = await q.query(sql`SELECT 1 FROM prom_groups WHERE prom_id = ${id} AND group_id IN (${patientGroupsSql(patient)}) LIMIT 1`);
  return rows.length > 0;
}

/** Which of `promIds` exist, are visible and are offered in one of the patient's groups. */
export async function existingPromsForPatient(q: Queryable, patient: Sql, promIds: readonly string[]): Promise<Set<string>> {
  if (promIds.length === 0) return new Set();
  const rows = await q.query<{ prom_id: string }>(
    sql`SELECT DISTINCT g.prom_id FROM prom_groups g JOIN proms p ON p.id = g.prom_id
         WHERE g.prom_id = ANY(${promIds}::text[]) AND p.is_visible AND g.group_id IN (${patientGroupsSql(patient)})`,
  );
  return new Set(rows.map((r) => r.prom_id));
}

/** The ids of every visible PROM (any group): which PROMs a status report may suggest. */
export function visibleProms(deps: Deps): Promise<Set<string>> {
  return deps.caches.of(VISIBLE_PROMS).get('all', async () => {
    const rows = await deps.db.query<{ id: string }>(sql`SELECT id FROM proms WHERE is_visible`);
    return new Set(rows.map((r) => r.id));
  });
}

interface ListRow extends Row {
  id: string;
  hide_score: boolean;
  is_visible: boolean;
  original_name: string;
  versions: VersionRef[];
  groups: { OrganizationId: string; GroupId: string; GroupName: string }[];
}

/** The patient's PROMs (every group where they are a patient), each with those groups, by title. */
export async function listPatientProms(deps: Deps, patient: Sql, language: LanguageId, only?: readonly string[]): Promise<PromListItem[]> {
  const ids = only ? [...only] : null;
  const rows = await deps.db.query<ListRow>(
    sql`SELECT p.id, p.hide_score, p.is_visible, p.original_name,
            (SELECT json_agg(json_build_object('l', v.language_id, 'v', v.version) ORDER BY v.language_id)
               FROM prom_versions v WHERE v.prom_id = p.id) AS versions,
            json_agg(json_build_object('OrganizationId', g.organization_id, 'GroupId', g.group_id,
                                       'GroupName', coalesce(gr.display_name, gr.name)) ORDER BY g.group_id) AS groups
       FROM proms p
       JOIN prom_groups g ON g.prom_id = p.id
       JOIN groups gr ON gr.id = g.group_id
      WHERE p.is_visible AND g.group_id IN (${patientGroupsSql(patient)})
        AND (${ids}::text[] IS NULL OR p.id = ANY(${ids}::text[]))
      GROUP BY p.id`,
  );
  const items: PromListItem[] = [];
  for (const row of rows) {
    const ref = pickLanguage(row.versions ?? [], language);
    if (!ref) continue;
    const prom = await promVersion(deps, row.id, ref);
    items.push({
      Id: prom.Id,
      Language: prom.Language,
      LanguageIds: (row.versions ?? []).map((v) => v.l),
      Title: prom.Title,
      Concept: prom.Concept,
      About: prom.About,
      OriginalName: prom.OriginalName,
      HideScore: row.hide_score || prom.HideScore,
      IsVisible: row.is_visible,
      QuestionCount: prom.Questions.length,
      Version: ref.v,
      PromGroups: row.groups.map((g) => ({ ...g, PromId: row.id })),
    });
  }
  return items.sort((a, b) => a.Title.localeCompare(b.Title, language));
}

/** Every visible PROM with a language version, by title (the study schema editor's choice for a PROM task, the adherence list's columns). */
export async function promTitles(deps: Deps, language: LanguageId): Promise<PromTitle[]> {
  const rows = await deps.db.query<{ id: string; versions: VersionRef[] | null }>(
    sql`SELECT p.id, (SELECT json_agg(json_build_object('l', v.language_id, 'v', v.version) ORDER BY v.language_id)
                        FROM prom_versions v WHERE v.prom_id = p.id) AS versions
          FROM proms p WHERE p.is_visible`,
  );
  const out: PromTitle[] = [];
  for (const row of rows) {
    const versions = row.versions ?? [];
    const ref = pickLanguage(versions, language);
    if (ref) out.push({ Id: row.id, Title: (await promVersion(deps, row.id, ref)).Title, LanguageIds: versions.map((v) => v.l) });
  }
  return out.sort((a, b) => a.Title.localeCompare(b.Title, language));
}
