import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Patient } from '@symptoms/domain';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { stubServer } from '../../test/fake-server';
import ChooseMannequinPage, { safeRedirect } from './ChooseMannequinPage';

vi.mock('../../ui/BodyFigure', () => import('./test-figure'));

const patient = (overrides: Partial<Patient> = {}): Patient => ({
  Id: '11111111-1111-4111-8111-111111111111',
  Gender: 'undefined',
  Model: 'male',
  Birthyear: 1980,
  Language: 'sv',
  Country: 'Sverige',
  Region: null,
  County: null,
  Municipal: null,
  City: null,
  AreaCode: null,
  Version: 3,
  FirstName: 'Tolvan',
  LastName: 'Tolvansson',
  LastActive: null,
  Personnummer: '19121212****',
  AppVersion: null,
  TutorialsSeen: [],
  AdvancedManikin: false,
  PatientModelChosenSide: null,
  ...overrides,
});

function setup(current: Patient) {
  const sent: Record<string, unknown>[] = [];
  stubServer((url, init) => {
    if (url === '/api/my/patient' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      return jsonResponse({ ...current, ...body, Version: current.Version + 1 });
    }
    if (url === '/api/my/patient') return jsonResponse(current);
    return undefined;
  });
  const view = renderRoutes(
    [
      { path: '/choosemannequin', element: <ChooseMannequinPage /> },
      { path: '/symptomreport', element: <h1>Rapport</h1> },
    ],
    '/choosemannequin?redirect=%2Fsymptomreport',
  );
  return { ...view, sent };
}

describe('choose the figure', { timeout: 20_000 }, () => {
  beforeEach(() => signIn());
  afterEach(signOut);

  it('remembers the female figure on the profile and follows the redirect', async () => {
    const { router, sent } = setup(patient());
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Man' })).toBeChecked());
    await userEvent.click(screen.getByRole('radio', { name: 'Kvinna' }));
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/symptomreport'));
    expect(sent[0]).toMatchObject({ Model: 'female', Version: 3, Country: 'Sverige', PatientModelChosenSide: null });
    expect(sent[0]).not.toHaveProperty('Id');
  });

  it('asks for the hand when pain can be marked (the advanced figure)', async () => {
    const { sent } = setup(patient({ AdvancedManikin: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Nästa' }));
    expect(screen.getByRole('heading', { name: 'Vilken hand använder du mest?', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spara' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Vänster hand' }));
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(sent[0]).toMatchObject({ Model: 'male', PatientModelChosenSide: 'left' }));
  });

  it('from a status report pain follow-up goes on to choosing the symptom, keeping fromstatus', async () => {
    stubServer((url) => (url === '/api/my/patient' ? jsonResponse(patient()) : undefined));
    const { router } = renderRoutes(
      [
        { path: '/choosemannequin', element: <ChooseMannequinPage /> },
        { path: '/symptom/select', element: <h1>Välj symtom</h1> },
      ],
      '/choosemannequin?fromstatus=1',
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Man' })).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/symptom/select?fromstatus=1'));
  });

  it('follows only redirects inside the app', () => {
    expect(safeRedirect('/symptomreport')).toBe('/symptomreport');
    expect(safeRedirect('//evil.example')).toBe('/welcome');
    expect(safeRedirect('https://evil.example')).toBe('/welcome');
    expect(safeRedirect(null)).toBe('/welcome');
  });
});
