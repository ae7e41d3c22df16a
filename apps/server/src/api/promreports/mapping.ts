import type { AnsweredQuestionInput, LanguageId, PromReportView } from '@symptoms/domain';
import type { Row } from '../../db/client';

export interface PromReportRow extends Row {
  id: string;
  patient_id: string;
  prom_id: string;
  language_id: LanguageId;
  note: string | null;
  answers?: AnsweredQuestionInput[];
  answer_count: number;
  question_count: number;
  percent_completed: number;
  completed_date: Date | null;
  score: number | null;
  normalized_score: number | null;
  created_date: Date;
  modified_date: Date;
  version: number;
}

/** A report as the API answers it; without loaded answers it is a partial record (AnswerCount tells). */
export function toPromReport(row: PromReportRow): PromReportView {
  return {
    Id: row.id,
    PromId: row.prom_id,
    PatientId: row.patient_id,
    Note: row.note,
    CreatedDate: row.created_date.toISOString(),
    CompletedDate: row.completed_date ? row.completed_date.toISOString() : null,
    ModifiedDate: row.modified_date.toISOString(),
    Answers: row.answers ?? [],
    AnswerCount: row.answer_count,
    QuestionCount: row.question_count,
    LanguageId: row.language_id,
    Version: row.version,
    Score: row.score,
    NormalizedScore: row.normalized_score,
    percentCompleted: row.percent_completed,
    isCompleted: row.completed_date !== null,
  };
}
