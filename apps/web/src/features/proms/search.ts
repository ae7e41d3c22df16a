import type { PromListItem } from '@symptoms/domain';

/** Lower case without accents, so "halsa" finds "Hälsa" and "PHQ" finds "phq". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('sv');
}

/** Letters and digits only, so "phq9" finds "PHQ-9". */
function compact(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}]/gu, '');
}

/** True when every word of the query is in the PROM's title or concept (in the language it was loaded in). */
export function promMatches(prom: Pick<PromListItem, 'Title' | 'Concept'>, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return false;
  const haystack = fold(`${prom.Title} ${prom.Concept}`);
  const compactHaystack = compact(`${prom.Title} ${prom.Concept}`);
  return words.every((word) => haystack.includes(word) || (compact(word) !== '' && compactHaystack.includes(compact(word))));
}

/** The PROMs matching the query, titles that start with it first, then by title. */
export function searchProms(proms: readonly PromListItem[], query: string, language: string): PromListItem[] {
  const q = fold(query.trim());
  const startsWith = (p: PromListItem) => (fold(p.Title).startsWith(q) ? 0 : 1);
  return proms
    .filter((p) => promMatches(p, query))
    .sort((a, b) => startsWith(a) - startsWith(b) || a.Title.localeCompare(b.Title, language));
}
