import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeMark } from '@symptoms/domain';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { stubServer } from '../../test/fake-server';
import { beginSymptom, discardDraft, getDraft, startNewDraft } from './draft-store';
import DrawPage from './DrawPage';
import { REPORT_ID, report } from './fixtures';
import GradePage from './GradePage';
import NotePage from './NotePage';
import { EditReportPage, NewReportPage } from './ReportPage';
import { TEST_MARK } from './test-figure';

vi.mock('../../ui/BodyFigure', () => import('./test-figure'));

const routes = [
  { path: '/welcome', element: <h1>Start</h1> },
  { path: '/symptomreport', element: <NewReportPage /> },
  { path: '/symptomreport/edit/:reportId', element: <EditReportPage /> },
  { path: '/symptomreport/:reportId/draw', element: <DrawPage /> },
  { path: '/symptomreport/:reportId/grade', element: <GradePage /> },
  { path: '/symptomreport/:reportId/note', element: <NotePage /> },
];

function server(onPost: (body: unknown) => Response = () => jsonResponse(report(), 201), previous: unknown[] = []) {
  return stubServer((url, init) => {
    if (url === '/api/my/patient') return jsonResponse({ ErrorCode: 1004, Message: 'Ingen patient.' }, 404);
    if (url === '/api/my/symptoms') return jsonResponse([]);
    if (url === '/api/my/symptomreports?take=1') return jsonResponse(previous);
    if (url === `/api/my/symptomreports/${REPORT_ID}` && init?.method === 'GET') return jsonResponse(report());
    if (url === '/api/my/symptomreports' && init?.method === 'POST') return onPost(JSON.parse(String(init.body)));
    return undefined;
  });
}

/** A new report with a new symptom, on the draw screen. */
function startDrawing() {
  const draft = startNewDraft('female');
  beginSymptom({ key: 'localnew1', symptomId: null, name: 'Ryggvärk' });
  return renderRoutes(routes, `/symptomreport/${draft.id}/draw?symptomid=localnew1`);
}

const next = () => screen.getByRole('button', { name: 'Nästa' });

