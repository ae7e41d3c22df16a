import { z } from '../zod';
import { LANGUAGES, type LanguageId } from '../constants';
import { Version } from '../entities/common';
import { fieldErrors } from '../validation';
import { answerIndex, prefixAnswerId, prefixInfoId, prefixQuestionId, questionIndex, subQuestionLetter } from './ids';
import { shippedProms } from './instruments/index';
import { Prom, PROM_LIMITS, type AnswerInput, type PromInput, type QuestionInput } from './schemas';

/**
 * PROM authoring (spec 3 §2 proms, §4 Prom metadata and drafts, §5 Prom, PromMeta, Question,
 * Answer, Info): the metadata, a language version, and the rules the editor and the server share.
 */

/** A PROM id: letters, digits, dashes and underscores, 2–32 characters, never 20–23 (the length of a draft's local id). */
export const AuthoredPromId = z
  .string()
  .trim()
  .min(PROM_LIMITS.idMin)
  .max(PROM_LIMITS.idMax)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'value' })
  .refine((id) => id.length < 20 || id.length > 23, { message: 'value' });

/** PromMeta as an author saves it (spec 3 §5): About required (may be empty text) up to 1024, OriginalName up to 128, Image up to 64. */
export const PromMetaInput = z.object({
  Id: AuthoredPromId,
  About: z.string().max(PROM_LIMITS.aboutMax),
  OriginalName: z.string().trim().min(1, { message: 'required' }).max(PROM_LIMITS.originalNameMax),
  Image: z.string().max(PROM_LIMITS.imageMax).nullable().optional(),
  HideScore: z.boolean().default(false),
  IsVisible: z.boolean().default(false),
});
export type PromMetaInput = z.infer<typeof PromMetaInput>;
/** Body of `PUT proms/{id}/versions/{lang}`: the language version and the Version loaded. */
export const PromVersionUpdate = z.object({ Prom: z.unknown(), Version: Version });

/** A PROM as the authoring list shows it. */
export const AuthoredPromListItem = z.object({
  Id: z.string(),
  Title: z.string(),
  OriginalName: z.string(),
  LanguageIds: z.array(z.enum(LANGUAGES)),
  QuestionCount: z.number().int(),
  IsVisible: z.boolean(),
  Version: z.number().int(),
  Shipped: z.boolean(),
  /** The caller may change it (not shipped, offered in the caller's group or organization). */
  CanEdit: z.boolean(),
});
export type AuthoredPromListItem = z.infer<typeof AuthoredPromListItem>;

/** One PROM for the editor: its metadata (Version: the metadata's), and one language version with that version's Version. */
export const AuthoredPromView = z.object({
  Meta: z.object({
    Id: z.string(),
    About: z.string(),
    OriginalName: z.string(),
    Image: z.string().nullable(),
    HideScore: z.boolean(),
    IsVisible: z.boolean(),
    Version: z.number().int(),
  }),
  LanguageIds: z.array(z.enum(LANGUAGES)),
  Language: z.enum(LANGUAGES),
  /** The language version; null when this language has none yet. */
  Prom: z.unknown().nullable(),
  PromVersion: z.number().int().nullable(),
  Shipped: z.boolean(),
  CanEdit: z.boolean(),
});
export type AuthoredPromView = z.infer<typeof AuthoredPromView>;

let shippedIds: Set<string> | undefined;
/** The shipped instruments stay read-only (a copy under another id may be edited). */
export function isShippedPromId(id: string): boolean {
  shippedIds ??= new Set(shippedProms().map((p) => p.Id));
  return shippedIds.has(id);
}

/**
 * A language version as the editor leaves it, made consistent: each question's SequenceId and Index
 * from its position (Index step 1000), its id prefixed `Q<n>-` (a lettered `Q<n>A-` for a level-2
 * sub-question), its answers' ids prefixed and their Index stepped by 10, infos prefixed `I<n>-`
 * (Index between the questions as placed), QuestionCount and the language list.
 */
