import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { stubServer } from '../../test/fake-server';
import { report, symptom, SYMPTOM_ID } from './fixtures';
import SymptomDetailsPage from './SymptomDetailsPage';

vi.mock('../../ui/BodyFigure', () => import('./test-figure'));

function setup(closed = false, deleteStatus = 204) {
  const calls: string[] = [];
  stubServer((url, init) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url === `/api/my/symptoms/${SYMPTOM_ID}/delete`)
      return deleteStatus === 204
        ? new Response(null, { status: 204 })
        : jsonResponse({ ErrorCode: 4109, Message: 'Avsluta symtomet innan du tar bort det.' }, deleteStatus);
    if (url === `/api/my/symptoms/${SYMPTOM_ID}/close`)
      return jsonResponse(symptom({ IsClosed: true, ClosedDate: '2026-11-21T09:00:00.000Z' }));
    if (url === `/api/my/symptoms/${SYMPTOM_ID}`)
      return jsonResponse(closed ? symptom({ IsClosed: true, ClosedDate: '2026-11-21T09:00:00.000Z' }) : symptom());
    if (url.startsWith('/api/my/symptomreports?take=')) return jsonResponse([report()]);
    return undefined;
  });
  const view = renderRoutes(
    [
      { path: '/symptom/:symptomId', element: <SymptomDetailsPage /> },
      { path: '/welcome', element: <h1>Start</h1> },
    ],
    `/symptom/${SYMPTOM_ID}`,
  );
  return { ...view, calls };
}

describe('symptom details', { timeout: 20_000 }, () => {
  beforeEach(() => signIn());
  afterEach(signOut);

  it('lists the reports with thumbnails and ends the symptom only after confirming', async () => {
    const { router, calls } = setup();
    await screen.findByRole('heading', { name: 'Ryggont', level: 1 });
    expect(await screen.findByRole('img', { name: /^Ryggont markerat på figuren/ })).toBeInTheDocument();
    expect(screen.getByText(/intensitet 6$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rapportera igen' })).toHaveAttribute('href', `/symptomreport?symptomid=${SYMPTOM_ID}`);

    await userEvent.click(screen.getByRole('button', { name: 'Avsluta symtomet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avsluta Ryggont?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(calls.some((c) => c.endsWith('/close'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Avsluta symtomet' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Avsluta Ryggont?' })).getByRole('button', { name: 'Avsluta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(calls).toContain(`POST /api/my/symptoms/${SYMPTOM_ID}/close`);
    expect(await screen.findByText('Symtomet är avslutat.')).toBeInTheDocument();
  });

  it('offers neither report again nor end for an ended symptom', async () => {
    setup(true);
    await screen.findByRole('heading', { name: 'Ryggont', level: 1 });
    expect(screen.getByText(/^Avslutat: /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avsluta symtomet' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Rapportera igen' })).toBeNull();
  });

  it('offers Delete only for an ended symptom', async () => {
    setup(false);
    await screen.findByRole('button', { name: 'Avsluta symtomet' });
    expect(screen.queryByRole('button', { name: 'Ta bort symtomet' })).toBeNull();
  });

  it('deletes an ended symptom only after its own confirmation, then the toast and the start page', async () => {
    const { router, calls } = setup(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Ta bort symtomet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort Ryggont?' });
    expect(within(dialog).getByText(/^Symtomet flyttas till papperskorgen/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/kan inte rapporteras igen/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(calls.some((c) => c.endsWith('/delete'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Ta bort symtomet' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Ta bort Ryggont?' })).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(calls.filter((c) => c.endsWith('/delete'))).toEqual([`POST /api/my/symptoms/${SYMPTOM_ID}/delete`]);
    expect(await screen.findByText('Symtomet är borttaget.')).toBeInTheDocument();
  });

  it('stays on the page with a failure toast when the delete is refused', async () => {
    const { router } = setup(true, 409);
    await userEvent.click(await screen.findByRole('button', { name: 'Ta bort symtomet' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Ta bort Ryggont?' })).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Det gick inte att ta bort symtomet. Försök igen.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/symptom/${SYMPTOM_ID}`);
  });
});
