import { describe, expect, it } from 'vitest';
import { StudySchemaUpdate } from '@symptoms/domain';
import { newTask, taskErrors, toInput } from './schema-form';

describe('the study schema form', () => {
  it('starts a schema at day 0 and puts each new task a week after the last', () => {
    const first = newTask([], 'phq9');
    expect(first).toMatchObject({ DaysAfterInclusion: 0, Action: 'prom', PromId: 'phq9', Automatic: true });
    expect(newTask([first, { ...first, DaysAfterInclusion: 14 }], null).DaysAfterInclusion).toBe(21);
  });

  it('sends what the server’s schema takes, and reads its errors per task', () => {
    const tasks = [newTask([], 'phq9'), { ...newTask([], null), AllowedDaysAfter: -2 }];
    const parsed = StudySchemaUpdate.safeParse({ Version: 0, Tasks: toInput(tasks) });
    expect(parsed.success).toBe(false);
    const paths = parsed.error!.issues.map((i) => i.path.join('.'));
    expect(paths.sort()).toEqual(['Tasks.1.AllowedDaysAfter', 'Tasks.1.PromId']);
    const errors = { 'Tasks.1.PromId': ['Fältet är obligatoriskt.'], 'Tasks.0.Priority': ['x'] };
    expect(taskErrors(errors, 1)).toEqual({ PromId: 'Fältet är obligatoriskt.' });
    expect(JSON.stringify(toInput(tasks))).not.toContain('"key"');
  });
});
