import type { CalendarItem } from '@symptoms/domain';
import { countByDayIn, stockholmStart, type CalendarSource } from '../platform/calendar-sources';
import { promReportCalendarSource } from './promreports/sources';
import { statusReportCalendarSource } from './statusreports/sources';
import { symptomReportCalendarSource } from './symptomreports/sources';

const NOTE_TITLE_MAX = 120;

/** Live notes (not in the trash), by the day they were written. Uses the notes_patient_live index. */
export const NOTES_CALENDAR_SOURCE: CalendarSource = {
  kind: 'Note',
  countByDay: countByDayIn('notes'),
  async itemsInRange(q, patientId, range) {
    const rows = await q.query<{ id: string; created_date: Date; title: string }>(
      `SELECT id, created_date, left(content, ${NOTE_TITLE_MAX}) AS title
         FROM notes
        WHERE patient_id = $1 AND deleted_date IS NULL
          AND created_date >= ${stockholmStart('$2')} AND created_date < ${stockholmStart('$3')}
        ORDER BY created_date, id`,
      [patientId, range.first, range.next],
    );
    return rows.map((row): CalendarItem => ({
      ResourceType: 'Note',
      ResourceId: row.id,
      CreatedDate: row.created_date.toISOString(),
      Title: row.title,
    }));
  },
};

/** The calendar's sources: status, symptom and PROM report areas add theirs here when they land. */
export const CALENDAR_SOURCES: CalendarSource[] = [
  NOTES_CALENDAR_SOURCE,
  statusReportCalendarSource,
  promReportCalendarSource,
  symptomReportCalendarSource,
];
