import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { OrganizationPage } from './OrganizationPage';
import { OrganizationsPage } from './OrganizationsPage';

const SYSTEM_ADMIN = { role: 'admin' as const, organization: '0', group: '0', groups: ['0/0:admin'] };
const ORGANIZATION_ADMIN = { role: 'admin' as const, organization: 'exempel', group: 'exempel', groups: ['exempel/exempel:admin'] };
const region = { Id: 'region-ny', Name: 'Region Ny', Version: 0 };

/** The organizations, a new one made as sent, and one deleted. */
function server() {
  return stubServer((url, init) => {
    if (url.startsWith('/api/organizations?')) return jsonResponse({ Items: [region], Total: 1 });
    if (url === '/api/organizations' && init?.method === 'POST') {
      const sent = JSON.parse(String(init.body)) as { Id: string; Name: string };
      return jsonResponse({ ...sent, Version: 0 }, 201);
    }
    if (url === '/api/organizations/region-ny' && init?.method === 'DELETE') return new Response(null, { status: 204 });
    if (url.startsWith('/api/organizations/')) return jsonResponse({ ...region, Id: decodeURIComponent(url.split('/').at(-1)!) });
    return undefined;
  });
}

const routes = [
  { path: '/admin/organizations', element: <OrganizationsPage /> },
  { path: '/admin/organizations/:organizationId', element: <OrganizationPage /> },
];

describe('the organizations screens', () => {
  afterEach(signOut);

  it('let the service’s administrator create an organization, refusing a bad id before sending it', async () => {
    signIn(SYSTEM_ADMIN);
    const fetchMock = server();
    const { router } = renderRoutes(routes, '/admin/organizations');
    await userEvent.click(await screen.findByRole('button', { name: 'Ny organisation' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /^Id/ }), 'X');
    await userEvent.type(screen.getByRole('textbox', { name: /^Namn/ }), 'Region Väst');
    await userEvent.click(screen.getByRole('button', { name: 'Skapa organisationen' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    const id = screen.getByRole('textbox', { name: /^Id/ });
    await userEvent.clear(id);
    await userEvent.type(id, 'region-vast');
    await userEvent.click(screen.getByRole('button', { name: 'Skapa organisationen' }));
    await screen.findByRole('button', { name: 'Ta bort organisationen' });
    expect(router.state.location.pathname).toBe('/admin/organizations/region-vast');
  }, 20_000);

  it('let the service’s administrator delete an organization after a question naming the consequence', async () => {
    signIn(SYSTEM_ADMIN);
    server();
    const { router } = renderRoutes(routes, '/admin/organizations/region-ny');
    await userEvent.click(await screen.findByRole('button', { name: 'Ta bort organisationen' }));
    expect(screen.getByText(/Ta bort Region Ny med dess grupper.*hälsodata tas aldrig bort/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ja, ta bort' }));
    await screen.findByRole('link', { name: 'Region Ny' });
    expect(router.state.location.pathname).toBe('/admin/organizations');
  });

  it('offer an organization admin neither', async () => {
    signIn(ORGANIZATION_ADMIN);
    server();
    renderRoutes(routes, '/admin/organizations/region-ny');
    expect(await screen.findByRole('textbox', { name: /^Namn/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ta bort organisationen' })).not.toBeInTheDocument();
  });
});
