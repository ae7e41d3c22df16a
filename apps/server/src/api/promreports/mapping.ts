import { PromReportEvents, type AnsweredQuestionInput, type LanguageId, type PromReportView } from '@symptoms/domain';
import type { Row } from '../../db/client';
import { tableTrashable, type TrashRow } from '../../platform/trash';

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

/** Every column but the answers: what lists, audit rows and the trash read. */
export const PROM_REPORT_SUMMARY_COLUMNS =
  'id, patient_id, prom_id, language_id, note, answer_count, question_count, percent_completed, completed_date, score, normalized_score, created_date, modified_date, version';
export const PROM_REPORT_COLUMNS = `${PROM_REPORT_SUMMARY_COLUMNS}, answers`;

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

/** What audit rows keep of a report: identity, counts and dates, never the answers or the note. */
export function auditablePromReport(row: PromReportRow): Record<string, unknown> {
  return {
    ...auditableNewPromReport({
      id: row.id,
      prom_id: row.prom_id,
      version: row.version,
      answer_count: row.answer_count,
      question_count: row.question_count,
      isCompleted: row.completed_date !== null,
    }),
    CreatedDate: row.created_date.toISOString(),
    ModifiedDate: row.modified_date.toISOString(),
  };
}

/** What audit rows keep of a report being written, before its dates exist (the database adds them). */
export function auditableNewPromReport(row: {
  id: string;
  prom_id: string;
  version: number;
  answer_count: number;
  question_count: number;
  isCompleted: boolean;
}): Record<string, unknown> {
  return {
    Id: row.id,
    PromId: row.prom_id,
    Version: row.version,
    AnswerCount: row.answer_count,
    QuestionCount: row.question_count,
    Completed: row.isCompleted,
  };
}

/** PROM reports in the trash: described by the PROM id and the answered count ("phq9 (9/10)"). */
export const promReportTrash = tableTrashable<PromReportRow & TrashRow>({
  resourceType: 'PromReport',
  table: 'prom_reports',
  events: { restored: PromReportEvents.created, deleted: PromReportEvents.deleted },
  eventIdKey: 'PromReportId',
  columns: PROM_REPORT_SUMMARY_COLUMNS.split(', '),
  describe: (row) => `${row.prom_id} (${row.answer_count}/${row.question_count})`,
  snapshot: (row) => auditablePromReport(row),
});
