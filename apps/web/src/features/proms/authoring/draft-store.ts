import type { LanguageId, PromInput } from '@symptoms/domain';

/**
 * The language version being written, kept while the author moves between the metadata and the
 * questions (two routes) and across a reload of the tab; gone once saved or discarded.
 */
const PREFIX = 'prom-draft:';
const key = (id: string, language: LanguageId) => `${PREFIX}${id}:${language}`;

export function readDraft(id: string, language: LanguageId): PromInput | null {
  const text = sessionStorage.getItem(key(id, language));
  return text ? (JSON.parse(text) as PromInput) : null;
}

export function writeDraft(draft: PromInput): void {
  sessionStorage.setItem(key(draft.Id, draft.Language), JSON.stringify(draft));
}

export function clearDraft(id: string, language: LanguageId): void {
  sessionStorage.removeItem(key(id, language));
}

/** A new language version's header, questions to come. */
export function emptyVersion(id: string, language: LanguageId, languageIds: readonly LanguageId[]): PromInput {
  return {
    Id: id,
    Language: language,
    LanguageIds: [...new Set([...languageIds, language])],
    Title: '',
    Concept: '',
    About: '',
    OriginalName: '',
    Introduction: null,
    Questions: [],
    Infos: [],
    Tags: [],
    HideScore: false,
    PrefillPreviousAnswers: false,
  };
}
