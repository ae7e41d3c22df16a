import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { stubServer } from '../../test/fake-server';
import { beginSymptom, discardDraft, finishActive, getDraft, markFromStatus, startNewDraft, updateSymptom } from './draft-store';
import { report } from './fixtures';
import GradePage from './GradePage';
import NotePage from './NotePage';
import { NewReportPage } from './ReportPage';
import { TEST_MARK } from './test-figure';

vi.mock('../../ui/BodyFigure', () => import('./test-figure'));

const routes = [
  { path: '/welcome', element: <h1>Start</h1> },
  { path: '/statusreport/followup', element: <h1>Uppföljning av statusrapporten</h1> },
  { path: '/symptomreport', element: <NewReportPage /> },
  { path: '/symptomreport/:reportId/grade', element: <GradePage /> },
  { path: '/symptomreport/:reportId/note', element: <NotePage /> },
];

function server() {
  return stubServer((url, init) => {
    if (url === '/api/my/patient') return jsonResponse({ ErrorCode: 1004, Message: 'Ingen patient.' }, 404);
    if (url === '/api/my/symptoms') return jsonResponse([]);
    if (url === '/api/my/symptomreports?take=1') return jsonResponse([report()]);
    if (url === '/api/my/symptomreports' && init?.method === 'POST') return jsonResponse(report(), 201);
    return undefined;
  });
}

/** A graded symptom, new in this report, on the grade screen with `query`. */
function graded(query = '') {
  const draft = startNewDraft('female');
  beginSymptom({ key: 'localnew1', symptomId: null, name: 'Ryggvärk' });
  updateSymptom('localnew1', { marks: [TEST_MARK], intensity: 6 });
  return renderRoutes(routes, `/symptomreport/${draft.id}/grade?symptomid=localnew1${query}`);
}

describe('symptom note screen: newSymptom and fromstatus', { timeout: 20_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => {
    discardDraft();
    signOut();
  });

  it('from a status report: says so, and the saved report goes back to the status follow-up', async () => {
    server();
    const { router } = graded('&fromstatus=1');
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));

    await screen.findByRole('heading', { name: 'Anteckning', level: 1 });
    expect(new URLSearchParams(router.state.location.search).get('newSymptom')).toBe('true');
    expect(new URLSearchParams(router.state.location.search).get('fromstatus')).toBe('1');
    expect(screen.getByText(/Du markerade smärta i din statusrapport/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Klar' }));

    await screen.findByRole('heading', { name: 'Ny symtomrapport' });
    expect(router.state.location.pathname + router.state.location.search).toBe('/symptomreport?fromstatus=1');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByRole('heading', { name: 'Uppföljning av statusrapporten' })).toBeInTheDocument();
  });

  it('a report started from a status report carries fromstatus to the note without it in the URL', async () => {
    server();
    const { router } = graded();
    markFromStatus();
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    await screen.findByRole('heading', { name: 'Anteckning', level: 1 });
    expect(new URLSearchParams(router.state.location.search).get('fromstatus')).toBe('1');
  });

  it('a new symptom can be removed again from its note screen', async () => {
    server();
    const { router } = graded();
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    await screen.findByRole('heading', { name: 'Anteckning', level: 1 });
    expect(screen.getByText('Vill du berätta mer om Ryggvärk? Anteckningen är frivillig.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Ryggvärk från rapporten' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(getDraft()?.symptoms ?? []).toEqual([]);
  });

  it('a symptom already in the report has no remove button on its note screen', async () => {
    server();
    const draft = startNewDraft('female');
    beginSymptom({ key: 'localnew1', symptomId: null, name: 'Ryggvärk' });
    updateSymptom('localnew1', { marks: [TEST_MARK], intensity: 6 });
    finishActive();
    beginSymptom({ key: 'localnew1', symptomId: null, name: 'Ryggvärk' });
    const { router } = renderRoutes(routes, `/symptomreport/${draft.id}/grade?symptomid=localnew1`);
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));

    await screen.findByRole('heading', { name: 'Anteckning', level: 1 });
    expect(router.state.location.search).toBe('?symptomid=localnew1');
    expect(screen.queryByRole('button', { name: /Ta bort/ })).not.toBeInTheDocument();
  });
});
