import type { Prom, PromListItem } from '@symptoms/domain';

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

/**
 * What a PROM is found by, in the language it was loaded in: title, concept, and when the whole
 * questionnaire is at hand its description, tags, topics (its status areas, named in the user's
 * language: "nedstämdhet" finds PHQ-9) and question texts.
 */
export function promSearchText(item: Pick<PromListItem, 'Title' | 'Concept'>, whole?: Prom, topicName?: (area: string) => string): string {
  const parts = [item.Title, item.Concept];
  if (whole) {
    parts.push(whole.Description ?? '', ...whole.Tags);
    if (topicName) parts.push(...whole.StatusReportTypes.map(topicName));
    for (const q of whole.Questions) parts.push(q.Header, q.Text ?? '');
  }
  return parts.join(' ');
}

/** True when every word of the query is in the text (the PROM's title and concept, or its promSearchText). */
export function promMatches(prom: Pick<PromListItem, 'Title' | 'Concept'> | string, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return false;
  const text = typeof prom === 'string' ? prom : promSearchText(prom);
  const haystack = fold(text);
  const compactHaystack = compact(text);
  return words.every((word) => haystack.includes(word) || (compact(word) !== '' && compactHaystack.includes(compact(word))));
}

/** The PROMs matching the query, titles that start with it first, then by title. `textOf` gives what each is found by. */
export function searchProms(
  proms: readonly PromListItem[],
  query: string,
  language: string,
  textOf: (prom: PromListItem) => string = (p) => promSearchText(p),
): PromListItem[] {
  const q = fold(query.trim());
  const startsWith = (p: PromListItem) => (fold(p.Title).startsWith(q) ? 0 : 1);
  return proms
    .filter((p) => promMatches(textOf(p), query))
    .sort((a, b) => startsWith(a) - startsWith(b) || a.Title.localeCompare(b.Title, language));
}
