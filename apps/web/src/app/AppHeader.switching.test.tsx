import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { ModuleName } from '@symptoms/domain';
import { AppHeader } from './AppHeader';
import { clientConfig, groupFixture, stubServer } from '../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut, tokenFixture } from '../test/render';

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

const clinic = groupFixture({ Id: 'smart', OrganizationId: 'ex', Name: 'Smärtmottagningen', HelpUrl: 'https://example.com/hjalp' });
const study = groupFixture({ Id: 'study', OrganizationId: 'ex', Name: 'Hälsa i vardagen' });

function renderHeader(
  groups: string[],
  active: { organization: string; group: string; role: ReturnType<typeof tokenFixture>['role'] },
  modules?: ModuleName[],
) {
  const fetchMock = stubServer((url, init) => {
    if (url === '/api/env/config') return jsonResponse({ ...clientConfig, Modules: modules ?? clientConfig.Modules });
    if (url === '/api/my/groups') return jsonResponse([clinic, study]);
    if (url === '/identity/token' && init?.method === 'POST') {
      const form = new URLSearchParams(String(init.body));
      const group = form.get('group') ?? active.group;
      return jsonResponse(
        tokenFixture({ groups, organization: form.get('org') ?? active.organization, group, role: form.get('role') as never }),
      );
    }
    return undefined;
  });
  signIn({ groups, ...active });
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <AppHeader />
            <Where />
          </>
        ),
      },
    ],
    '/start',
  );
  return fetchMock;
}

describe('the header’s switchers', () => {
  it('shows neither switcher to a patient, nor to staff while their patient role is active', async () => {
    renderHeader(['0/0:pat'], { organization: '0', group: '0', role: 'pat' });
    await screen.findByRole('button', { name: /Tolvan/ }, { timeout: 5000 });
    expect(screen.queryByRole('combobox', { name: 'Roll' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Organisation och grupp' })).toBeNull();
  });

  it('hides the group switcher from staff who are not admin anywhere, and shows the role switcher in a staff group', async () => {
    renderHeader(['ex/smart:phys', 'ex/smart:res'], { organization: 'ex', group: 'smart', role: 'phys' });
    const roles = await screen.findByRole('combobox', { name: 'Roll' }, { timeout: 5000 });
    expect(
      within(roles)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Läkare', 'Forskare']);
    expect(screen.queryByRole('combobox', { name: 'Organisation och grupp' })).toBeNull();
  });

  it('shows an admin every group by name; choosing one refreshes the token with its first role and lands on that role’s page', async () => {
    const fetchMock = renderHeader(['ex/smart:admin', 'ex/study:res'], { organization: 'ex', group: 'smart', role: 'admin' });
    const groups = await screen.findByRole('combobox', { name: 'Organisation och grupp' }, { timeout: 5000 });
    await waitFor(() =>
      expect(
        within(groups)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Smärtmottagningen', 'Hälsa i vardagen']),
    );
    await userEvent.selectOptions(groups, 'ex/study');
    await waitFor(() => expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/admin/research'));
    const tokenCall = fetchMock.mock.calls.find(([url]) => String(url) === '/identity/token');
    const form = new URLSearchParams(String(tokenCall?.[1]?.body));
    expect([form.get('grant_type'), form.get('org'), form.get('group'), form.get('role')]).toEqual(['refresh_token', 'ex', 'study', 'res']);
  });

  it('switching role lands on the new role’s page', async () => {
    renderHeader(['ex/smart:admin', 'ex/smart:phys'], { organization: 'ex', group: 'smart', role: 'admin' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Roll' }, { timeout: 5000 }), 'phys');
    await waitFor(() => expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/admin/patients'));
  });
});

/** Opens the user menu once the user, the configuration and the groups are in, and names its items. */
async function openUserMenu(): Promise<(string | null)[]> {
  await userEvent.click(await screen.findByRole('button', { name: /Tolvan/ }, { timeout: 5000 }));
  await screen.findByRole('menuitem', { name: 'Om tjänsten', hidden: true }, { timeout: 5000 });
  return screen.getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent);
}

describe('the user menu', () => {
  it('shows the entries whose module is on and whose screen the role may open, and the group’s help in a new window', async () => {
    renderHeader(['ex/smart:pat'], { organization: 'ex', group: 'smart', role: 'pat' }, ['trash', 'shares']);
    const names = await openUserMenu();
    expect(names).toContain('Papperskorg');
    expect(names).toEqual(expect.arrayContaining(['Papperskorg', 'Delningar', 'Profil och inställningar', 'Om tjänsten', 'Logga ut']));
    // Modules off: the log, invites, bug reports; news has no screen in this build.
    for (const hidden of ['Logg', 'Bjud in', 'Rapportera fel', 'Nyheter']) expect(names).not.toContain(hidden);
    // jsdom never ends the menu's opening transition, so its items count as hidden.
    const help = screen.getByRole('menuitem', { name: /Hjälp/, hidden: true });
    expect(help.getAttribute('href')).toBe('https://example.com/hjalp');
    expect(help.getAttribute('target')).toBe('_blank');
  });

  it('gives staff no patient entries', async () => {
    renderHeader(['ex/smart:admin'], { organization: 'ex', group: 'smart', role: 'admin' }, ['trash', 'shares', 'auditlogs']);
    const names = await openUserMenu();
    expect(names).toContain('Profil och inställningar');
    for (const hidden of ['Papperskorg', 'Delningar', 'Logg']) expect(names).not.toContain(hidden);
  });
});
