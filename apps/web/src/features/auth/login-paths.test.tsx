import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { buildRoutes } from '../../app/routes';
import { stubServer } from '../../test/fake-server';
import { renderRoutes, signIn, signOut } from '../../test/render';
import auth from './module';

const routes = buildRoutes([...auth.routes, { path: '/welcome', access: 'signedIn', element: <p>välkommen</p> }]);

describe('where the login form is', { timeout: 20_000 }, () => {
  afterEach(signOut);

  it.each(['/', '/login'])('%s shows the login form to a visitor, without moving', async (path) => {
    stubServer();
    const { router } = renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { name: 'Logga in på Symptoms' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('/ sends a signed-in user to the landing page of the role', async () => {
    stubServer();
    signIn({ role: 'pat' });
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByText('välkommen', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
  });
});
