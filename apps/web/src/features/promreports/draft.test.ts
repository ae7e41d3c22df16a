import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_LIFETIME_MS, draftKey, purgeExpiredDrafts, readDraft, removeDraft, writeDraft, type PromDraft } from './draft';

const draft: PromDraft = {
  promId: 'phq9',
  reportId: null,
  answers: [{ QuestionId: 'Q1-', AnswerId: 'Q1A2-', AnswerIds: ['Q1A2-'], Milliseconds: 1200 }],
  savedAt: '2026-03-01T10:00:00.000Z',
};
const key = draftKey('user-1', 'phq9', null);

describe('encrypted PROM drafts', () => {
  afterEach(() => localStorage.clear());

  it('round-trips through AES-GCM and stores no answer in plain text', async () => {
    await writeDraft(key, 'secret-key', draft);
    const stored = localStorage.getItem(key) ?? '';
    expect(stored).not.toContain('Q1A2-');
    expect(stored).not.toContain('phq9');
    expect(await readDraft(key, 'secret-key')).toEqual(draft);
  });

  it('uses a fresh IV for every write', async () => {
    await writeDraft(key, 'secret-key', draft);
    const first = localStorage.getItem(key);
    await writeDraft(key, 'secret-key', draft);
    expect(localStorage.getItem(key)).not.toEqual(first);
  });

  it('cannot be read with another login’s key', async () => {
    await writeDraft(key, 'secret-key', draft);
    expect(await readDraft(key, 'another-key')).toBeNull();
  });

  it('expires after two days and is then removed', async () => {
    const now = Date.parse('2026-03-01T10:00:00.000Z');
    await writeDraft(key, 'secret-key', draft, now);
    expect(await readDraft(key, 'secret-key', now + DRAFT_LIFETIME_MS - 1)).toEqual(draft);
    expect(await readDraft(key, 'secret-key', now + DRAFT_LIFETIME_MS)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('purges expired drafts of every PROM and leaves other storage alone', async () => {
    const now = Date.now();
    await writeDraft(draftKey('user-1', 'gad7', null), 'k', { ...draft, promId: 'gad7' }, now - DRAFT_LIFETIME_MS - 1);
    await writeDraft(key, 'k', draft, now);
    localStorage.setItem('symptoms.other', 'x');
    purgeExpiredDrafts(now);
    expect(localStorage.getItem(draftKey('user-1', 'gad7', null))).toBeNull();
    expect(localStorage.getItem(key)).not.toBeNull();
    expect(localStorage.getItem('symptoms.other')).toBe('x');
    removeDraft(key);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('keeps one draft per user, PROM and report', () => {
    expect(draftKey('u', 'phq9', null)).not.toEqual(draftKey('u', 'phq9', '00000000-0000-4000-8000-000000000001'));
    expect(draftKey('u', 'phq9', null)).not.toEqual(draftKey('v', 'phq9', null));
  });
});
