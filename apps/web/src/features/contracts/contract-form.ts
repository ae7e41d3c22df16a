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
      StatusReports: false,
      SymptomReports: false,
      PromReports: false,
      Notes: false,
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
  const { StatusReports, SymptomReports, PromReports, Notes } = contract;
  return {
    settings: {
      Descriptor,
      Index,
      Active,
      Required,
      RequiredRead,
      TermsOfService,
      DataProcessing,
      Underage,
      StatusReports,
      SymptomReports,
      PromReports,
      Notes,
    },
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

/** What a contract can let its group read of those who approve it (spec 2 §3 allowed features). */
export const READS = ['StatusReports', 'SymptomReports', 'PromReports', 'Notes'] as const;

/** Whether the draft lets the group read an area the saved contract does not: once answered, that needs a new version. */
export const widensReads = (contract: AdminContract, draft: ContractDraft) => READS.some((r) => draft.settings[r] && !contract[r]);
