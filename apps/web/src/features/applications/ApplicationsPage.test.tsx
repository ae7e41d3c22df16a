import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import ApplicationsPage from './ApplicationsPage';

const routes = [{ path: '/admin/applications/:applicationId?', element: <ApplicationsPage /> }];
const REDCAP = { Id: 'redcap', Description: 'REDCap-synk', ScopeId: 'api', RoleId: 'res', GroupId: 'studie', OrganizationId: 'org' };

describe('ApplicationsPage', () => {
  afterEach(signOut);

  it('names roles and scopes as people say them, and forgets a field’s error once the form is right and saved', async () => {
    signIn();
    const fetchMock = stubServer((url, init) => {
      if (url !== '/api/my/group/applications') return undefined;
      if (init?.method === 'POST') return jsonResponse({ ...REDCAP, Id: 'lab', Description: 'Labbsystem' }, 201);
      return jsonResponse([REDCAP]);
    });
    renderRoutes(routes, '/admin/applications');
    const row = (await screen.findByRole('link', { name: 'redcap' })).closest('tr')!;
    expect(within(row).getByText('Forskare')).toBeInTheDocument();
    expect(within(row).getByText('API (uppgifter)')).toBeInTheDocument();
    expect(within(row).queryByText('res')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Lägg till applikation' }));
    expect(await screen.findAllByText(/obligatoriskt|krävs|minst/i)).not.toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/^Id/), 'lab');
    await userEvent.type(screen.getByLabelText(/^Beskrivning/), 'Labbsystem');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till applikation' }));
    await expect.poll(() => fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
    expect(screen.queryByText(/obligatoriskt|krävs|minst/i)).toBeNull();
  });
});
