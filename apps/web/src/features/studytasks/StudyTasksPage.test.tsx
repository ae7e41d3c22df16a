import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PatientStudyTask } from '@symptoms/domain';
import i18n from '../../i18n';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import StudyTasksPage from './StudyTasksPage';

const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const task = (i: number, overrides: Partial<PatientStudyTask> = {}): PatientStudyTask => ({
  Id: id(i),
  GroupId: 'study-a',
  OrganizationId: 'org',
  GroupDisplayName: 'Hälsa i vardagen',
  DaysAfterInclusion: 0,
  Priority: 1,
  AllowedDaysBefore: 0,
  AllowedDaysAfter: 3,
  Automatic: true,
  CardText: `Uppgift ${i}`,
  ModalHeader: `Rubrik ${i}`,
  ModalText: `Text ${i}`,
  ModalButtonText: 'Sätt igång',
  Action: 'prom',
  ActionLink: null,
  PromId: 'phq9',
  PromReference: null,
  State: 'due',
  Done: false,
  DoneDate: null,
  DueFrom: '2026-11-26',
  DueTo: '2026-11-29',
  DaysLate: 0,
  Route: '/promreport/edit/phq9',
  ...overrides,
});

const open = (tasks: PatientStudyTask[]) => {
  stubServer((url) => (url === '/api/my/study-tasks' ? jsonResponse(tasks) : undefined));
  return renderRoutes(
    [
      { path: '/study-schemas', element: <StudyTasksPage /> },
      { path: '/promreport/edit/:promId', element: <h1>Formuläret</h1> },
    ],
    '/study-schemas',
  );
};

describe('StudyTasksPage', () => {
  afterEach(async () => {
    signOut();
    await i18n.changeLanguage('sv');
  });

  it('groups the tasks by group, sorted by group, day and priority; a done task shows its date and is not clickable', async () => {
    signIn();
    open([
      task(3, { GroupId: 'b', GroupDisplayName: 'Ö-studien', CardText: 'Sist' }),
      task(2, { DaysAfterInclusion: 7, State: 'upcoming', DueFrom: '2026-12-03', DueTo: '2026-12-06' }),
      task(1, { Priority: 2, State: 'done', Done: true, DoneDate: '2026-11-26T09:30:00.000Z' }),
      task(4, { Priority: 1, State: 'late', DaysLate: 2, CardText: 'Försenad' }),
    ]);
    const groups = await screen.findAllByRole('region');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual(['Hälsa i vardagen', 'Ö-studien']);
    const items = within(groups[0]!).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Försenad'),
      expect.stringContaining('Uppgift 1'),
      expect.stringContaining('Uppgift 2'),
    ]);
    expect(items[0]!.textContent).toContain('Försenad 2 dagar');
    expect(items[1]!.textContent).toContain('Klar 26 november 2026');
    expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(items[2]!.textContent).toContain('Ska göras mellan 3 december 2026 och 6 december 2026');
  });

  it('a due task opens its dialog, whose button goes to the task’s screen', async () => {
    signIn();
    open([task(1)]);
    await userEvent.click(await screen.findByRole('button', { name: /^Uppgift 1\./ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rubrik 1' });
    expect(within(dialog).getByText('Text 1')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sätt igång' }));
    expect(await screen.findByRole('heading', { name: 'Formuläret' })).toBeInTheDocument();
  });

  it('says so when there are no tasks', async () => {
    signIn();
    open([]);
    expect(await screen.findByText('Du har inga studieuppgifter just nu.')).toBeInTheDocument();
  });
});
