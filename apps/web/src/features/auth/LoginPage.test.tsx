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

  it('keeps the language chosen on the login screen after login, and saves it on the account', { timeout: 20_000 }, async () => {
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
    // The first test to sign in pays for loading the signed-in frame's chunk (every area's menus and alerts).
    expect(await screen.findByText('välkommen', undefined, { timeout: 10_000 })).toBeInTheDocument();
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

  it('asks an account with two-factor for its code, then goes on with the renewed token', async () => {
    const sent: { url: string; body: unknown }[] = [];
    let tokens = 0;
    stubServer((url, init) => {
      if (url === '/identity/token') {
        tokens++;
        const body = new URLSearchParams(String(init?.body));
        sent.push({ url, body: body.get('grant_type') });
        return jsonResponse(
          tokenFixture(
            tokens === 1 ? { twofactor_enabled: true, twofactor: true } : { twofactor_enabled: true, twofactor_authenticated: true },
          ),
        );
      }
      if (url === '/identity/my/user/2fa') {
        const body = JSON.parse(String(init?.body)) as { Code?: string; BackupCode?: string };
        sent.push({ url, body });
        return body.BackupCode === 'abcde-fghjk'
          ? new Response(null, { status: 204 })
          : jsonResponse({ ErrorCode: 4121, Message: 'Koden stämmer inte.' }, 400);
      }
      return undefined;
    });
    const { router } = renderRoutes(routes, '/login?redirect=%2Fnotes');
    await fillIn('patient@example.com', 'Symptoms-demo-1');
    expect(await screen.findByRole('heading', { name: 'Tvåstegsverifiering' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Kod från autentiseringsappen/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }));
    expect(await screen.findByText('Koden stämmer inte.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Använd en reservkod i stället' }));
    await userEvent.type(screen.getByLabelText(/Reservkod/), 'abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }));
    expect(await screen.findByText('anteckningar')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notes');
    expect(sent.map((s) => s.body)).toEqual([
      'password',
      { Code: '123456', SessionId: tokenFixture().session_id },
      { BackupCode: 'abcde-fghjk', SessionId: tokenFixture().session_id },
      'refresh_token',
    ]);
  });

  it('shows a deactivated account when it was deactivated, in words, and the way back', async () => {
    stubServer((url) =>
      url === '/identity/token'
        ? jsonResponse(tokenFixture({ deactivated: true, deactivated_date: '2026-11-20T23:30:00.000Z' }))
        : undefined,
    );
    renderRoutes(routes, '/login');
    await fillIn('patient@example.com', 'Symptoms-demo-1');
    expect(await screen.findByRole('heading', { name: 'Kontot är inaktiverat' })).toBeInTheDocument();
    expect(screen.getByText('Du inaktiverade kontot 21 november 2026 kl. 00:30.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aktivera kontot' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Börja om som ny patient' }));
    expect(screen.getByText(/raderas allt du har sparat/)).toBeInTheDocument();
  });
});
