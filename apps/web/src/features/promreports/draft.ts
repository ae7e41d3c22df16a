import { z } from '@symptoms/domain/zod';
import { AnsweredQuestion } from '@symptoms/domain';
import { seal, unseal } from './draft-crypto';

/** Spec: unsaved PROM answers are kept, encrypted, for 2 days. */
export const DRAFT_LIFETIME_MS = 2 * 24 * 60 * 60 * 1000;
const PREFIX = 'symptoms.promdraft.';

const Stored = z.object({ expiresAt: z.number(), iv: z.string(), data: z.string() });

const DraftContent = z.object({
  promId: z.string(),
  /** The saved report the draft changes, or null for a new report. */
  reportId: z.string().nullable(),
  answers: z.array(AnsweredQuestion),
  savedAt: z.string(),
});
export type PromDraft = z.infer<typeof DraftContent>;

/** One draft per user, PROM and report (all new reports of a PROM share one). */
export function draftKey(userId: string, promId: string, reportId: string | null): string {
  return `${PREFIX}${userId}.${promId}.${reportId ?? 'new'}`;
}

export async function writeDraft(key: string, secret: string, draft: PromDraft, now = Date.now()): Promise<void> {
  const sealed = await seal(secret, JSON.stringify(draft));
  try {
    localStorage.setItem(key, JSON.stringify({ expiresAt: now + DRAFT_LIFETIME_MS, ...sealed }));
  } catch {
    // Storage full or disabled: the answers stay on the screen, only the safety copy is lost.
  }
}

/** The draft, or null when there is none, it has expired (then it is removed) or it cannot be read. */
export async function readDraft(key: string, secret: string, now = Date.now()): Promise<PromDraft | null> {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  const stored = Stored.safeParse(JSON.parse(raw) as unknown);
  if (!stored.success || stored.data.expiresAt <= now) {
    removeDraft(key);
    return null;
  }
  const plain = await unseal(secret, stored.data);
  if (plain === null) return null;
  const draft = DraftContent.safeParse(JSON.parse(plain) as unknown);
  return draft.success ? draft.data : null;
}

export function removeDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}

/** Drops every expired draft (called when a fill-in page opens). */
export function purgeExpiredDrafts(now = Date.now()): void {
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const key = localStorage.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      const stored = Stored.safeParse(JSON.parse(localStorage.getItem(key) ?? 'null') as unknown);
      if (!stored.success || stored.data.expiresAt <= now) localStorage.removeItem(key);
    }
  } catch {
    // Storage unavailable.
  }
}