export function normaliseAuthoredProm(input: PromInput): PromInput {
  let number = 0;
  let letter = 0;
  const renamed = new Map<string, string>();
  const questions: QuestionInput[] = input.Questions.map((q, i) => {
    const level = q.Level ?? 1;
    if (level <= 1 || number === 0) {
      number += 1;
      letter = 0;
    } else letter += 1;
    const stem = level > 1 && letter > 0 ? subQuestionLetter(Math.min(letter, 26)) : undefined;
    const bare = q.Id.replace(/^Q\d+[A-Z]?-/, '');
    const id = prefixQuestionId(bare, number, stem);
    renamed.set(q.Id, id);
    const answers: AnswerInput[] = (q.Answers ?? []).map((a, j) => ({
      ...a,
      Id: prefixAnswerId(a.Id.replace(/^Q\d+[A-Z]?A\d+-/, ''), id, j + 1),
      Index: answerIndex(j + 1),
    }));
    return { ...q, Id: id, SequenceId: i + 1, Index: questionIndex(i + 1), ExportKey: q.ExportKey || id, Answers: answers };
  });
  const answerRenames = new Map<string, string>();
  input.Questions.forEach((q, i) => (q.Answers ?? []).forEach((a, j) => answerRenames.set(a.Id, questions[i]!.Answers![j]!.Id)));
  const withConditionals = questions.map((q) => ({
    ...q,
    Conditionals: (q.Conditionals ?? []).map((c) => ({
      ...c,
      CompareQuestionId: renamed.get(c.CompareQuestionId) ?? c.CompareQuestionId,
      CompareAnswerId: answerRenames.get(c.CompareAnswerId) ?? c.CompareAnswerId,
      RedirectQuestionId: redirectOf(c.RedirectQuestionId, renamed),
    })),
  }));
  const infos = (input.Infos ?? []).map((info, i) => ({
    ...info,
    Id: prefixInfoId(info.Id.replace(/^I\d+-/, ''), i + 1),
    // An info keeps its place between questions: its Index is moved off the question steps.
    Index: info.Index % 1000 === 0 ? info.Index + 500 : info.Index,
  }));
  const languageIds = [...new Set([...(input.LanguageIds ?? []), input.Language])];
  return { ...input, Questions: withConditionals, Infos: infos, QuestionCount: questions.length, LanguageIds: languageIds };
}

function redirectOf(target: string | 0, renamed: ReadonlyMap<string, string>): string | 0 {
  if (target === 0 || target === '0') return 0;
  return renamed.get(target) ?? target;
}

/** The editor's and the server's check of a language version: field messages by dotted path, none when valid. */
export function validateAuthoredProm(input: unknown, language: LanguageId): Record<string, string[]> {
  const parsed = Prom.safeParse(input);
  const errors = parsed.success ? {} : fieldErrors(parsed.error.issues, language);
  const id = (input as { Id?: unknown } | null)?.Id;
  const idCheck = AuthoredPromId.safeParse(id);
  if (!idCheck.success) Object.assign(errors, { Id: fieldErrors(idCheck.error.issues, language)[''] ?? [] });
  return errors;
}

/**
 * Whether a draft of the editor is thrown away rather than kept (spec 3 §4): no title; items and
 * the 21-character id of a draft never saved; or nothing changed from the saved version.
 */
export function isDiscardableDraft(draft: PromInput, saved: PromInput | null): boolean {
  if (!draft.Title || draft.Title.trim() === '') return true;
  if (draft.Questions.length > 0 && draft.Id.length === 21) return true;
  return saved !== null && JSON.stringify(draft) === JSON.stringify(saved);
}

/** An empty question of the editor, as question `position` (1-based). */
export function newQuestion(position: number): QuestionInput {
  return {
    Id: `Q${position}-`,
    SequenceId: position,
    Header: '',
    Index: questionIndex(position),
    Level: 1,
    ExportKey: '',
    QuestionType: 'radiobtn',
    Required: true,
    Answers: [],
    Conditionals: [],
  };
}
