import { MAX_ACTIVE_SYMPTOMS, SYMPTOM_NAME_MAX, type LanguageId } from '../constants';

/**
 * Names of symptoms and symptom definitions (spec 1 §5): required, at most 60 letters once trimmed,
 * and unique per patient regardless of letter case.
 */

/** Letters as the user counts them (code points). */
export const nameLength = (name: string): number => Array.from(name).length;

/** The form a name is compared in: trimmed, inner white space as one space, lower case. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('sv');
}

type NameProblem = 'required' | 'maxLength' | 'duplicate';

/** What is wrong with a new name among the names the patient already has, or null. */
export function nameProblem(name: string, existing: readonly string[]): NameProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'required';
  if (nameLength(trimmed) > SYMPTOM_NAME_MAX) return 'maxLength';
  const key = nameKey(trimmed);
  return existing.some((e) => nameKey(e) === key) ? 'duplicate' : null;
}

/** The duplicate warning (spec 1 §5, 5 s toast), also the server's field message for Name. */
export const DUPLICATE_SYMPTOM_TEXT: Record<LanguageId, string> = {
  sv: 'Symptomet är redan tillagt. Uppdatera det befintliga symptomet eller ändra namnet.',
  en: 'This symptom is already added. Update the existing symptom or change the name.',
};

/** Whether `adding` more active (open) symptoms keeps the patient within the maximum of 20. */
export function withinActiveLimit(activeCount: number, adding = 1): boolean {
  return activeCount + adding <= MAX_ACTIVE_SYMPTOMS;
}
