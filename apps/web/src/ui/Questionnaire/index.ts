export { NormalView, type ViewProps } from './NormalView';
export { StepwiseView, END_OF_QUESTIONNAIRE, type StepwiseViewProps } from './StepwiseView';
export { ProgressBar } from './ProgressBar';
export { useAnswerActions, type AnswerActions } from './use-answer-actions';
export { useQuestionnaireState } from './use-questionnaire-state';
export { questionNumber } from './QuestionBlock';
export { numberError } from './ValueInputs';
export { RiskGuidance } from './RiskGuidance';
