import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPatient } from '@symptoms/domain';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { adminUser } from '../users/fixtures.test-data';
import PatientAccountPage from './PatientAccountPage';

const ADMIN = { role: 'admin' as const, organization: 'exempel', group: 'smartmottagningen', groups: ['exempel/smartmottagningen:admin'] };
const PATIENT_ID = '00000000-0000-4000-8000-0000000000aa';
const patient: AdminPatient = {
  ...adminUser({ FirstName: 'Tolvan', LastName: 'Tolvansson', Email: 'tolvan@example.com', HasPatient: true }),
  PatientId: PATIENT_ID,
};
const url = `/api/admin/patients/${PATIENT_ID}`;

const routes = [
  { path: '/admin/patients/:patientId/account', element: <PatientAccountPage /> },
  { path: '/admin/patients', element: <h1>Patienterna</h1> },
];

describe('a patient’s account page', () => {
  afterEach(signOut);

  it('corrects the name, refusing an empty one before sending, and shows what was saved', { timeout: 20_000 }, async () => {
    signIn(ADMIN);
    const sent: unknown[] = [];
    stubServer((requested, init) => {
      if (requested !== url) return undefined;
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as AdminPatient;
        sent.push(body);
        return jsonResponse({ ...patient, ...body, Version: patient.Version + 1 });
      }
      return jsonResponse(patient);
    });
    renderRoutes(routes, `/admin/patients/${PATIENT_ID}/account`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tolvan Tolvansson' })).toBeInTheDocument();
    expect(screen.getByText('tolvan@example.com')).toBeInTheDocument();
    expect(screen.getByText(/E-postadressen och personnumret ändrar personen själv/)).toBeInTheDocument();
    const first = screen.getByRole('textbox', { name: /^Förnamn/ });
    await userEvent.clear(first);
    await userEvent.click(screen.getByRole('button', { name: 'Spara uppgifterna' }));
    expect(sent).toEqual([]);
    await userEvent.type(first, 'Tolva');
    await userEvent.click(screen.getByRole('button', { name: 'Spara uppgifterna' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tolva Tolvansson' })).toBeInTheDocument();
    expect(sent).toEqual([{ FirstName: 'Tolva', LastName: 'Tolvansson', PhoneNumber: null, LanguageId: 'sv', Version: patient.Version }]);
  });

  it('anonymises only after a question naming what goes and stays, then goes back to the group’s list', async () => {
    signIn(ADMIN);
    const fetchMock = stubServer((requested, init) => {
      if (requested === `${url}?anonymize=true` && init?.method === 'DELETE') return new Response(null, { status: 204 });
      if (requested === url) return jsonResponse(patient);
      return undefined;
    });
    const { router } = renderRoutes(routes, `/admin/patients/${PATIENT_ID}/account`);
    await userEvent.click(await screen.findByRole('button', { name: 'Anonymisera' }));
    expect(await screen.findByText(/Rapporterna och formulären finns kvar utan koppling till personen/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Ja, anonymisera' }));
    expect(await screen.findByRole('heading', { name: 'Patienterna' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?list=group');
  });

  it('stays on the page with the server’s reason when the admin lacks two-factor', async () => {
    signIn(ADMIN);
    stubServer((requested, init) => {
      if (requested === `${url}/data` && init?.method === 'DELETE')
        return jsonResponse(
          { ErrorCode: 4155, Message: 'Slå på tvåstegsverifiering för ditt konto och logga in med den för att göra detta.' },
          403,
        );
      if (requested === url) return jsonResponse(patient);
      return undefined;
    });
    renderRoutes(routes, `/admin/patients/${PATIENT_ID}/account`);
    await userEvent.click(await screen.findByRole('button', { name: 'Radera all data' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ja, radera all data' }));
    expect(await screen.findByText(/Slå på tvåstegsverifiering/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tolvan Tolvansson' })).toBeInTheDocument();
  });

  it('shows another group’s patient as not found', async () => {
    signIn(ADMIN);
    stubServer();
    renderRoutes(routes, `/admin/patients/${PATIENT_ID}/account`);
    expect(await screen.findByText('Hittades inte.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Radera kontot' })).not.toBeInTheDocument();
  });
});
