import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation';
import { NoteCreate, NoteUpdate, TRASH_RETENTION_DAYS, TrashSelection, daysUntilPurge, noteLength, purgeDateFrom } from './records';

describe('note content', () => {
  it('accepts 2 and 2000 letters and refuses 1 and 2001', () => {
    expect(NoteCreate.safeParse({ Content: 'ab' }).success).toBe(true);
    expect(NoteCreate.safeParse({ Content: 'a'.repeat(2000) }).success).toBe(true);
    const short = NoteCreate.safeParse({ Content: 'a' });
    expect(short.success).toBe(false);
    expect(fieldErrors(short.error!.issues, 'sv')).toEqual({ Content: ['Minst 2 tecken.'] });
    const long = NoteCreate.safeParse({ Content: 'a'.repeat(2001) });
    expect(fieldErrors(long.error!.issues, 'en')).toEqual({ Content: ['At most 2000 characters.'] });
  });

  it('trims surrounding white space before counting, so blanks are not a note', () => {
    expect(NoteCreate.safeParse({ Content: '   a   ' }).success).toBe(false);
    expect(NoteCreate.parse({ Content: '  hej  ' }).Content).toBe('hej');
  });

  it('counts an emoji as one letter, as the database does', () => {
    expect(noteLength('😀')).toBe(1);
    expect(NoteCreate.safeParse({ Content: '😀' }).success).toBe(false);
    expect(NoteCreate.safeParse({ Content: '😀'.repeat(2000) }).success).toBe(true);
  });

  it('keeps markup as plain text and drops NUL characters', () => {
    expect(NoteCreate.parse({ Content: '<b>x</b>\u0000' }).Content).toBe('<b>x</b>');
  });

  it('refuses a wrong type and drops unknown properties', () => {
    expect(NoteCreate.safeParse({ Content: 42 }).success).toBe(false);
    expect(NoteUpdate.parse({ Content: 'ok', Version: 2, Id: 'x', PatientId: 'y' })).toEqual({ Content: 'ok', Version: 2 });
  });
});

describe('trash rules', () => {
  it('keeps items 30 days', () => {
    const deleted = new Date('2026-03-01T10:00:00Z');
    expect(TRASH_RETENTION_DAYS).toBe(30);
    expect(purgeDateFrom(deleted).toISOString()).toBe('2026-03-31T10:00:00.000Z');
  });

  it('counts days until purge upwards and never below zero', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(daysUntilPurge('2026-03-31T10:00:00Z', now)).toBe(30);
    expect(daysUntilPurge('2026-03-01T11:00:00Z', now)).toBe(1);
    expect(daysUntilPurge('2026-02-01T10:00:00Z', now)).toBe(0);
  });

  it('takes one or several ids, removes duplicates and refuses an empty list', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(TrashSelection.parse({ Ids: [id, id] }).Ids).toEqual([id]);
    expect(TrashSelection.safeParse({ Ids: [] }).success).toBe(false);
    expect(TrashSelection.safeParse({ Ids: ['nope'] }).success).toBe(false);
  });
});
