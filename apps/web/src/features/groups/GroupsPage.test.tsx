import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminGroup } from '@symptoms/domain';
import { groupFixture, stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { GroupPage } from './GroupPage';
import { GroupsPage } from './GroupsPage';

const GROUP_ADMIN = {
  role: 'admin' as const,
  organization: 'exempel',
  group: 'smartmottagningen',
  groups: ['exempel/smartmottagningen:admin'],
};
const ORGANIZATION_ADMIN = { ...GROUP_ADMIN, groups: ['exempel/exempel:admin', 'exempel/smartmottagningen:admin'] };

const clinic: AdminGroup = {
  ...groupFixture({ Id: 'smartmottagningen', OrganizationId: 'exempel', Name: 'Smärtmottagningen', DisplayName: 'Smärtmottagningen' }),
  SymptomDefinitions: [],
  PromGroups: [],
};

/** The server answers the groups the caller administers: a group admin's own only; a deletion as `deletion` says. */
function server(administered: AdminGroup[], deletion: Response = new Response(null, { status: 204 })) {
  return stubServer((url, init) => {
    if (init?.method === 'DELETE' && url === '/api/my/organization/groups/smartmottagningen') return deletion;
    if (url.startsWith('/api/my/organization/groups?'))
      return jsonResponse({
        Items: administered.map((g) => ({
          Id: g.Id,
          OrganizationId: g.OrganizationId,
          Name: g.Name,
          UrlSlug: g.UrlSlug,
          MemberCount: 3,
          Version: 0,
        })),
        Total: administered.length,
      });
    if (url === '/api/my/organization/groups/smartmottagningen') return jsonResponse(clinic);
    return undefined;
  });
}

describe('the groups screens', () => {
  afterEach(signOut);

  it('show a group admin their groups, read only: no new group, no saving', async () => {
    signIn(GROUP_ADMIN);
    server([clinic]);
    const list = renderRoutes([{ path: '/admin/groups', element: <GroupsPage /> }], '/admin/groups');
    expect(await screen.findByRole('link', { name: 'Smärtmottagningen' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Ny grupp' })).not.toBeInTheDocument();
    list.unmount();

    renderRoutes([{ path: '/admin/groups/:groupId', element: <GroupPage /> }], '/admin/groups/smartmottagningen');
    expect(await screen.findByText('Grupper skapas och ändras av en administratör för hela organisationen.')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Namn/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Spara' })).not.toBeInTheDocument();
  });

  it('let the organization’s admin create and save groups', async () => {
    signIn(ORGANIZATION_ADMIN);
    server([clinic]);
    const list = renderRoutes([{ path: '/admin/groups', element: <GroupsPage /> }], '/admin/groups');
    expect(await screen.findByRole('link', { name: 'Ny grupp' })).toBeInTheDocument();
    list.unmount();
    renderRoutes([{ path: '/admin/groups/:groupId', element: <GroupPage /> }], '/admin/groups/smartmottagningen');
    expect(await screen.findByRole('textbox', { name: /^Namn/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Spara' })).toBeInTheDocument();
  });

  it('let the organization’s admin delete a group after a question naming the consequence, and go back to the list', async () => {
    signIn(ORGANIZATION_ADMIN);
    const fetchMock = server([clinic]);
    renderRoutes(
      [
        { path: '/admin/groups/:groupId', element: <GroupPage /> },
        { path: '/admin/groups', element: <h1>Grupperna</h1> },
      ],
      '/admin/groups/smartmottagningen',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ta bort gruppen' }));
    expect(screen.getByText(/Ta bort Smärtmottagningen med dess inställningar.*hälsodata tas aldrig bort/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Ja, ta bort' }));
    expect(await screen.findByRole('heading', { name: 'Grupperna' })).toBeInTheDocument();
  });

  it('keep a group with members on its page with the server’s reason', async () => {
    signIn(ORGANIZATION_ADMIN);
    const refusal = jsonResponse({ ErrorCode: 4152, Message: 'Det finns fortfarande medlemmar eller patienter här.' }, 409);
    server([clinic], refusal);
    renderRoutes([{ path: '/admin/groups/:groupId', element: <GroupPage /> }], '/admin/groups/smartmottagningen');
    await userEvent.click(await screen.findByRole('button', { name: 'Ta bort gruppen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, ta bort' }));
    expect(await screen.findByText('Det finns fortfarande medlemmar eller patienter här.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Smärtmottagningen' })).toBeInTheDocument();
  });

  it('offer a group admin no deletion', async () => {
    signIn(GROUP_ADMIN);
    server([clinic]);
    renderRoutes([{ path: '/admin/groups/:groupId', element: <GroupPage /> }], '/admin/groups/smartmottagningen');
    expect(await screen.findByRole('textbox', { name: /^Namn/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Ta bort gruppen' })).not.toBeInTheDocument();
  });
});
