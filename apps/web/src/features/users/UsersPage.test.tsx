import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { groups, listItem } from './fixtures.test-data';
import UsersPage from './UsersPage';

const ADMIN = {
  role: 'admin' as const,
  organization: 'exempel',
  group: 'smartmottagningen',
  groups: ['exempel/smartmottagningen:admin'],
};
const ORGANIZATION_ADMIN = { ...ADMIN, groups: ['exempel/exempel:admin', 'exempel/smartmottagningen:admin'] };

describe('UsersPage', () => {
  afterEach(signOut);

  it('lists the first page, loads the next after the last row, and searches on the server', { timeout: 30_000 }, async () => {
    signIn(ADMIN);
    const first = Array.from({ length: 20 }, (_, i) => listItem(i + 1));
    const fetchMock = stubServer((url) => {
      if (url === '/identity/admin/users/groups') return jsonResponse(groups);
      if (url === '/identity/users') return jsonResponse({ Users: first, Next: first[19]!.Id });
      if (url === `/identity/users?after=${first[19]!.Id}`) return jsonResponse({ Users: [listItem(21)], Next: null });
      if (url === '/identity/users?q=19790505-2382') return jsonResponse({ Users: [listItem(7, { FirstName: 'Karin' })], Next: null });
      return undefined;
    });
    renderRoutes([{ path: '/admin/users', element: <UsersPage /> }], '/admin/users');
    const list = await screen.findByRole('list', { name: 'Användare i dina grupper' });
    expect(await within(list).findByRole('link', { name: 'Förnamn1 Efternamn1' })).toHaveAttribute('href', `/admin/users/${first[0]!.Id}`);
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getAllByText('Läkare, Smärtmottagningen').length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Visa fler' }));
    expect(await within(list).findByRole('link', { name: 'Förnamn21 Efternamn21' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Visa fler' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Sök användare'), '19790505-2382');
    await userEvent.click(screen.getByRole('button', { name: 'Sök' }));
    const found = await screen.findByRole('list', { name: 'Användare i dina grupper' });
    expect(await within(found).findByRole('link', { name: 'Karin Efternamn7' })).toBeInTheDocument();
    expect(within(found).getAllByRole('listitem')).toHaveLength(1);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/identity/users?q=19790505-2382');
  });

  it('says so when nothing matches', async () => {
    signIn(ADMIN);
    stubServer((url) => {
      if (url === '/identity/admin/users/groups') return jsonResponse(groups);
      if (url.startsWith('/identity/users')) return jsonResponse({ Users: [], Next: null });
      return undefined;
    });
    renderRoutes([{ path: '/admin/users', element: <UsersPage /> }], '/admin/users?q=ingen');
    expect(await screen.findByText('Ingen användare matchar sökningen.')).toBeInTheDocument();
    expect(screen.getByLabelText('Sök användare')).toHaveValue('ingen');
  });

  it('says that the users could not be loaded, never that nothing matches', async () => {
    signIn(ADMIN);
    stubServer((url) => {
      if (url === '/identity/admin/users/groups') return jsonResponse(groups);
      if (url.startsWith('/identity/users')) return jsonResponse({ ErrorCode: 5000, Message: 'Fel' }, 500);
      return undefined;
    });
    renderRoutes([{ path: '/admin/users', element: <UsersPage /> }], '/admin/users?q=ingen');
    expect(await screen.findByRole('alert')).toHaveTextContent('Det gick inte att hämta användarna.');
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
    expect(screen.queryByText('Ingen användare matchar sökningen.')).not.toBeInTheDocument();
  });

  it('tells a group admin which groups they administer, and an organization admin that it is the whole organization', async () => {
    // The server answers the groups the caller administers: a group admin's own only.
    let administered = [groups[1]!];
    stubServer((url) => {
      if (url === '/identity/admin/users/groups') return jsonResponse(administered);
      if (url.startsWith('/identity/users')) return jsonResponse({ Users: [], Next: null });
      return undefined;
    });
    signIn(ADMIN);
    const first = renderRoutes([{ path: '/admin/users', element: <UsersPage /> }], '/admin/users');
    expect(await screen.findByText('Du administrerar Smärtmottagningen.')).toBeInTheDocument();
    first.unmount();
    administered = groups;
    signIn(ORGANIZATION_ADMIN);
    renderRoutes([{ path: '/admin/users', element: <UsersPage /> }], '/admin/users');
    expect(await screen.findByText('Du administrerar hela organisationen.')).toBeInTheDocument();
  });
});
