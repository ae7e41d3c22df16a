export { NormalView, type ViewProps } from './NormalView';
export { StepwiseView, END_OF_QUESTIONNAIRE } from './StepwiseView';
export { ProgressBar } from './ProgressBar';
export { useAnswerActions, type AnswerActions } from './use-answer-actions';
export { useQuestionnaireState } from './use-questionnaire-state';
export { questionNumber } from './QuestionBlock';

export { RiskGuidance } from './RiskGuidance';
