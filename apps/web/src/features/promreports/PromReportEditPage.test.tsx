import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHQ9_ID, SCREENING_PROM_ID, shippedProm, type PromReportView } from '@symptoms/domain';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import PromReportEditPage from './PromReportEditPage';

const REPORT_ID = '00000000-0000-4000-8000-000000000042';

function view(overrides: Partial<PromReportView>): PromReportView {
  return {
    Id: REPORT_ID,
    PromId: SCREENING_PROM_ID,
    PatientId: '00000000-0000-4000-8000-000000000009',
    Note: null,
    CreatedDate: '2026-03-01T10:00:00.000Z',
    CompletedDate: null,
    ModifiedDate: '2026-03-01T10:00:00.000Z',
    Answers: [],
    AnswerCount: 0,
    QuestionCount: 2,
    LanguageId: 'sv',
    Version: 1,
    Score: null,
    NormalizedScore: null,
    percentCompleted: 0,
    isCompleted: false,
    ...overrides,
  };
}

function setup(path: string, options: { saved?: PromReportView; save?: (body: unknown) => Response } = {}) {
  signIn();
  const posted: unknown[] = [];
  stubServer((url, init) => {
    if (url.startsWith('/api/my/group/proms/')) {
      const id = decodeURIComponent(url.split('/').pop() ?? '');
      return jsonResponse(shippedProm(id, 'sv'));
    }
    if (url === `/api/my/promreports/${REPORT_ID}` && init?.method === 'GET') return jsonResponse(options.saved);
    if (url.startsWith('/api/my/promreports') && (init?.method === 'POST' || init?.method === 'PUT')) {
      const body: unknown = JSON.parse(String(init.body));
      posted.push(body);
      return options.save?.(body) ?? jsonResponse(view({ isCompleted: true, Answers: [] }), 201);
    }
    return undefined;
  });
  const routes = [
    { path: '/promreport/edit/:promId', element: <PromReportEditPage /> },
    { path: '/promreport/edit/:promId/:reportId', element: <PromReportEditPage /> },
    { path: '/promreport/followup/:id', element: <p>uppföljning</p> },
    { path: '/welcome', element: <p>startsidan</p> },
  ];
  return { posted, ...renderRoutes(routes, path) };
}

describe('the PROM fill-in page', { timeout: 20_000 }, () => {
  afterEach(() => {
    signOut();
    localStorage.clear();
  });

  it('gives a new report a local id without a dash and sends failed screening answers to start with the flag', async () => {
    const { router, posted } = setup(`/promreport/edit/${SCREENING_PROM_ID}`);
    expect(await screen.findByRole('heading', { name: 'Screening inför studien' })).toBeInTheDocument();
    const reportId = router.state.location.pathname.split('/').pop() ?? '';
    expect(reportId).toHaveLength(21);
    expect(reportId).not.toContain('-');

    const [q1Yes, q2Yes] = screen.getAllByRole('radio', { name: 'Ja' });
    expect(q2Yes).toBeDefined();
    await userEvent.click(q1Yes!);
    await userEvent.click(screen.getAllByRole('radio', { name: 'Nej' })[1]!);
    await userEvent.click(screen.getByRole('button', { name: 'Spara formuläret' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(router.state.location.search).toBe('?diatesthelpscreening=1');
    expect(posted).toEqual([
      expect.objectContaining({
        PromId: SCREENING_PROM_ID,
        Answers: [
          expect.objectContaining({ QuestionId: 'Q1-', AnswerId: 'Q1A1-' }),
          expect.objectContaining({ QuestionId: 'Q2-', AnswerId: 'Q2A2-' }),
        ],
      }),
    ]);
    expect((posted[0] as { Answers: { Milliseconds?: number }[] }).Answers[0]?.Milliseconds).toEqual(expect.any(Number));
  });

  it('opens a saved complete report locked and asks before unlocking', async () => {
    const saved = view({
      isCompleted: true,
      percentCompleted: 100,
      Answers: [
        { QuestionId: 'Q1-', AnswerId: 'Q1A2-', AnswerIds: ['Q1A2-'] },
        { QuestionId: 'Q2-', AnswerId: null, AnswerIds: [], Value: null, NotApplicable: true },
      ],
    });
    setup(`/promreport/edit/${SCREENING_PROM_ID}/${REPORT_ID}`, { saved });
    expect(await screen.findByText('Formuläret är sparat och låst')).toBeInTheDocument();
    expect(screen.getAllByRole('radio', { name: 'Nej' })[0]).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Lås upp och ändra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lås upp formuläret?' });
    await userEvent.click(screen.getByRole('button', { name: 'Ja, lås upp' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getAllByRole('radio', { name: 'Nej' })[0]).toBeEnabled();
    expect(screen.queryByText('Formuläret är sparat och låst')).not.toBeInTheDocument();
  });

  it('saves a partial report and shows the 4004 text when the report limit is reached', async () => {
    const { posted } = setup(`/promreport/edit/${PHQ9_ID}/localid123456789012345`, {
      save: () => jsonResponse({ ErrorCode: 4004, Message: 'Max' }, 400),
    });
    await screen.findByRole('heading', { name: /PHQ-9/ });
    const save = screen.getByRole('button', { name: 'Spara och fortsätt senare' });
    expect(save).toBeDisabled();
    expect(screen.getByText('Svara på minst en fråga för att kunna spara.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('radio', { name: 'Inte alls' })[0]!);
    expect(screen.getByText('Alla frågor är inte besvarade. Du kan spara nu och fortsätta senare.')).toBeInTheDocument();
    await userEvent.click(save);
    expect(await screen.findByText('Du har nått det högsta antalet ifyllda formulär av det här slaget.')).toBeInTheDocument();
    expect(posted).toHaveLength(1);
  });
});
