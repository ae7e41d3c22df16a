import * as C from '@symptoms/domain';
import type { Constants, Environment, Language, LanguageId, StatusType } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';

export async function listLanguages(q: Queryable): Promise<Language[]> {
  const rows = await q.query<{ id: LanguageId; name: string; native_name: string; version: number }>(
    sql`SELECT id, name, native_name, version FROM languages ORDER BY id = 'sv' DESC, id`,
  );
  return rows.map((r) => ({ LanguageId: r.id, Name: r.name, NativeName: r.native_name, Version: r.version }));
}

export async function listStatusTypes(q: Queryable): Promise<StatusType[]> {
  const rows = await q.query<{ name: StatusType['Name']; index: number; inverted: boolean }>(
    sql`SELECT name, index, inverted FROM status_types ORDER BY index`,
  );
  return rows.map((r) => ({ Index: r.index, Name: r.name, Inverted: r.inverted }));
}

export function constants(language: LanguageId): Constants {
  return {
    RoleNames: C.ROLES.map((id) => ({ Id: id, Name: C.ROLE_NAMES[language][id] })),
    Scopes: ['identity', 'api'],
    SymptomTypes: [...C.SYMPTOM_TYPES],
    StatusReportTypes: [...C.STATUS_AREAS],
    Limits: {
      NoteMin: C.NOTE_MIN,
      NoteMax: C.NOTE_MAX,
      NotesPageSize: C.NOTES_PAGE_SIZE,
      ScaleMin: C.SCALE_MIN,
      ScaleMax: C.SCALE_MAX,
      MaxActiveSymptoms: C.MAX_ACTIVE_SYMPTOMS,
      SymptomNameMax: C.SYMPTOM_NAME_MAX,
      UploadMaxBytes: C.UPLOAD_MAX_BYTES,
      UploadMimeTypes: C.UPLOAD_MIME_TYPES,
      RequestTimeoutMs: C.REQUEST_TIMEOUT_MS,
      RetryDelayMs: C.RETRY_DELAY_MS,
      AccessTokenLifetimeSeconds: C.ACCESS_TOKEN_LIFETIME_SECONDS,
      RefreshTokenValidityDays: C.REFRESH_TOKEN_VALIDITY_DAYS,
      InvertedStatusTypes: C.INVERTED_STATUS_TYPES,
    },
  };
}

export async function environment(q: Queryable, language: LanguageId): Promise<Environment> {
  const [Languages, StatusTypes] = await Promise.all([listLanguages(q), listStatusTypes(q)]);
  return { Languages, StatusTypes, Constants: constants(language) };
}
