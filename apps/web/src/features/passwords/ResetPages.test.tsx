import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, renderRoutes } from '../../test/render';
import passwords from './module';

const routes = passwords.routes.map((route) => ({ path: route.path, element: route.element }));

describe('password reset routes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('/reset-password/{resetKey} checks that key and asks for the new password', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ TwoFactor: false }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/reset-password/nyckel-123');

    expect(await screen.findByRole('heading', { name: 'Välj ett nytt lösenord' }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Nytt lösenord/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map((c) => (c as unknown as [string])[0])).toEqual(['/identity/users/password/reset/nyckel-123/verify']);
  }, 15_000);

  it('/reset-password without a key still asks for the address', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({}));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/reset-password');

    expect(await screen.findByRole('heading', { name: 'Återställ lösenord' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/E-postadress/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  }, 15_000);
});
