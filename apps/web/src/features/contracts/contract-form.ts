import type { AdminContract, ContractCreate, ContractSection, ContractText, LanguageId } from '@symptoms/domain';

export interface SectionDraft {
  key: string;
  title: string;
  paragraphs: { key: string; text: string }[];
}

export interface TextDraft {
  title: string;
  description: string;
  sections: SectionDraft[];
}

export interface ContractDraft {
  settings: Omit<ContractCreate, 'Texts'>;
  texts: Record<LanguageId, TextDraft>;
}

let counter = 0;
export const newKey = () => `k${++counter}`;

export const emptySection = (): SectionDraft => ({ key: newKey(), title: '', paragraphs: [{ key: newKey(), text: '' }] });
const emptyText = (): TextDraft => ({ title: '', description: '', sections: [emptySection()] });

export function emptyDraft(): ContractDraft {
  return {
    settings: {
      Descriptor: '',
      Index: 0,
      Active: true,
      Required: false,
      RequiredRead: false,
      TermsOfService: false,
      DataProcessing: false,
      Underage: false,
    },
    texts: { sv: emptyText(), en: emptyText() },
  };
}

function textDraft(text: ContractText | undefined): TextDraft {
  if (!text) return emptyText();
  return {
    title: text.Title,
    description: text.Description,
    sections: text.Sections.map((s) => ({
      key: newKey(),
      title: s.Title,
      paragraphs: s.Paragraphs.map((p) => ({ key: newKey(), text: p.Text })),
    })),
  };
}

export function draftOf(contract: AdminContract): ContractDraft {
  const { Descriptor, Index, Active, Required, RequiredRead, TermsOfService, DataProcessing, Underage } = contract;
  return {
    settings: { Descriptor, Index, Active, Required, RequiredRead, TermsOfService, DataProcessing, Underage },
    texts: {
      sv: textDraft(contract.Texts.find((t) => t.Language === 'sv')),
      en: textDraft(contract.Texts.find((t) => t.Language === 'en')),
    },
  };
}

const blank = (text: TextDraft) =>
  !text.title.trim() &&
  !text.description.trim() &&
  text.sections.every((s) => !s.title.trim() && s.paragraphs.every((p) => !p.text.trim()));

/** The texts as the API takes them: Swedish always, English when anything of it is written; indexes by position. */
export function textsOf(draft: ContractDraft): ContractText[] {
  const out: ContractText[] = [];
  for (const language of ['sv', 'en'] as const) {
    const text = draft.texts[language];
    if (language === 'en' && blank(text)) continue;
    out.push({
      Language: language,
      Title: text.title,
      Description: text.description,
      Sections: text.sections.map((s, index): ContractSection => ({
        Title: s.title,
        Index: index,
        Paragraphs: s.paragraphs.map((p, i) => ({ Text: p.text, Index: i })),
      })),
    });
  }
  return out;
}

/** The contract's title in the reader's language, else Swedish (the fallback), else its short name. */
export function titleIn(contract: AdminContract, language: string): string {
  return (contract.Texts.find((t) => t.Language === language) ?? contract.Texts[0])?.Title ?? contract.Descriptor;
}
