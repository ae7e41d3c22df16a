import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffPatient, StaffPatientPage } from '@symptoms/domain';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import PatientListPage from './PatientListPage';

const PHYSICIAN = {
  role: 'phys' as const,
  organization: 'exempel',
  group: 'smartmottagningen',
  groups: ['exempel/smartmottagningen:phys'],
};
const ADMIN = { role: 'admin' as const, organization: 'exempel', group: 'smartmottagningen', groups: ['exempel/smartmottagningen:admin'] };

const patient = (n: number, overrides: Partial<StaffPatient>): StaffPatient => ({
  PatientId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  FirstName: `Förnamn${n}`,
  LastName: `Efternamn${n}`,
  Personnummer: '19790505-****',
  Birthyear: 1979,
  LastActive: null,
  LatestReport: null,
  Shared: false,
  GroupPatient: true,
  RiskFlags: [],
  ...overrides,
});

/** Each list answers its own patients; the requests are kept to see which list was asked. */
function server(lists: Record<string, StaffPatient[]>) {
  return stubServer((url) => {
    const match = /^\/api\/admin\/patients(?:\/(group|shared|activity))?\?/.exec(url);
    if (!match) return undefined;
    const items = lists[match[1] ?? 'all'] ?? [];
    return jsonResponse({ Items: items, Total: items.length } satisfies StaffPatientPage);
  });
}

const routes = [
  { path: '/admin/patients', element: <PatientListPage /> },
  { path: '/admin/patients/:patientId/dashboard', element: <h1>Patientens översikt</h1> },
  { path: '/admin/patients/:patientId/account', element: <h1>Patientens konto</h1> },
];

describe('the patient list’s tabs', () => {
  afterEach(signOut);

  it('ask the server for each list, keep the choice in the address, and show the latest report on the activity list', async () => {
    signIn(PHYSICIAN);
    const fetchMock = server({
      all: [patient(1, { LastName: 'Alla' })],
      group: [patient(2, { LastName: 'Gruppen' })],
      shared: [patient(3, { LastName: 'Delad', Shared: true, GroupPatient: false })],
      activity: [patient(4, { LastName: 'Aktiv', LatestReport: '2026-03-01T09:05:00.000Z' })],
    });
    const { router } = renderRoutes(routes, '/admin/patients');
    expect(await screen.findByRole('link', { name: 'Förnamn1 Alla' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Delade med mig' }));
    expect(await screen.findByRole('link', { name: 'Förnamn3 Delad' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?list=shared');
    await userEvent.click(screen.getByRole('tab', { name: 'Senaste aktivitet' }));
    const row = (await screen.findByRole('link', { name: 'Förnamn4 Aktiv' })).closest('li')!;
    expect(within(row).getByText(/senaste rapport 1 mars 2026/)).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/patients'));
    expect(asked.map((url) => url.split('?')[0])).toEqual([
      '/api/admin/patients',
      '/api/admin/patients/shared',
      '/api/admin/patients/activity',
    ]);
  });

  it('say what each empty list means, and open a physician’s patient at the staff view', async () => {
    signIn(PHYSICIAN);
    server({ all: [patient(1, {})] });
    const { router } = renderRoutes(routes, '/admin/patients?list=group');
    expect(await screen.findByText('Det finns inga patienter i din aktiva grupp.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Alla' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Förnamn1 Efternamn1' }));
    expect(router.state.location.pathname).toBe(`/admin/patients/${patient(1, {}).PatientId}/dashboard`);
  });

  it('open an admin’s group patient at the account, and what a share opens at the staff view', async () => {
    signIn(ADMIN);
    server({ group: [patient(5, { Shared: true })] });
    const { router } = renderRoutes(routes, '/admin/patients?list=group');
    expect(await screen.findByText(/Du öppnar en patients konto/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Öppna det som delas med dig' })).toHaveAttribute(
      'href',
      `/admin/patients/${patient(5, {}).PatientId}/dashboard`,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Förnamn5 Efternamn5' }));
    expect(router.state.location.pathname).toBe(`/admin/patients/${patient(5, {}).PatientId}/account`);
  });
});
