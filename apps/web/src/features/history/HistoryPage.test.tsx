import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { stubServer } from '../../test/fake-server';
import { report, REPORT_ID } from '../symptoms/fixtures';
import HistoryPage from './HistoryPage';

vi.mock('../../ui/BodyFigure', () => import('../symptoms/test-figure'));

const PROM_REPORT_ID = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const WHEN = '2026-11-20T09:00:00.000Z';

describe('history', () => {
  beforeEach(() => signIn());
  afterEach(signOut);

  it('shows a symptom report with its figure and intensities, and a PROM report with its title and score', async () => {
    stubServer((url) => {
      if (url.startsWith('/api/my/historyitems'))
        return jsonResponse([
          { ResourceId: REPORT_ID, ResourceType: 'SymptomReport', CreatedDate: WHEN, ModifiedDate: WHEN, Item: report() },
          {
            ResourceId: PROM_REPORT_ID,
            ResourceType: 'PromReport',
            CreatedDate: WHEN,
            ModifiedDate: WHEN,
            Item: { Id: PROM_REPORT_ID, PromId: 'eq5d', Answers: [], Version: 1, Score: 12 },
          },
        ]);
      if (url === '/api/my/group/proms')
        return jsonResponse([
          {
            Id: 'eq5d',
            Language: 'sv',
            LanguageIds: ['sv'],
            Title: 'Hälsoenkät',
            Concept: 'Hälsa',
            About: '',
            OriginalName: 'EQ-5D',
            HideScore: false,
            IsVisible: true,
            QuestionCount: 5,
            Version: 1,
            PromGroups: [],
          },
        ]);
      return undefined;
    });
    renderRoutes([{ path: '/history', element: <HistoryPage /> }], '/history');
    expect(await screen.findByText('Ryggont (6 av 10)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Figur med markerade symtom: Ryggont (6 av 10)' })).toBeInTheDocument();
    expect(await screen.findByText('Hälsoenkät')).toBeInTheDocument();
    expect(screen.getByText(/Poäng 12/)).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Öppna' }).map((a) => a.getAttribute('href'));
    expect(links).toEqual([`/symptomreport/edit/${REPORT_ID}`, `/promreport/edit/eq5d/${PROM_REPORT_ID}`]);
  });

  it('loads the next page after the last item shown, naming its type', async () => {
    const note = (n: number) => {
      const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
      const item = { Id: id, Content: `Anteckning ${n}`, CreatedDate: WHEN, ModifiedDate: WHEN, Version: 0 };
      return { ResourceId: id, ResourceType: 'Note', CreatedDate: WHEN, ModifiedDate: WHEN, Item: item };
    };
    const asked: string[] = [];
    stubServer((url) => {
      if (!url.startsWith('/api/my/historyitems')) return undefined;
      asked.push(url);
      return jsonResponse(url.includes('after=') ? [note(30)] : Array.from({ length: 30 }, (_, i) => note(i)));
    });
    renderRoutes([{ path: '/history', element: <HistoryPage /> }], '/history');
    expect(await screen.findByText('Anteckning 29')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Visa fler' }));
    expect(await screen.findByText('Anteckning 30')).toBeInTheDocument();
    expect(asked.at(-1)).toBe(`/api/my/historyitems?take=30&after=${note(29).ResourceId}&afterType=Note`);
    expect(screen.queryByRole('button', { name: 'Visa fler' })).not.toBeInTheDocument();
  });
});
