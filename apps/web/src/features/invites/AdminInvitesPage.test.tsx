import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import AdminInvitesPage from './AdminInvitesPage';

describe('AdminInvitesPage', () => {
  afterEach(signOut);

  it('offers a group admin only the groups they administer, and sends the invite to the one chosen', { timeout: 30_000 }, async () => {
    signIn({ role: 'admin', organization: 'exempel', group: 'smartmottagningen', groups: ['exempel/smartmottagningen:admin'] });
    const fetchMock = stubServer((url, init) => {
      if (url === '/identity/admin/users/groups') return jsonResponse([{ Id: 'smartmottagningen', Name: 'Smärtmottagningen' }]);
      if (url === '/identity/admin/invites') return jsonResponse([]);
      if (url === '/identity/invites' && init?.method === 'POST') return jsonResponse([], 201);
      return undefined;
    });
    renderRoutes([{ path: '/admin/invites', element: <AdminInvitesPage /> }], '/admin/invites');
    const group = await screen.findByRole('combobox', { name: 'Grupp' });
    await within(group).findByRole('option', { name: 'Smärtmottagningen' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Smärtmottagningen']);
    expect(screen.getByText(/till en grupp du administrerar/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^E-postadress/), 'ny.lakare@example.com');
    await userEvent.type(screen.getByLabelText(/^Meddelande/), 'Välkommen till mottagningen');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka inbjudningar' }));
    const post = await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url, init]) => String(url) === '/identity/invites' && init?.method === 'POST');
      expect(call).toBeDefined();
      return call!;
    });
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({ GroupId: 'smartmottagningen', RoleId: 'phys' });
  });
});
