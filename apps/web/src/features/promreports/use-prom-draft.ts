import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnsweredQuestion } from '@symptoms/domain';
import { useSession } from '../../app/session-hooks';
import { whenIdle } from '../../ui/when-idle';
import { draftKey, purgeExpiredDrafts, readDraft, removeDraft, writeDraft, type PromDraft } from './draft';

const WRITE_DELAY_MS = 250;

/** The answers that matter for "is this the same as saved" (not timers or dates). */
function answersSignature(answers: readonly AnsweredQuestion[]): string {
  return JSON.stringify(
    answers
      .filter((a) => !a.NotApplicable)
      .map((a) => [a.QuestionId, a.AnswerId ?? null, a.AnswerIds ?? [], a.Value ?? null])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  );
}

interface DraftOptions {
  promId: string;
  /** The saved report being changed, or null for a new one. */
  reportId: string | null;
  answers: readonly AnsweredQuestion[];
  /** The answers as saved; a draft equal to them is not offered. */
  savedAnswers: readonly AnsweredQuestion[];
  dirty: boolean;
}

/**
 * The encrypted local copy of unsaved answers: offered once when the page opens, written shortly
 * after each change (and at once when the page is left), removed after a save or when discarded.
 */
export function usePromDraft({ promId, reportId, answers, savedAnswers, dirty }: DraftOptions) {
  const session = useSession();
  const secret = session?.token.encryption_key;
  const key = session ? draftKey(session.token.pid ?? session.token.session_id, promId, reportId) : null;
  const [offer, setOffer] = useState<PromDraft | null>(null);
  const pending = useRef<PromDraft | null>(null);
  const savedSignature = useRef(answersSignature(savedAnswers));

  useEffect(() => {
    purgeExpiredDrafts();
    if (!key || !secret) return;
    let live = true;
    void readDraft(key, secret).then((draft) => {
      if (live && draft && draft.answers.length > 0 && answersSignature(draft.answers) !== savedSignature.current) setOffer(draft);
    });
    return () => {
      live = false;
    };
  }, [key, secret]);

  const target = useRef({ key, secret });
  useEffect(() => {
    target.current = { key, secret };
  }, [key, secret]);
  const flush = useCallback(() => {
    const { key: k, secret: s } = target.current;
    if (pending.current && k && s) void writeDraft(k, s, pending.current);
    pending.current = null;
  }, []);

  useEffect(() => {
    if (!dirty || !key || !secret) return;
    pending.current = { promId, reportId, answers: [...answers], savedAt: new Date().toISOString() };
    // When idle, so the encryption never delays painting the next click.
    return whenIdle(flush, WRITE_DELAY_MS);
  }, [answers, dirty, key, secret, promId, reportId, flush]);

  // Leaving the page writes what is still waiting.
  useEffect(() => flush, [flush]);

  const discard = useCallback(() => {
    setOffer(null);
    pending.current = null;
    if (key) removeDraft(key);
  }, [key]);

  const accept = useCallback(() => {
    const draft = offer;
    setOffer(null);
    return draft;
  }, [offer]);

  return { offer, accept, discard };
}
