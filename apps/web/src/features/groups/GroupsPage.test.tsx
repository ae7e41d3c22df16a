import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
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

/** The server answers the groups the caller administers: a group admin's own only. */
function server(administered: AdminGroup[]) {
  return stubServer((url) => {
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
});
