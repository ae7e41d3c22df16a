import { NoteEvents, type Note, type NoteCreate, type NotesQuery, type NoteUpdate } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../deps';
import { actorOf, recordAudit } from '../../platform/audit';
import { requirePatientId, type RequestContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { updateVersioned } from '../../platform/versioned';
import { auditableNote, NOTE_COLUMNS, toNote, type NoteRow } from './mapping';
import { offsetParams, pageClause, sqlLimit } from '../../platform/paging';

/**
 * One page of live notes, newest first, as the JSON text of the answer: each note's stored API form
 * (`api_json`, kept by a trigger; migrations 0012 to 0014) joined in the database, so the server neither
 * parses nor writes the page's fields. By the notes_patient_live index (patient_id, created_date
 * DESC, id DESC): the first page and keyset pages (`after`: the scan starts right after that note,
 * so any depth costs the same as the first page) read just their rows. A numbered page skips the
 * earlier pages in an index-only scan and fetches only its own rows from the table.
 */
export async function listMyNotesJson(deps: Deps, ctx: RequestContext, paging: NotesQuery): Promise<string> {
  const patientId = requirePatientId(ctx);
  const keyset = paging.after
    ? ' AND (created_date, id) < (SELECT c.created_date, c.id FROM notes c WHERE c.id = $2 AND c.patient_id = $1)'
    : '';
  const [row] =
    paging.after || paging.page === 0
      ? await deps.db.query<{ page: string }>(
          `SELECT array_to_string(ARRAY(SELECT api_json FROM notes WHERE patient_id = $1 AND deleted_date IS NULL${keyset}
                    ORDER BY created_date DESC, id DESC ${sqlLimit(paging.take)}), ',') AS page`,
          paging.after ? [patientId, paging.after] : [patientId],
        )
      : await deps.db.query<{ page: string }>(
          `SELECT array_to_string(ARRAY(SELECT n.api_json
             FROM (SELECT id, created_date FROM notes WHERE patient_id = $1 AND deleted_date IS NULL
                    ORDER BY created_date DESC, id DESC ${pageClause(paging, '$2')}) k
             JOIN notes n ON n.id = k.id ORDER BY k.created_date DESC, k.id DESC), ',') AS page`,
          [patientId, ...offsetParams(paging)],
        );
  const page = row!.page;
  if (page === '' && paging.after) {
    // A cursor note that is gone (purged) or not the caller's: the client reloads from the first page.
    const [cursor] = await deps.db.query('SELECT 1 FROM notes WHERE id = $1 AND patient_id = $2', [paging.after, patientId]);
    if (!cursor) throw notFound();
  }
  return `[${page}]`;
}

async function loadLiveNote(q: Queryable, patientId: string, id: string, lock = false): Promise<NoteRow> {
  const [row] = await q.query<NoteRow>(
    `SELECT ${NOTE_COLUMNS} FROM notes WHERE id = $1 AND patient_id = $2 AND deleted_date IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id, patientId],
  );
  if (!row) throw notFound();
  return row;
}

/** The caller's live note; another patient's note, or one in the trash, is not found. */
export async function getMyNote(deps: Deps, ctx: RequestContext, id: string): Promise<Note> {
  return toNote(await loadLiveNote(deps.db, requirePatientId(ctx), id));
}

export async function createMyNote(deps: Deps, ctx: RequestContext, input: NoteCreate): Promise<Note> {
  const patientId = requirePatientId(ctx);
  const note = await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<NoteRow>(`INSERT INTO notes (patient_id, content) VALUES ($1, $2) RETURNING ${NOTE_COLUMNS}`, [
      patientId,
      input.Content,
    ]);
    await recordAudit(tx, actorOf(ctx), {
      patientId,
      resourceType: 'Note',
      resourceId: row!.id,
      action: 'Create',
      after: auditableNote(row!),
    });
    return toNote(row!);
  });
  deps.realtime.toPatient(patientId, NoteEvents.created, { NoteId: note.Id });
  return note;
}

/** Changes the content; a stale Version answers 409/4003 and changes nothing. */
export async function updateMyNote(deps: Deps, ctx: RequestContext, id: string, input: NoteUpdate): Promise<Note> {
  const patientId = requirePatientId(ctx);
  const note = await deps.db.transaction(async (tx) => {
    const before = await loadLiveNote(tx, patientId, id, true);
    const after = await updateVersioned<NoteRow>(tx, {
      table: 'notes',
      id,
      version: input.Version,
      where: { patient_id: patientId },
      set: { content: input.Content },
    });
    await recordAudit(tx, actorOf(ctx), {
      patientId,
      resourceType: 'Note',
      resourceId: id,
      action: 'Update',
      before: auditableNote(before),
      after: auditableNote(after),
    });
    return toNote(after);
  });
  deps.realtime.toPatient(patientId, NoteEvents.updated, { NoteId: note.Id });
  return note;
}
