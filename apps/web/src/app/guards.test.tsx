import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { capability } from '@symptoms/domain';
import type { FeatureRoute } from './feature-module';
import { buildRoutes } from './routes';
import { stubServer } from '../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut, tokenFixture } from '../test/render';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const routes: FeatureRoute[] = [
  { path: '/login', access: 'public', element: <Where /> },
  { path: '/welcome', access: 'signedIn', element: <Where /> },
  { path: '/admin/dashboard', access: 'signedIn', can: capability('statistics', 'read', 'organization'), element: <p>dashboard</p> },
  { path: '/notes', access: 'signedIn', module: 'notes', element: <p>notes</p> },
  { path: '/calendar', access: 'signedIn', module: 'calendar', element: <p>calendar</p> },
  { path: '/tos', access: 'signedIn', element: <Where /> },
];

describe('route guards', () => {
  afterEach(signOut);

  it('sends a visitor without a session to /login with the way back', async () => {
    stubServer();
    renderRoutes(buildRoutes(routes), '/admin/dashboard?tab=1');
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?redirect=%2Fadmin%2Fdashboard%3Ftab%3D1');
  });

  it('sends a role that is not allowed to /unauthorized', async () => {
    stubServer();
    signIn({ role: 'pat' });
    const { router } = renderRoutes(buildRoutes(routes), '/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Ingen behörighet' }, { timeout: 8000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  }, 15_000);

  it('sends a session that owes contracts to the terms, in a frame without menus or alerts', async () => {
    stubServer();
    signIn({ consented_to_required_contracts: false });
    renderRoutes(buildRoutes(routes), '/notes');
    expect(await screen.findByTestId('where', {}, { timeout: 8000 })).toHaveTextContent('/tos?redirect=%2Fnotes');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  }, 15_000);

  it('shows the menus once the contracts are answered', async () => {
    stubServer();
    signIn();
    renderRoutes(buildRoutes(routes), '/welcome');
    expect(await screen.findByRole('navigation', {}, { timeout: 8000 })).toBeInTheDocument();
  }, 15_000);

  it('lets an allowed role in', async () => {
    stubServer();
    // The organization's admin: the admin role in its own group (the group whose id is the organization's).
    signIn({ role: 'admin', organization: 'exempel', group: 'klinik', groups: ['exempel/exempel:admin', 'exempel/klinik:admin'] });
    renderRoutes(buildRoutes(routes), '/admin/dashboard');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('sends a group admin away from what only the organization’s admin may do', async () => {
    stubServer();
    signIn({ role: 'admin', organization: 'exempel', group: 'klinik', groups: ['exempel/klinik:admin'] });
    const { router } = renderRoutes(buildRoutes(routes), '/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Ingen behörighet' }, { timeout: 8000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  }, 15_000);

  it('sends a route of a disabled module to /welcome and opens an enabled one', async () => {
    stubServer();
    signIn();
    const { router } = renderRoutes(buildRoutes(routes), '/calendar');
    expect(await screen.findByTestId('where')).toHaveTextContent('/welcome');
    await router.navigate('/notes');
    expect(await screen.findByText('notes')).toBeInTheDocument();
  });

  it('treats a module the token switches off as disabled', async () => {
    stubServer();
    signIn({ use_notes: false });
    renderRoutes(buildRoutes(routes), '/notes');
    expect(await screen.findByTestId('where')).toHaveTextContent('/welcome');
  });

  it('shows login-loading while an expired token is renewed', async () => {
    let answerRefresh: (response: Response) => void = () => undefined;
    const refreshAnswer = new Promise<Response>((resolve) => (answerRefresh = resolve));
    stubServer((url) => (url === '/identity/token' ? refreshAnswer : undefined));
    signIn({ expires_in: 1 });
    renderRoutes(buildRoutes(routes), '/welcome');
    expect(await screen.findByText('Loggar in…')).toBeInTheDocument();
    answerRefresh(jsonResponse(tokenFixture({ access_token: 'access-2' })));
    expect(await screen.findByTestId('where')).toHaveTextContent('/welcome');
  });
});
