import { describe, expect, it } from 'vitest';
import { StudyTaskInput } from './api';
import { daysLate, daysSinceInclusion, inclusionDayPlus, isStudyTaskDue, studyTaskState, windowOpensAt } from './due';

const task = { DaysAfterInclusion: 7, AllowedDaysBefore: 2, AllowedDaysAfter: 3 };

describe('the study task due rule (spec 1 §4)', () => {
  it('is due from DaysAfterInclusion to DaysAfterInclusion + AllowedDaysAfter, both included', () => {
    expect([6, 7, 8, 10, 11].map((d) => isStudyTaskDue(task, d))).toEqual([false, true, true, true, false]);
  });

  it('opens AllowedDaysBefore early, is late after the last due day, by whole days', () => {
    expect([4, 5, 6, 7, 10, 11, 14].map((d) => studyTaskState(task, d, false))).toEqual([
      'upcoming',
      'open',
      'open',
      'due',
      'due',
      'late',
      'late',
    ]);
    expect([10, 11, 14].map((d) => daysLate(task, d))).toEqual([0, 1, 4]);
    expect(studyTaskState(task, 14, true)).toBe('done');
  });

  it('a day-0 task with no slack is due on the day of joining only', () => {
    const day0 = { DaysAfterInclusion: 0, AllowedDaysBefore: 5, AllowedDaysAfter: 0 };
    expect([0, 1].map((d) => studyTaskState(day0, d, false))).toEqual(['due', 'late']);
  });

  it('counts Stockholm calendar days, not 24-hour spans', () => {
    // 23:30 Stockholm time (22:30Z in winter) and 00:30 the next morning: one day apart.
    expect(daysSinceInclusion('2026-01-10T22:30:00Z', '2026-01-10T23:30:00Z')).toBe(1);
    expect(daysSinceInclusion('2026-01-10T00:30:00Z', '2026-01-10T22:59:00Z')).toBe(0);
    // Across the spring change (29 March 2026, a 23-hour day) and the autumn one (25 October, 25 hours).
    expect(daysSinceInclusion('2026-03-28T12:00:00Z', '2026-03-30T06:00:00Z')).toBe(2);
    expect(daysSinceInclusion('2026-10-24T12:00:00Z', '2026-10-26T06:00:00Z')).toBe(2);
  });

  it('names the days and the instant the window opens in Stockholm time', () => {
    expect(inclusionDayPlus('2026-03-28T23:30:00Z', 7)).toBe('2026-04-05');
    expect(windowOpensAt('2026-01-10T12:00:00Z', task).toISOString()).toBe('2026-01-14T23:00:00.000Z');
  });
});

describe('the task editor’s schema', () => {
  const valid = {
    DaysAfterInclusion: 0,
    Priority: 1,
    AllowedDaysBefore: 0,
    AllowedDaysAfter: 7,
    Automatic: true,
    CardText: 'Fyll i PHQ-9',
    ModalHeader: null,
    ModalText: null,
    ModalButtonText: null,
    Action: 'prom',
    ActionLink: '',
    PromId: 'phq9',
    PromReference: null,
    StudyTaskNotifications: [{ NotificationText: 'Påminnelse', DaysAfterTask: 2 }],
  };
  it('takes a complete task and asks for the PROM of a prom task', () => {
    expect(StudyTaskInput.parse(valid)).toMatchObject({ ActionLink: null, StudyTaskNotifications: [{ RedcapVariable: null }] });
    const noProm = StudyTaskInput.safeParse({ ...valid, PromId: null });
    expect(noProm.error?.issues.map((i) => i.path.join('.'))).toEqual(['PromId']);
    const negative = StudyTaskInput.safeParse({ ...valid, AllowedDaysAfter: -1, Priority: 1.5 });
    expect(negative.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['AllowedDaysAfter', 'Priority']);
  });
});
