import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { stubServer } from '../../test/fake-server';
import { discardDraft, getDraft } from './draft-store';
import { definition, symptom, SYMPTOM_ID } from './fixtures';
import SymptomSelectPage from './SymptomSelectPage';
import { useWizardPresence } from './wizard-presence';

vi.mock('../../ui/BodyFigure', () => import('./test-figure'));

function setup(posted: unknown[] = [], path = '/symptom/select') {
  stubServer((url, init) => {
    if (url === '/api/my/patient') return jsonResponse({ ErrorCode: 1004, Message: 'Ingen patient.' }, 404);
    if (url === '/api/my/symptoms') return jsonResponse([symptom({ Name: 'Ryggont' })]);
    if (url === '/api/system/symptom-definitions')
      return jsonResponse([definition('Huvudvärk', false, 1), definition('Halsont', false, 2)]);
    if (url === '/api/my/symptom-definitions' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { Name: string };
      posted.push(body);
      return jsonResponse(definition(body.Name, true, 9), 201);
    }
    if (url === '/api/my/symptom-definitions')
      return jsonResponse([definition('Stickningar i foten', true, 3), definition('Ryggont', true, 4)]);
    return undefined;
  });
  return renderRoutes(
    [
      { path: '/symptom/select', element: <SymptomSelectPage /> },
      { path: '/symptomlist', element: <SymptomSelectPage fromQuestionnaire /> },
      { path: '/symptomreport/:reportId/draw', element: <DrawStub /> },
      { path: '/welcome', element: <h1>Start</h1> },
    ],
    path,
  );
}

/** The next wizard screen keeps the draft alive, as the real draw screen does. */
function DrawStub() {
  useWizardPresence();
  return <h1>Rita</h1>;
}

const input = () => screen.getByRole('textbox', { name: 'Symtom' });

describe('symptom select', { timeout: 20_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => {
    discardDraft();
    signOut();
  });

  it('shows the common symptoms before anything is typed, and filters every group by name from 3 letters', async () => {
    setup();
    expect(await screen.findByRole('button', { name: 'Stickningar i foten' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pågående' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Huvudvärk' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Halsont' })).toBeInTheDocument();

    await userEvent.type(input(), 'hu');
    expect(screen.getByRole('button', { name: 'Halsont' })).toBeInTheDocument();
    await userEvent.type(input(), 'v');
    expect(await screen.findByRole('button', { name: 'Huvudvärk' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Halsont' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stickningar i foten' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Vanliga symtom' })).toBeInTheDocument();
  });

  it('from a status report (fromstatus=1) marks the report it starts, so the note and the save know', async () => {
    setup([], '/symptom/select?fromstatus=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Huvudvärk' }));
    expect(await screen.findByRole('heading', { name: 'Rita' })).toBeInTheDocument();
    expect(getDraft()?.fromStatus).toBe(true);
  });

  it('adds a new name with Enter and goes on to draw it', async () => {
    const posted: unknown[] = [];
    const { router } = setup(posted);
    await screen.findByRole('button', { name: 'Stickningar i foten' });
    await userEvent.type(input(), 'Domningar i handen{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/symptomreport\/local[a-z0-9]+\/draw$/));
    expect(posted).toEqual([{ Name: 'Domningar i handen' }]);
    expect(getDraft()?.symptoms.map((s) => [s.name, s.symptomId])).toEqual([['Domningar i handen', null]]);
  });

  it('warns for 5 s about a name already added in any letter case, and checks the length', async () => {
    const posted: unknown[] = [];
    setup(posted);
    await screen.findByRole('button', { name: 'Stickningar i foten' });
    await userEvent.type(input(), 'RYGGONT{Enter}');
    expect(
      await screen.findByText('Symptomet är redan tillagt. Uppdatera det befintliga symptomet eller ändra namnet.'),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);

    fireEvent.change(input(), { target: { value: 'x'.repeat(61) } });
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till' }));
    expect(screen.getByText('Högst 60 tecken.')).toBeInTheDocument();
    fireEvent.change(input(), { target: { value: '   ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till' }));
    expect(screen.getByText('Skriv ett namn på symtomet.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('reports an ongoing symptom again under its own id', async () => {
    const { router } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Ryggont' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/draw$/));
    expect(getDraft()?.symptoms[0]).toMatchObject({ key: SYMPTOM_ID, symptomId: SYMPTOM_ID, name: 'Ryggont' });
  });

  it('offers "I have no symptoms" only when coming from a questionnaire', async () => {
    const { router } = setup();
    await screen.findByRole('button', { name: 'Stickningar i foten' });
    expect(screen.queryByRole('button', { name: 'Jag har inga symtom' })).toBeNull();
    await router.navigate('/symptomlist');
    await userEvent.click(await screen.findByRole('button', { name: 'Jag har inga symtom' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });
});
