import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildRoutes } from '../../app/routes';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signOut, tokenFixture } from '../../test/render';
import i18n from '../../i18n';
import { LoginPage } from './LoginPage';

const routes = buildRoutes([
  { path: '/login', access: 'public', element: <LoginPage /> },
  { path: '/welcome', access: 'signedIn', element: <p>välkommen</p> },
  { path: '/notes', access: 'signedIn', element: <p>anteckningar</p> },
]);

async function fillIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText(/E-postadress/), email);
  await userEvent.type(screen.getByLabelText(/Lösenord/, { selector: 'input' }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Logga in' }));
}

describe('LoginPage', () => {
  afterEach(async () => {
    signOut();
    await i18n.changeLanguage('sv');
  });

  it('keeps the language chosen on the login screen after login, and saves it on the account', async () => {
    const saved: unknown[] = [];
    stubServer((url, init) => {
      if (url === '/identity/token') return jsonResponse(tokenFixture({ language: 'sv' }));
      if (url === '/identity/my/user' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        saved.push(body.LanguageId);
        return jsonResponse(body);
      }
      return undefined;
    });
    renderRoutes(routes, '/login');
    // The public layout's language switch.
    await userEvent.click(await screen.findByText('English'));
    expect(await screen.findByRole('heading', { name: 'Log in to Symptoms' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Email/), 'patient@example.com');
    await userEvent.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'Symptoms-demo-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('välkommen')).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(saved).toEqual(['en']);
  });

  it('shows the server message in Swedish next to the form', async () => {
    stubServer((url) =>
      url === '/identity/token' ? jsonResponse({ ErrorCode: 4107, Message: 'Fel e-postadress eller lösenord.' }, 400) : undefined,
    );
    renderRoutes(routes, '/login');
    expect(await screen.findByRole('heading', { name: 'Logga in på Symptoms' })).toBeInTheDocument();
    await fillIn('patient@example.com', 'fel');
    expect(await screen.findByRole('alert')).toHaveTextContent('Fel e-postadress eller lösenord.');
  });

  it('asks for missing fields without calling the server', async () => {
    const fetchMock = stubServer();
    renderRoutes(routes, '/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Logga in' }));
    expect(await screen.findAllByText('Fyll i det här fältet.')).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/identity/token')).toBe(false);
  });

  it('goes to the redirect target after login', async () => {
    stubServer((url) => (url === '/identity/token' ? jsonResponse(tokenFixture()) : undefined));
    const { router } = renderRoutes(routes, '/login?redirect=%2Fnotes');
    await fillIn('patient@example.com', 'Symptoms-demo-1');
    expect(await screen.findByText('anteckningar')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notes');
  });
});
