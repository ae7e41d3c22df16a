import { z } from '../zod';
import { LANGUAGES } from '../constants';
import { ANSWER_ID_PATTERN, INFO_ID_PATTERN, QUESTION_ID_PATTERN } from './ids';

/**
 * PROM (questionnaire) model: spec 1 §3 and §5, spec 3 §3 and §5. Fields are PascalCase as in the
 * spec. `Scoring` is ours: the spec names Score and NormalizedScore but not how a PROM says how it
 * is scored (docs/decisions.md).
 */

export const PROM_LIMITS = {
  titleMin: 2,
  titleMax: 512,
  conceptMin: 2,
  conceptMax: 64,
  aboutMax: 1024,
  idMin: 2,
  idMax: 32,
  originalNameMax: 128,
  introductionMin: 16,
  introductionMax: 1024,
  imageMax: 64,
  levelMin: 1,
  levelMax: 4,
} as const;

export const QUESTION_TYPES = ['radiobtn', 'dropdown', 'chbox', 'date', 'text', 'number', 'slider'] as const;
export const QuestionType = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof QuestionType>;

const ANSWER_TYPES = ['answer', 'multi', 'string', 'integer'] as const;
export const AnswerType = z.enum(ANSWER_TYPES);
export type AnswerType = z.infer<typeof AnswerType>;

/** QuestionType → AnswerType (spec 1 §3). */
export const ANSWER_TYPE_OF: Readonly<Record<QuestionType, AnswerType>> = {
  radiobtn: 'answer',
  dropdown: 'answer',
  chbox: 'multi',
  text: 'string',
  date: 'string',
  number: 'integer',
  slider: 'integer',
};

export function answerTypeOf(questionType: QuestionType): AnswerType {
  return ANSWER_TYPE_OF[questionType];
}

/**
 * Comparison operators of a Conditional. `eq`/`ne`: the compared answer is (not) chosen; `lt`, `le`,
 * `gt`, `ge`: the compared question's value (its chosen answer's ExportValue, or the number typed)
 * against the ExportValue of CompareAnswerId, or against CompareAnswerId read as a number.
 */
export const COMPARISON_OPERATORS = ['eq', 'ne', 'lt', 'le', 'gt', 'ge'] as const;
export const ComparisonOperator = z.enum(COMPARISON_OPERATORS);
export type ComparisonOperator = z.infer<typeof ComparisonOperator>;

/** RedirectQuestionId 0 (or "0") means the end of the questionnaire. */
export const END_OF_PROM = 0;

const Level = z.number().int().min(PROM_LIMITS.levelMin).max(PROM_LIMITS.levelMax);
const OptionalVersion = z.number().int().min(0).optional();
const RequiredText = z.string().trim().min(1, { message: 'required' });

export const Conditional = z.object({
  Id: z.string().optional(),
  ComparisonOperator: ComparisonOperator,
  CompareQuestionId: RequiredText,
  CompareAnswerId: RequiredText,
  RedirectQuestionId: z.union([z.literal(END_OF_PROM), RequiredText]),
});
export type Conditional = z.infer<typeof Conditional>;

export const Answer = z.object({
  Id: z.string().regex(ANSWER_ID_PATTERN, { message: 'value' }),
  Text: RequiredText,
  Index: z.number().int().min(0),
  ExportValue: z.union([z.number(), RequiredText]),
  Level: Level.default(1),
  Version: OptionalVersion,
  isEmpty: z.boolean().optional(),
  Value: z.union([z.string(), z.number()]).nullable().optional(),
});
export type Answer = z.infer<typeof Answer>;
export type AnswerInput = z.input<typeof Answer>;

export const Info = z.object({
  Id: z.string().regex(INFO_ID_PATTERN, { message: 'value' }),
  Text: RequiredText,
  Index: z.number().int().min(0),
  Level: Level.default(1),
  Version: OptionalVersion,
});
export type Info = z.infer<typeof Info>;

export const Question = z
  .object({
    Id: z.string().regex(QUESTION_ID_PATTERN, { message: 'value' }),
    SequenceId: z.number().int().min(0),
    Header: RequiredText,
    Text: z.string().nullable().optional(),
    Index: z.number().int().min(0),
    Level: Level.default(1),
    LineBreak: z.boolean().optional(),
    ShowLastInfo: z.boolean().optional(),
    PromId: z.string().optional(),
    Answers: z.array(Answer).default([]),
    Conditionals: z.array(Conditional).default([]),
    QuestionType: QuestionType.default('radiobtn'),
    AnswerType: AnswerType.optional(),
    Style: z.string().max(32).nullable().optional(),
    ExportKey: RequiredText,
    Version: OptionalVersion,
    Required: z.boolean().default(true),
    MultipleChoice: z.boolean().optional(),
    AnswerCountErrorText: z.string().nullable().optional(),
    MinAnswerCount: z.number().int().min(0).nullable().optional(),
    MinValue: z.number().nullable().optional(),
    MaxValue: z.number().nullable().optional(),
    Image: z.string().nullable().optional(),
    ContextText: z.string().nullable().optional(),
  })
  // AnswerType follows QuestionType; a stored AnswerType that disagrees is an error (checked below).
  .transform((q) => ({ ...q, AnswerType: q.AnswerType ?? answerTypeOf(q.QuestionType) }));
