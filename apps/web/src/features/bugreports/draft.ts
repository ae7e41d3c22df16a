/** The bug report being written, kept in this browser until it is sent (spec 2 §2). Screenshots are not kept. */
const KEY = 'symptoms.bugreport.draft';

interface BugReportDraft {
  description: string;
  anonymous: boolean;
}

export function readDraft(): BugReportDraft {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<BugReportDraft> | null;
    return { description: typeof parsed?.description === 'string' ? parsed.description : '', anonymous: parsed?.anonymous === true };
  } catch {
    return { description: '', anonymous: false };
  }
}

export function keepDraft(draft: BugReportDraft): void {
  if (draft.description || draft.anonymous) localStorage.setItem(KEY, JSON.stringify(draft));
  else localStorage.removeItem(KEY);
}

export const forgetDraft = () => localStorage.removeItem(KEY);
