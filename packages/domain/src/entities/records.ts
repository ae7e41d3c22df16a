import type { RealtimeEventName } from '../realtime';
import { z } from '../zod';
import { NOTE_MAX, NOTE_MIN, NOTES_PAGE_SIZE } from '../constants';
import { IsoDateTime, Uuid, Version } from './common';

/**
 * Patient records: notes, history and trash (spec 1 §3, §4, §5, §7, §9).
 */

/** Deleted items stay in the trash this many days before the purge job removes them (docs/decisions.md). */
export const TRASH_RETENTION_DAYS = 30;
/** At most this many ids in one trash restore or purge call. */
const TRASH_BATCH_MAX = 500;
export const HISTORY_PAGE_SIZE = 30;

/**
 * Length of a note as the user counts letters: code points, so an emoji is one letter (and the
 * database's `char_length` agrees with the form's counter).
 */
export function noteLength(content: string): number {
  let n = 0;
  for (const _ of content) n++;
  return n;
}

/** NUL cannot be stored in PostgreSQL text; other text is kept exactly as typed (plain text, never HTML). */
const stripNul = (v: unknown) => (typeof v === 'string' ? v.replaceAll('\u0000', '') : v);

/** Content of a note: 2 to 2000 letters once surrounding white space is trimmed (spec 1 §5). */
const NoteContent = z.preprocess(
  stripNul,
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const n = noteLength(value);
      if (n < NOTE_MIN) ctx.addIssue({ code: 'too_small', origin: 'string', minimum: NOTE_MIN, inclusive: true, input: value });
      if (n > NOTE_MAX) ctx.addIssue({ code: 'too_big', origin: 'string', maximum: NOTE_MAX, inclusive: true, input: value });
    }),
);

/** Note (spec 1 §3). `_saved` is a client-only flag and never travels. */
export const Note = z.object({
  Id: Uuid,
  Content: z.string(),
  CreatedDate: IsoDateTime,
  ModifiedDate: IsoDateTime,
  Version: Version,
});
export type Note = z.infer<typeof Note>;

/** What a client may send to create a note; anything else in the body is dropped. */
export const NoteCreate = z.object({ Content: NoteContent });
export type NoteCreate = z.infer<typeof NoteCreate>;

/** What a client may send to change a note: the new content and the Version it loaded. */
export const NoteUpdate = z.object({ Content: NoteContent, Version: Version });
export type NoteUpdate = z.infer<typeof NoteUpdate>;

/**
 * `GET my/notes?page=&take=`: page from 0, 30 a page unless asked otherwise. `after` (a note id)
 * asks for the notes older than that note instead of a page number: a keyset that costs the same
 * at any depth and neither skips nor repeats notes when others are written or deleted meanwhile.
 */
export const NotesQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  take: z.coerce.number().int().min(1).max(100).default(NOTES_PAGE_SIZE),
  after: Uuid.optional(),
});
export type NotesQuery = z.infer<typeof NotesQuery>;

const HISTORY_RESOURCE_TYPES = ['SymptomReport', 'PromReport', 'Note'] as const;
export const HistoryResourceType = z.enum(HISTORY_RESOURCE_TYPES);
export type HistoryResourceType = z.infer<typeof HistoryResourceType>;

export const HistoryQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  take: z.coerce.number().int().min(1).max(100).default(HISTORY_PAGE_SIZE),
  /** Keyset paging: the items older than this one (the ResourceId of the last item shown). */
  after: Uuid.optional(),
  /** The ResourceType of `after`, when the client knows it: the server then looks for it there alone. */
  afterType: HistoryResourceType.optional(),
});
export type HistoryQuery = z.infer<typeof HistoryQuery>;

/**
 * One entry of the patient's history (spec 1 §3): the resource's id, type and dates, and the item
 * itself in `Item` (a Note for notes; symptom and PROM reports embed their own shapes).
 */
export const HistoryItem = z.object({
  ResourceId: Uuid,
  ResourceType: HistoryResourceType,
  CreatedDate: IsoDateTime,
  ModifiedDate: IsoDateTime,
  Item: z.record(z.string(), z.unknown()),
});
export type HistoryItem = z.infer<typeof HistoryItem>;

const TRASH_RESOURCE_TYPES = ['Note', 'PromReport', 'SymptomReport', 'StatusReport', 'Symptom'] as const;
export const TrashResourceType = z.enum(TRASH_RESOURCE_TYPES);
export type TrashResourceType = z.infer<typeof TrashResourceType>;

/** Trash item (spec 1 §3). Id is the deleted resource's own id. */
export const TrashItem = z.object({
  Id: Uuid,
  ResourceType: TrashResourceType,
  /** The beginning of a note, a count for reports, or a symptom's name. */
  ResourceDescription: z.string(),
  DeletedDate: IsoDateTime,
  PurgeDate: IsoDateTime,
  PatientId: Uuid,
  Research: z.boolean(),
});
export type TrashItem = z.infer<typeof TrashItem>;

/** Body of `POST my/trash/restore` and `POST my/trash/purge`: one, several or all item ids. */
export const TrashSelection = z.object({
  Ids: z
    .array(Uuid)
    .min(1)
    .max(TRASH_BATCH_MAX)
    .transform((ids) => [...new Set(ids)]),
});
export type TrashSelection = z.infer<typeof TrashSelection>;

/** Answer of a restore or purge: which items it handled. */
export const TrashResult = z.object({ Ids: z.array(Uuid) });
export type TrashResult = z.infer<typeof TrashResult>;

const DAY_MS = 24 * 60 * 60_000;

/** Whole days left until an item is purged, counted up (a part day counts as one), never below 0. */
export function daysUntilPurge(purgeDate: string | Date, now: Date = new Date()): number {
  const ms = new Date(purgeDate).getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}

/** The purge date of an item deleted at `deletedAt`. */
export function purgeDateFrom(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + TRASH_RETENTION_DAYS * DAY_MS);
}

/** Realtime event names for notes (spec 3 §7). */
export const NoteEvents = { created: 'NoteCreated', updated: 'NoteUpdated', deleted: 'NoteDeleted' } as const satisfies Record<
  string,
  RealtimeEventName
>;

/** Answers of the list calls, for the web's parsers. */
export const NoteList = z.array(Note);
export const HistoryList = z.array(HistoryItem);
export const TrashList = z.array(TrashItem);