export type Question = z.infer<typeof Question>;
export type QuestionInput = z.input<typeof Question>;

const SCORING_METHODS = ['sum', 'sum_times_4', 'value', 'none'] as const;
export const ScoringMethod = z.enum(SCORING_METHODS);
export type ScoringMethod = z.infer<typeof ScoringMethod>;

export const ScoreBand = z.object({ Min: z.number(), Max: z.number(), Label: z.string().nullable() });
export type ScoreBand = z.infer<typeof ScoreBand>;

/** How a PROM is scored (ours). QuestionIds are the scored items; Min/Max the range of Score. */
const PromScoring = z.object({
  Method: ScoringMethod,
  QuestionIds: z.array(z.string()).default([]),
  Min: z.number(),
  Max: z.number(),
  HigherIsBetter: z.boolean().default(false),
  Bands: z.array(ScoreBand).default([]),
});
export type PromScoring = z.infer<typeof PromScoring>;

/**
 * A risk rule of an instrument (ours): when the answer to QuestionId compares to CompareAnswerId as
 * a Conditional does, the patient is shown the named guidance (see risk.ts).
 */
const RISK_GUIDANCE_KINDS = ['selfHarm'] as const;
export const RiskGuidanceKind = z.enum(RISK_GUIDANCE_KINDS);
export type RiskGuidanceKind = z.infer<typeof RiskGuidanceKind>;

export const RiskRule = z.object({
  Id: RequiredText,
  QuestionId: RequiredText,
  ComparisonOperator: ComparisonOperator,
  CompareAnswerId: RequiredText,
  Guidance: RiskGuidanceKind,
});
export type RiskRule = z.infer<typeof RiskRule>;

const PromGroup = z.object({
  OrganizationId: z.string(),
  GroupId: z.string(),
  PromId: RequiredText,
  Group: z.unknown().optional(),
});
export type PromGroup = z.infer<typeof PromGroup>;

export const PromMeta = z.object({
  Id: z.string().min(PROM_LIMITS.idMin).max(PROM_LIMITS.idMax),
  About: z.string().max(PROM_LIMITS.aboutMax),
  HideScore: z.boolean().default(false),
  IsVisible: z.boolean().default(true),
  OriginalName: z.string().max(PROM_LIMITS.originalNameMax),
  Image: z.string().max(PROM_LIMITS.imageMax).nullable().optional(),
  QuestionCount: z.number().int().min(0).optional(),
  PromGroups: z.array(PromGroup).default([]),
});
export type PromMeta = z.infer<typeof PromMeta>;

const PromObject = z.object({
  Id: z.string().min(PROM_LIMITS.idMin).max(PROM_LIMITS.idMax),
  Language: z.enum(LANGUAGES),
  LanguageIds: z.array(z.enum(LANGUAGES)).min(1),
  Title: z.string().trim().min(PROM_LIMITS.titleMin).max(PROM_LIMITS.titleMax),
  Concept: z.string().trim().min(PROM_LIMITS.conceptMin).max(PROM_LIMITS.conceptMax),
  About: z.string().max(PROM_LIMITS.aboutMax),
  Description: z.string().nullable().optional(),
  OriginalName: z.string().max(PROM_LIMITS.originalNameMax),
  Introduction: z.string().min(PROM_LIMITS.introductionMin).max(PROM_LIMITS.introductionMax).nullable().optional(),
  StatusReportTypes: z.array(z.string()).default([]),
  PromTypeOverride: z.string().nullable().optional(),
  Questions: z.array(Question).min(1),
  QuestionCount: z.number().int().min(0).optional(),
  Infos: z.array(Info).default([]),
  Tags: z.array(z.string()).default([]),
  HideScore: z.boolean().default(false),
  PrefillPreviousAnswers: z.boolean().default(false),
  Version: z.number().int().min(0).default(0),
  Image: z.string().max(PROM_LIMITS.imageMax).nullable().optional(),
  PromMeta: PromMeta.optional(),
  IsVisible: z.boolean().default(true),
  RiskRules: z.array(RiskRule).default([]),
  Scoring: PromScoring.default({ Method: 'none', QuestionIds: [], Min: 0, Max: 0, HigherIsBetter: false, Bands: [] }),
});

function isEnd(id: string | number): boolean {
  return id === END_OF_PROM || id === '0';
}

