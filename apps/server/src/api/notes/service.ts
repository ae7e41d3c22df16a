import type { Note, NoteCreate, NotesQuery, NoteUpdate } from '@symptoms/domain';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { ownRecords, type Scope } from '../../platform/records';
import { toNote } from './mapping';
import { noteRecords } from './records';

/** A page of the caller's live notes, newest first (keyset with `after`, or by number). */
export function listMyNotes(deps: Deps, ctx: RequestContext, paging: NotesQuery): Promise<Note[]> {
  return notesOf(ownRecords(deps, ctx), paging);
}

/** A page of the scope's patient's live notes (another's under a share whose Notes flag is on). */
export async function notesOf(scope: Scope, paging: NotesQuery): Promise<Note[]> {
  return (await scope.of(noteRecords).page(paging)).map(toNote);
}

/** The caller's live note; another patient's note, or one in the trash, is not found. */
export async function getMyNote(deps: Deps, ctx: RequestContext, id: string): Promise<Note> {
  return toNote(await ownRecords(deps, ctx).of(noteRecords).get(id));
}

export async function createMyNote(deps: Deps, ctx: RequestContext, input: NoteCreate): Promise<Note> {
  return toNote((await ownRecords(deps, ctx).of(noteRecords).insert({ content: input.Content }))!);
}

/** Changes the content; a stale Version answers 409/4003 and changes nothing. */
export async function updateMyNote(deps: Deps, ctx: RequestContext, id: string, input: NoteUpdate): Promise<Note> {
  return toNote((await ownRecords(deps, ctx).of(noteRecords).update(id, { content: input.Content }, { version: input.Version }))!);
}
