import type { AnsweredQuestion, LanguageId, Question } from '@symptoms/domain';

/** What every answer input gets: the question, its answer entry, and the two ways to change it. */
export interface InputProps {
  question: Question;
  entry: AnsweredQuestion | undefined;
  /** Id of the element that names the question (its header). */
  labelId: string;
  disabled: boolean;
  language: LanguageId;
  /** Choice questions: choose or toggle an answer id (choosing the selected single answer again unselects it). */
  onChoose: (answerId: string) => void;
  /** Value questions and dropdowns: the new value; null or '' removes the answer. */
  onValue: (value: string | number | null) => void;
}

export function sortedAnswers(question: Question) {
  return [...question.Answers].sort((a, b) => a.Index - b.Index);
}
