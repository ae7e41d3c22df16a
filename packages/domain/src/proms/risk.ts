import type { LanguageId } from '../constants';
import { answersByQuestion, conditionalMatches, visibility } from './engine';
import { END_OF_PROM, type AnsweredQuestion, type Conditional, type Prom, type RiskGuidanceKind, type RiskRule } from './schemas';

/**
 * Risk rules: a declared part of an instrument (PHQ-9 item 9, for one), not a special case in a
 * screen. A rule compares one question's answer as a Conditional does (CompareAnswerId an answer of
 * that question, or a number) and names the guidance the patient is shown when it matches: on the
 * follow-up page after saving and at once in the stepwise display. The guidance texts are in
 * risk-guidance.ts; their source is recorded in docs/decisions.md.
 */

/** The rules of a Prom that the answers meet; a question the walk skips never matches. */
export function matchedRiskRules(prom: Prom, answers: readonly AnsweredQuestion[]): RiskRule[] {
  // A version stored before rules existed has none (read as an empty list).
  const rules = prom.RiskRules ?? [];
  if (rules.length === 0) return [];
  const { visibleQuestionIds } = visibility(prom, answers);
  const byQuestion = answersByQuestion(answers);
  return rules.filter((rule) => {
    if (!visibleQuestionIds.has(rule.QuestionId)) return false;
    const conditional: Conditional = {
      ComparisonOperator: rule.ComparisonOperator,
      CompareQuestionId: rule.QuestionId,
      CompareAnswerId: rule.CompareAnswerId,
      RedirectQuestionId: END_OF_PROM,
    };
    return conditionalMatches(prom, conditional, byQuestion);
  });
}

/** The distinct guidance the answers call for, in the order the rules declare it. */
export function riskGuidanceFor(prom: Prom, answers: readonly AnsweredQuestion[]): RiskGuidanceKind[] {
  return [...new Set(matchedRiskRules(prom, answers).map((r) => r.Guidance))];
}

interface RiskContact {
  /** Who to contact, as the service names itself. */
  name: string;
  /** The number to call, as dialled. */
  phone: string;
  /** When to choose this contact. */
  when: string;
}

export interface RiskGuidanceText {
  title: string;
  /** Paragraphs before the contacts. */
  lead: string[];
  contacts: RiskContact[];
  /** That nobody reads the answers as they are given. */
  notMonitored: string;
}

export type RiskGuidanceTexts = Readonly<Record<RiskGuidanceKind, Readonly<Record<LanguageId, RiskGuidanceText>>>>;
