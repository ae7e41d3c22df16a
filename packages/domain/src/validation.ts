import type { z } from 'zod';
import type { LanguageId } from './constants';

/**
 * Localised validation messages (spec 2 §5, spec 3 §5 generic texts). Zod issues are turned into
 * these on both sides, so a field error reads the same in the form and in the server's answer.
 * Schemas that need a specific text set `message` to one of the keys below.
 */
const texts = {
  sv: {
    required: 'Fältet är obligatoriskt.',
    maxLength: 'Högst {n} tecken.',
    minLength: 'Minst {n} tecken.',
    max: 'Högst {n}.',
    min: 'Minst {n}.',
    email: 'Ogiltig e-postadress.',
    personnummer: 'Inte ett giltigt personnummer.',
    url: 'Ogiltig URL.',
    webUrl: 'Ange en webbadress som börjar med https:// eller http://.',
    areaCode: 'Ogiltigt postnummer.',
    slug: 'Endast små bokstäver, siffror och bindestreck.',
    integer: 'Ange ett heltal.',
    type: 'Fel typ av värde.',
    value: 'Ogiltigt värde.',
    date: 'Ogiltigt datum.',
    emailInUse: 'E-postadressen används redan av ett annat konto.',
    inviteEmail: 'Använd e-postadressen som inbjudan skickades till.',
    invitePersonnummer: 'Personnumret stämmer inte med inbjudan.',
    oneRecipient: 'Ange en mottagare: personnummer, e-postadress eller enhet.',
    controlCharacters: 'Texten innehåller otillåtna tecken.',
    swedishRequired: 'Avtalet behöver en svensk text.',
    languageTwice: 'Varje språk får bara finnas en gång.',
  },
  en: {
    required: 'This field is required.',
    maxLength: 'At most {n} characters.',
    minLength: 'At least {n} characters.',
    max: 'At most {n}.',
    min: 'At least {n}.',
    email: 'Invalid email address.',
    personnummer: 'Not a valid social security number.',
    url: 'Invalid URL.',
    webUrl: 'Enter a web address that starts with https:// or http://.',
    areaCode: 'Invalid postal code.',
    slug: 'Only lowercase letters, digits and dashes.',
    integer: 'Enter a whole number.',
    type: 'Wrong type of value.',
    value: 'Invalid value.',
    date: 'Invalid date.',
    emailInUse: 'The email address is already used by another account.',
    inviteEmail: 'Use the email address the invite was sent to.',
    invitePersonnummer: 'The personal identity number does not match the invite.',
    oneRecipient: 'Give one recipient: personal identity number, email address or unit.',
    controlCharacters: 'The text contains characters that are not allowed.',
    swedishRequired: 'The agreement needs a Swedish text.',
    languageTwice: 'Each language may appear only once.',
  },
} as const;
type ValidationMessageKey = keyof (typeof texts)['sv'];

function isKey(value: string): value is ValidationMessageKey {
  return value in texts.sv;
}

function fill(text: string, n: number | bigint | undefined): string {
  return text.replace('{n}', String(n ?? ''));
}

function issueMessage(issue: z.core.$ZodIssue, language: LanguageId): string {
  const t = texts[language];
  if (issue.message && isKey(issue.message)) return t[issue.message];
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? t.required : t.type;
    case 'too_big':
      if (issue.origin === 'string') return fill(t.maxLength, issue.maximum);
      return fill(t.max, issue.maximum);
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? t.required : fill(t.minLength, issue.minimum);
      return fill(t.min, issue.minimum);
    case 'invalid_format':
      if (issue.format === 'email') return t.email;
      if (issue.format === 'url') return t.url;
      if (issue.format === 'date' || issue.format === 'datetime') return t.date;
      return t.value;
    case 'not_multiple_of':
      return t.integer;
    default:
      return t.value;
  }
}

/** Per-field messages, keyed by the dotted path ('' for the whole body). */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], language: LanguageId): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    (out[key] ??= []).push(issueMessage(issue, language));
  }
  return out;
}

export function validationMessage(key: ValidationMessageKey, language: LanguageId, n?: number): string {
  return fill(texts[language][key], n);
}