describe('symptom report wizard', { timeout: 20_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => {
    discardDraft();
    signOut();
  });

  it('rotates, then draws: Next waits for a mark, Cancel goes back a step and on step 1 leaves without the symptom', async () => {
    server();
    const { router } = startDrawing();
    expect(screen.getByRole('heading', { name: 'Vrid', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Kroppsfigur/ })).toHaveAttribute('data-mode', 'camera');
    await userEvent.click(next());

    expect(screen.getByRole('heading', { name: 'Rita', level: 1 })).toBeInTheDocument();
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAccessibleDescription('Markera var du har symtomet först.');
    await userEvent.click(next());
    expect(router.state.location.pathname).toMatch(/\/draw$/);

    await userEvent.click(screen.getByRole('button', { name: 'test: rita' }));
    expect(next()).not.toHaveAttribute('aria-disabled');
    expect(screen.getByText('Markerat: ländrygg')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tillbaka' }));
    expect(screen.getByRole('heading', { name: 'Vrid', level: 1 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(getDraft()?.symptoms ?? []).toEqual([]);
  });

  it('keeps the draft across draw, grade and note, and saves it with encoded coordinates', async () => {
    const posted: unknown[] = [];
    server(
      (body) => {
        posted.push(body);
        return jsonResponse(report(), 201);
      },
      [report()],
    );
    const { router } = startDrawing();
    await userEvent.click(next());
    await userEvent.click(screen.getByRole('button', { name: 'test: rita' }));
    await userEvent.click(next());

    await screen.findByRole('heading', { name: 'Intensitet', level: 1 });
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next());
    expect(router.state.location.pathname).toMatch(/\/grade$/);
    await userEvent.click(screen.getByRole('radio', { name: '7' }));
    expect(screen.getByRole('radio', { name: '7' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(next());

    await screen.findByRole('heading', { name: 'Anteckning', level: 1 });
    // Back to the grade screen and forward again: the intensity is still there.
    await userEvent.click(screen.getByRole('button', { name: 'Tillbaka' }));
    expect(await screen.findByRole('radio', { name: '7' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(next());
    const note = await screen.findByRole('textbox', { name: 'Anteckning om Ryggvärk' });
    await userEvent.type(note, 'x');
    expect(screen.getByText('1 av 2000 tecken')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Klar' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(note, 'y');
    await userEvent.click(screen.getByRole('button', { name: 'Klar' }));

    await screen.findByRole('heading', { name: 'Ny symtomrapport' });
    expect(screen.getByText('Ryggvärk')).toBeInTheDocument();
    expect(screen.getByText('Intensitet 7 av 10')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(router.state.location.state).toEqual({ firstSymptomReport: false });
    const sent = posted[0] as { Model: string; Symptoms: { SymptomPoints: { X: number; Y: number; Z: number; Size: number }[] }[] };
    expect(sent.Model).toBe('female');
    expect(sent.Symptoms[0]).toMatchObject({ Symptom: { Name: 'Ryggvärk' }, Intensity: 7, Note: 'xy', BodyPart: 'lower back' });
    expect(decodeMark(sent.Symptoms[0]!.SymptomPoints[0]!)).toEqual({ X: TEST_MARK.X, Y: TEST_MARK.Y, Z: TEST_MARK.Z, Size: 1 });
    await waitFor(() => expect(getDraft()).toBeNull());
  });

  it('blocks Save until there is a report and every symptom is graded; Cancel discards the draft', async () => {
    server();
    const draft = startNewDraft('male');
    const { router } = renderRoutes(routes, '/symptomreport');
    const save = screen.getByRole('button', { name: 'Spara' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleDescription('Lägg till minst ett symtom först.');

    beginSymptom({ key: 'localnew2', symptomId: null, name: 'Yrsel' });
    expect(await screen.findByText('Intensitet saknas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spara' })).toHaveAccessibleDescription(
      'Alla symtom behöver en markering och en intensitet.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(getDraft()).toBeNull();
    expect(draft.id).toMatch(/^local[a-z0-9]+$/);
  });

  it('keeps the draft while moving between wizard screens and discards it on leaving to an unrelated screen', async () => {
    server();
    const { router } = startDrawing();
    await userEvent.click(next());
    await userEvent.click(screen.getByRole('button', { name: 'test: rita' }));
    await userEvent.click(next());
    await screen.findByRole('heading', { name: 'Intensitet', level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getDraft()?.symptoms[0]?.marks).toHaveLength(1);

    await router.navigate('/welcome');
    await waitFor(() => expect(getDraft()).toBeNull());
  });

  it('shows the text for ErrorCode 4007 when the 21st active symptom is saved', async () => {
    server(() => jsonResponse({ ErrorCode: 4007, Message: 'x' }, 400));
    const draft = startNewDraft('female');
    beginSymptom({ key: 'localnew3', symptomId: null, name: 'Klåda' });
    renderRoutes(routes, `/symptomreport/${draft.id}/draw?symptomid=localnew3`);
    await userEvent.click(next());
    await userEvent.click(screen.getByRole('button', { name: 'test: rita' }));
    await userEvent.click(next());
    await userEvent.click(await screen.findByRole('radio', { name: '3' }));
    await userEvent.click(next());
    await userEvent.click(await screen.findByRole('button', { name: 'Klar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Du har för många aktiva symptom (högst 20).')).toBeInTheDocument();
    expect(getDraft()?.symptoms).toHaveLength(1);
  });

  it('opens a saved report locked; unlocking asks first, and Save then needs a change', async () => {
    server();
    renderRoutes(routes, `/symptomreport/edit/${REPORT_ID}`);
    await screen.findByRole('heading', { name: 'Symtomrapport' });
    expect(screen.getByText('Rapporten är sparad och låst.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ändra Ryggont' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Spara' })).toHaveAccessibleDescription('Lås upp rapporten för att ändra den.');

    await userEvent.click(screen.getByRole('button', { name: 'Lås upp för att ändra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ändra en sparad rapport?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lås upp' }));
    await waitFor(() => expect(screen.queryByText('Rapporten är sparad och låst.')).toBeNull());
    expect(screen.getByRole('button', { name: 'Spara' })).toHaveAccessibleDescription('Du har inte ändrat något.');
    expect(screen.getByRole('button', { name: 'Ändra Ryggont' })).toBeInTheDocument();
  });
});
