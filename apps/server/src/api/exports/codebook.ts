import { MANIKIN_MODELS, SCALE_MAX, SCALE_MIN, SIDES, SYMPTOM_TYPES, type Prom, type Question } from '@symptoms/domain';
import type { Cell } from './csv';

/**
 * The codebook beside every export's data (docs/decisions.md, "The export's codebook"): the data
 * keeps column names and codes a script can rely on, and the codebook says in Swedish and English
 * what each column holds and what each value means.
 */
export const CODEBOOK_HEADER = ['Fil', 'Kolumn', 'Betydelse', 'Meaning', 'Värden', 'Values'];

interface Described {
  sv: string;
  en: string;
  values?: { sv: string; en: string };
}

const codes = (names: Record<string, [string, string]>) => ({
  sv: Object.entries(names)
    .map(([code, [sv]]) => `${code} = ${sv}`)
    .join(' | '),
  en: Object.entries(names)
    .map(([code, [, en]]) => `${code} = ${en}`)
    .join(' | '),
});

const TYPE_NAMES: Record<(typeof SYMPTOM_TYPES)[number], [string, string]> = {
  pain: ['smärta', 'pain'],
  sensoryimpairment: ['känselnedsättning', 'sensory impairment'],
  rash: ['utslag', 'rash'],
  generic: ['annat symtom', 'other symptom'],
};
const SIDE_NAMES: Record<(typeof SIDES)[number], [string, string]> = { left: ['vänster', 'left'], right: ['höger', 'right'] };
const MODEL_NAMES: Record<(typeof MANIKIN_MODELS)[number], [string, string]> = { male: ['man', 'male'], female: ['kvinna', 'female'] };
const STOCKHOLM_TIME = { sv: 'ÅÅÅÅ-MM-DD tt:mm:ss, svensk tid', en: 'YYYY-MM-DD hh:mm:ss, Swedish time' };

/** Every fixed column of the exports. */
const COLUMNS: Record<string, Described> = {
  Personnummer: {
    sv: 'Deltagarens personnummer',
    en: 'The participant’s personal identity number',
    values: { sv: '12 siffror utan bindestreck', en: '12 digits, no hyphen' },
  },
  PatientId: { sv: 'Deltagarens id i tjänsten', en: 'The participant’s id in the service' },
  PromReportId: { sv: 'Formulärsvarets id', en: 'The questionnaire answer’s id' },
  LanguageId: {
    sv: 'Språket formuläret fylldes i på',
    en: 'The language the questionnaire was filled in',
    values: { sv: 'sv = svenska | en = engelska', en: 'sv = Swedish | en = English' },
  },
  CreatedDate: { sv: 'När det sparades', en: 'When it was saved', values: STOCKHOLM_TIME },
  CompletedDate: {
    sv: 'När formuläret fylldes i helt (tomt: inte helt)',
    en: 'When the questionnaire was completed (empty: not completed)',
    values: STOCKHOLM_TIME,
  },
  ModifiedDate: { sv: 'När det senast ändrades', en: 'When it was last changed', values: STOCKHOLM_TIME },
  Score: { sv: 'Formulärets poäng', en: 'The questionnaire’s score' },
  NormalizedScore: { sv: 'Poängen normerad till 0–100', en: 'The score normalised to 0–100' },
  SymptomReportId: { sv: 'Symtomrapportens id', en: 'The symptom report’s id' },
  Model: { sv: 'Kroppsfiguren', en: 'The body figure', values: codes(MODEL_NAMES) },
  SymptomId: { sv: 'Symtomets id', en: 'The symptom’s id' },
  Symptom: { sv: 'Symtomets namn, som deltagaren skrev det', en: 'The symptom’s name, as the participant wrote it' },
  Type: { sv: 'Typ av symtom', en: 'Kind of symptom', values: codes(TYPE_NAMES) },
  BodyPart: { sv: 'Kroppsdel på figuren (engelsk kod, t.ex. left hand)', en: 'Body part on the figure (e.g. left hand)' },
  Side: { sv: 'Sida', en: 'Side', values: codes(SIDE_NAMES) },
  Intensity: {
    sv: 'Intensitet',
    en: 'Intensity',
    values: { sv: `${SCALE_MIN} till ${SCALE_MAX}, högre är starkare`, en: `${SCALE_MIN} to ${SCALE_MAX}, higher is stronger` },
  },
  FirstName: { sv: 'Förnamn', en: 'First name' },
  LastName: { sv: 'Efternamn', en: 'Last name' },
  JoinedDate: { sv: 'När deltagaren gick med i gruppen', en: 'When the participant joined the group', values: STOCKHOLM_TIME },
  NoteId: { sv: 'Anteckningens id', en: 'The note’s id' },
  Text: { sv: 'Anteckningen, som deltagaren skrev den', en: 'The note, as the participant wrote it' },
};

/** The codebook's rows for a file of fixed columns. */
export function fixedColumns(file: string, header: readonly string[]): Cell[][] {
  return header.map((column) => {
    const c = COLUMNS[column];
    if (!c) throw new Error(`The codebook does not know the column ${column}`);
    return [file, column, c.sv, c.en, c.values?.sv ?? '', c.values?.en ?? ''];
  });
}

/** The PROM in Swedish and in English (each its own language's version, else the one the PROM has). */
export interface PromLanguages {
  sv: Prom;
  en: Prom;
}

/** A question's answers as their codes and texts, `ExportValue = Text`. */
const answerCodes = (question: Question) => question.Answers.map((a) => `${a.ExportValue} = ${a.Text}`).join(' | ');

/**
 * A PROM question's column: its header, and each answer's code and text, in Swedish and in English
 * (the mapped export writes the text itself).
 */
function questionColumn(file: string, column: string, question: Question, languages: PromLanguages, mapped: boolean): Cell[] {
  const sv = languages.sv.Questions.find((q) => q.Id === question.Id) ?? question;
  const en = languages.en.Questions.find((q) => q.Id === question.Id) ?? question;
  const several = question.AnswerType === 'multi';
  const values = mapped
    ? ['svarets text', 'the answer’s text']
    : [
        `${several ? 'flera svar åtskilda av | ; ' : ''}${answerCodes(sv)}`,
        `${several ? 'several answers separated by | ; ' : ''}${answerCodes(en)}`,
      ];
  return [file, column, `Fråga ${question.Id} ${sv.Header}`, `Question ${question.Id} ${en.Header}`, ...values];
}

/** The codebook's rows for one PROM's CSV: its fixed columns, then one per question of the exported version. */
export function promColumns(
  file: string,
  header: readonly string[],
  exported: Prom,
  languages: PromLanguages,
  column: (q: Question) => string,
  mapped: boolean,
): Cell[][] {
  return [...fixedColumns(file, header), ...exported.Questions.map((q) => questionColumn(file, column(q), q, languages, mapped))];
}
