import { Prom, type LanguageId, type PromListItem } from '@symptoms/domain';
import type { Queryable, Row } from '../../db/client';

/**
 * The PROMs in the database (migration 0006): metadata in `proms`, one parsed Prom per language in
 * `prom_versions.content`. Parsed PROMs are cached per process by (id, language, version): a save
 * reads the version numbers with its other checks and parses a PROM only when it changed.
 */

interface CachedProm {
  version: number;
  prom: Prom;
}
const cache = new Map<string, CachedProm>();

/** The roles under which a membership makes a group's PROMs the patient's. */
export const PATIENT_ROLES = ['pat', 'test'];

/** SQL (params: $patient) for the group ids where the patient holds a patient role. */
export const patientGroupsSql = (patientParam: string) =>
  `SELECT m.group_id FROM memberships m JOIN patients pa ON pa.user_id = m.user_id
    WHERE pa.id = ${patientParam} AND m.role_id IN ('pat', 'test')`;

export interface VersionRef {
  l: LanguageId;
  v: number;
}

/** The language version to show: the asked one, else Swedish, else English, else the first. */
export function pickLanguage(versions: readonly VersionRef[], language: LanguageId): VersionRef | undefined {
  return versions.find((x) => x.l === language) ?? versions.find((x) => x.l === 'sv') ?? versions.find((x) => x.l === 'en') ?? versions[0];
}

/** One language version, parsed (from the cache when its version is unchanged). */
export async function promVersion(q: Queryable, id: string, ref: VersionRef): Promise<Prom> {
  const key = `${id}\u0000${ref.l}`;
  const hit = cache.get(key);
  if (hit && hit.version === ref.v) return hit.prom;
  const [row] = await q.query<{ content: unknown; version: number }>(
    'SELECT content, version FROM prom_versions WHERE prom_id = $1 AND language_id = $2',
    [id, ref.l],
  );
  if (!row) throw new Error(`PROM ${id} has no ${ref.l} version`);
  const prom = Prom.parse(row.content);
  cache.set(key, { version: row.version, prom });
  return prom;
}

async function versionsOf(q: Queryable, id: string): Promise<VersionRef[]> {
  return q.query<VersionRef & Row>('SELECT language_id AS l, version AS v FROM prom_versions WHERE prom_id = $1 ORDER BY language_id', [
    id,
  ]);
}

/** Any PROM by id in the language (with fallback), or undefined. Not limited to a patient. */
export async function loadProm(q: Queryable, id: string, language: LanguageId): Promise<Prom | undefined> {
  const ref = pickLanguage(await versionsOf(q, id), language);
  return ref ? promVersion(q, id, ref) : undefined;
}

/** True when the patient may answer PROM `id`: it is linked to one of their groups. */
export async function isPromOfPatient(q: Queryable, patientId: string, id: string): Promise<boolean> {
  const rows = await q.query(`SELECT 1 FROM prom_groups WHERE prom_id = $1 AND group_id IN (${patientGroupsSql('$2')}) LIMIT 1`, [
    id,
    patientId,
  ]);
  return rows.length > 0;
}

/**
 * Which of `promIds` exist and are offered in one of the patient's groups. This answers "does PROM
 * id X exist for this patient's groups" (status-report suggestions use it).
 */
export async function existingPromsForPatient(q: Queryable, patientId: string, promIds: readonly string[]): Promise<Set<string>> {
  if (promIds.length === 0) return new Set();
  const rows = await q.query<{ prom_id: string }>(
    `SELECT DISTINCT g.prom_id FROM prom_groups g JOIN proms p ON p.id = g.prom_id
      WHERE g.prom_id = ANY($1::text[]) AND p.is_visible AND g.group_id IN (${patientGroupsSql('$2')})`,
    [promIds, patientId],
  );
  return new Set(rows.map((r) => r.prom_id));
}

/** Which PROMs are visible changes only when an administrator changes a PROM; a status save reads it from memory, at most this old. */
export const VISIBLE_PROMS_CACHE_MS = 60_000;
let visible: { at: number; ids: Promise<Set<string>> } | null = null;

function visibleProms(q: Queryable, now = Date.now()): Promise<Set<string>> {
  if (!visible || now - visible.at > VISIBLE_PROMS_CACHE_MS) {
    const ids = q.query<{ id: string }>('SELECT id FROM proms WHERE is_visible').then((rows) => new Set(rows.map((r) => r.id)));
    visible = { at: now, ids };
    ids.catch(() => {
      visible = null;
    });
  }
  return visible.ids;
}

/** Forget the cached visible PROMs (after a PROM is changed, and in tests). */
export function clearVisiblePromCache(): void {
  visible = null;
}

/** Which of `promIds` exist at all (any group): the shape of the status area's PromCatalog. */
export const promCatalog = {
  async existing(q: Queryable, promIds: readonly string[]): Promise<Set<string>> {
    if (promIds.length === 0) return new Set<string>();
    const all = await visibleProms(q);
    return new Set(promIds.filter((id) => all.has(id)));
  },
};

interface ListRow extends Row {
  id: string;
  hide_score: boolean;
  is_visible: boolean;
  original_name: string;
  versions: VersionRef[];
  groups: { OrganizationId: string; GroupId: string; GroupName: string }[];
}

/** The patient's PROMs (every group where they are a patient), each with those groups, by title. */
export async function listPatientProms(
  q: Queryable,
  patientId: string,
  language: LanguageId,
  only?: readonly string[],
): Promise<PromListItem[]> {
  const rows = await q.query<ListRow>(
    `SELECT p.id, p.hide_score, p.is_visible, p.original_name,
            (SELECT json_agg(json_build_object('l', v.language_id, 'v', v.version) ORDER BY v.language_id)
               FROM prom_versions v WHERE v.prom_id = p.id) AS versions,
            json_agg(json_build_object('OrganizationId', g.organization_id, 'GroupId', g.group_id,
                                       'GroupName', coalesce(gr.display_name, gr.name)) ORDER BY g.group_id) AS groups
       FROM proms p
       JOIN prom_groups g ON g.prom_id = p.id
       JOIN groups gr ON gr.id = g.group_id
      WHERE p.is_visible AND g.group_id IN (${patientGroupsSql('$1')})
        AND ($2::text[] IS NULL OR p.id = ANY($2::text[]))
      GROUP BY p.id`,
    [patientId, only ? [...only] : null],
  );
  const items: PromListItem[] = [];
  for (const row of rows) {
    const ref = pickLanguage(row.versions ?? [], language);
    if (!ref) continue;
    const prom = await promVersion(q, row.id, ref);
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