/** Prom with the cross-field rules: unique ids, answer types, forward conditionals, value ranges. */
export const Prom = PromObject.superRefine((prom, ctx) => {
  const issue = (path: (string | number)[], message = 'value') => ctx.addIssue({ code: 'custom', path, message });
  const byId = new Map<string, { q: (typeof prom.Questions)[number]; i: number }>();
  prom.Questions.forEach((q, i) => {
    if (byId.has(q.Id)) issue(['Questions', i, 'Id']);
    byId.set(q.Id, { q, i });
  });
  const itemIndexes = new Set<number>();
  prom.Questions.forEach((q, i) => {
    if (itemIndexes.has(q.Index)) issue(['Questions', i, 'Index']);
    itemIndexes.add(q.Index);
  });
  prom.Infos.forEach((info, i) => {
    if (itemIndexes.has(info.Index)) issue(['Infos', i, 'Index']);
    itemIndexes.add(info.Index);
    if (prom.Infos.findIndex((o) => o.Id === info.Id) !== i) issue(['Infos', i, 'Id']);
  });
  if (prom.QuestionCount !== undefined && prom.QuestionCount !== prom.Questions.length) issue(['QuestionCount']);
  if (!prom.LanguageIds.includes(prom.Language)) issue(['LanguageIds']);
  const answerIds = new Set<string>();
  prom.Questions.forEach((q, i) => {
    if (q.AnswerType !== answerTypeOf(q.QuestionType)) issue(['Questions', i, 'AnswerType']);
    if (q.MinValue != null && q.MaxValue != null && q.MinValue > q.MaxValue) issue(['Questions', i, 'MinValue']);
    const choice = q.AnswerType === 'answer' || q.AnswerType === 'multi';
    if (choice && q.Answers.length === 0) issue(['Questions', i, 'Answers'], 'required');
    if (q.Answers[0] && q.Answers[0].Level !== 1) issue(['Questions', i, 'Answers', 0, 'Level']);
    q.Answers.forEach((a, j) => {
      if (answerIds.has(a.Id)) issue(['Questions', i, 'Answers', j, 'Id']);
      answerIds.add(a.Id);
    });
    q.Conditionals.forEach((c, j) => {
      const compared = byId.get(c.CompareQuestionId);
      if (!compared || compared.q.Index > q.Index) issue(['Questions', i, 'Conditionals', j, 'CompareQuestionId']);
      else {
        const cq = compared.q;
        const isAnswer = cq.Answers.some((a) => a.Id === c.CompareAnswerId);
        const isNumber = c.CompareAnswerId.trim() !== '' && Number.isFinite(Number(c.CompareAnswerId));
        const ordered = c.ComparisonOperator !== 'eq' && c.ComparisonOperator !== 'ne';
        if (!(isAnswer || (ordered && isNumber))) issue(['Questions', i, 'Conditionals', j, 'CompareAnswerId']);
      }
      if (!isEnd(c.RedirectQuestionId)) {
        const target = byId.get(String(c.RedirectQuestionId));
        // Only forward jumps: a conditional can never send the patient back (no loops).
        if (!target || target.q.Index <= q.Index) issue(['Questions', i, 'Conditionals', j, 'RedirectQuestionId']);
      }
    });
  });
  prom.Scoring.QuestionIds.forEach((id, i) => {
    if (!byId.has(id)) issue(['Scoring', 'QuestionIds', i]);
  });
  prom.RiskRules.forEach((rule, i) => {
    const q = byId.get(rule.QuestionId)?.q;
    if (!q) return issue(['RiskRules', i, 'QuestionId']);
    const isAnswer = q.Answers.some((a) => a.Id === rule.CompareAnswerId);
    const isNumber = Number.isFinite(Number(rule.CompareAnswerId));
    const ordered = rule.ComparisonOperator !== 'eq' && rule.ComparisonOperator !== 'ne';
    if (!(isAnswer || (ordered && isNumber))) issue(['RiskRules', i, 'CompareAnswerId']);
  });
});
export type Prom = z.infer<typeof Prom>;
export type PromInput = z.input<typeof Prom>;

export const AnsweredQuestion = z.object({
  Id: z.string().optional(),
  QuestionId: RequiredText,
  AnswerId: z.string().nullable().optional(),
  AnswerIds: z.array(z.string()).optional(),
  Value: z.union([z.string(), z.number()]).nullable().optional(),
  CreatedDate: z.string().optional(),
  saved: z.boolean().optional(),
  Milliseconds: z.number().int().min(0).optional(),
  NotApplicable: z.boolean().optional(),
});
export type AnsweredQuestion = z.infer<typeof AnsweredQuestion>;

export const PromReport = z.object({
  Id: z.string().optional(),
  PromId: z.string().min(PROM_LIMITS.idMin).max(PROM_LIMITS.idMax),
  PatientId: z.string().nullable().optional(),
  Note: z.string().max(2000).nullable().optional(),
  CreatedDate: z.string().optional(),
  CompletedDate: z.string().nullable().optional(),
  ModifiedDate: z.string().optional(),
  Answers: z.array(AnsweredQuestion).default([]),
  AnswerCount: z.number().int().min(0).optional(),
  QuestionCount: z.number().int().min(0).optional(),
  LanguageId: z.enum(LANGUAGES).optional(),
  Version: z.number().int().min(0).default(0),
  Score: z.number().nullable().optional(),
  NormalizedScore: z.number().min(0).max(100).nullable().optional(),
  percentCompleted: z.number().min(0).max(100).optional(),
  isCompleted: z.boolean().optional(),
  isRecent: z.boolean().optional(),
  isFromRemote: z.boolean().optional(),
  needFullReport: z.boolean().optional(),
});
export type PromReport = z.infer<typeof PromReport>;
