import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildRoutes } from '../../../app/routes';
import { stubServer } from '../../../test/fake-server';
import { jsonResponse, renderRoutes, signOut, tokenFixture } from '../../../test/render';
import { setAnonymousLanguage } from '../../../api/client';
import i18n from '../../../i18n';
import { LoginPage } from '../LoginPage';
import { bankIdDevice, launchUrl } from './api';

const routes = buildRoutes([
  { path: '/login', access: 'public', element: <LoginPage /> },
  { path: '/welcome', access: 'signedIn', element: <p>välkommen</p> },
]);

const ORDER = '11111111-1111-4111-8111-111111111111';
const order = {
  OrderRef: ORDER,
  AutoStartToken: '22222222-2222-4222-8222-222222222222',
  QrData: `bankid.33333333-3333-4333-8333-333333333333.0.${'a'.repeat(64)}`,
  QrImage: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const collectAnswer =
  (body: unknown, status = 200) =>
  (url: string) =>
    url === '/api/bankid/auth/' ? jsonResponse(order) : url === `/api/bankid/collect/${ORDER}` ? jsonResponse(body, status) : undefined;

// Collect runs every 2 s: each test waits for one round.
const AFTER_ONE_POLL = { timeout: 4_000 };

// A journey waits for a poll or two (2 s each) and renders a whole page: on a loaded machine it outgrows the default 5 s.
describe('BankID login on the login page', { timeout: 15_000 }, () => {
  afterEach(signOut);

  it('shows the QR and the link for this device, then logs in with the completed order', async () => {
    const forms: string[] = [];
    stubServer((url, init) => {
      if (url === '/identity/token') {
        forms.push(String(init?.body));
        return jsonResponse(tokenFixture());
      }
      return collectAnswer({
        OrderRef: ORDER,
        Status: 'complete',
        HintCode: null,
        CompletionData: {
          User: { PersonalNumber: '191212121212', Name: 'Tolvan Tolvansson', GivenName: 'Tolvan', Surname: 'Tolvansson' },
          Device: { IpAddress: '127.0.0.1' },
          BankIdIssueDate: null,
        },
      })(url);
    });
    renderRoutes(routes, '/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Fortsätt med BankID' }));
    expect(await screen.findByRole('img', { name: 'QR-kod att läsa av med BankID-appen' })).toHaveAttribute('src', order.QrImage);
    expect(screen.getByRole('status')).toHaveTextContent('Starta BankID-appen.');
    expect(screen.getByRole('link', { name: 'Öppna BankID på den här enheten' })).toHaveAttribute(
      'href',
      `bankid:///?autostarttoken=${order.AutoStartToken}&redirect=null`,
    );
    expect(await screen.findByText('välkommen', {}, AFTER_ONE_POLL)).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(forms[0]))).toEqual({
      grant_type: 'bankid',
      personnummer: '191212121212',
      orderRef: ORDER,
    });
  });

  it('shows BankID’s message for a failed order', async () => {
    stubServer(collectAnswer({ OrderRef: ORDER, Status: 'failed', HintCode: 'certificateErr', CompletionData: null }));
    renderRoutes(routes, '/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Fortsätt med BankID' }));
    expect(await screen.findByRole('alert', {}, AFTER_ONE_POLL)).toHaveTextContent(
      'Det BankID du försöker använda är för gammalt eller spärrat. Använd ett annat BankID eller skaffa ett nytt hos din bank.',
    );
  });

  it('tells someone who opened BankID on this device that it is starting, and that it was not found', async () => {
    let answer = { OrderRef: ORDER, Status: 'pending', HintCode: 'outstandingTransaction', CompletionData: null };
    stubServer((url) => collectAnswer(answer)(url));
    renderRoutes(routes, '/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Fortsätt med BankID' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Öppna BankID på den här enheten' }));
    expect(await screen.findByText('Försöker starta BankID-appen.', {}, AFTER_ONE_POLL)).toBeInTheDocument();
    answer = { ...answer, Status: 'failed', HintCode: 'startFailed' };
    expect(await screen.findByRole('alert', {}, AFTER_ONE_POLL)).toHaveTextContent(
      /BankID-appen verkar inte finnas i din dator eller mobil/,
    );
  });

  it('shows the server’s message when someone under 18 is refused', async () => {
    stubServer(collectAnswer({ ErrorCode: 4002, Message: 'Du måste vara minst 18 år för att använda Symptoms.' }, 400));
    renderRoutes(routes, '/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Fortsätt med BankID' }));
    expect(await screen.findByRole('alert', {}, AFTER_ONE_POLL)).toHaveTextContent('Du måste vara minst 18 år för att använda Symptoms.');
  });

  it('shows how to confirm the number when no account holds it proven (issue 32)', async () => {
    const message =
      'Inget konto är bekräftat med ditt personnummer. Har du ett konto: logga in med e-post och lösenord och bekräfta ditt personnummer med BankID under Profil. Annars behöver du en inbjudan.';
    stubServer((url) => {
      // The answer takes a moment, as over a network: the screen has moved on to "Loggar in…" by then.
      if (url === '/identity/token')
        return new Promise((resolve) => setTimeout(() => resolve(jsonResponse({ ErrorCode: 4134, Message: message }, 400)), 100));
      return collectAnswer({
        OrderRef: ORDER,
        Status: 'complete',
        HintCode: null,
        CompletionData: {
          User: { PersonalNumber: '191212121212', Name: 'Tolvan Tolvansson', GivenName: 'Tolvan', Surname: 'Tolvansson' },
          Device: { IpAddress: '127.0.0.1' },
          BankIdIssueDate: null,
        },
      })(url);
    });
    renderRoutes(routes, '/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Fortsätt med BankID' }));
    const alert = await screen.findByRole('alert', {}, AFTER_ONE_POLL);
    expect(alert).toHaveTextContent('Det gick inte att logga in med BankID');
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByText('Loggar in…')).toBeNull();

    // The ways on (issue 35): an invite, or the password form, which takes the focus.
    const waysOn = screen.getByRole('group', { name: 'Så kommer du vidare' });
    expect(within(waysOn).getByRole('link', { name: 'Jag har en inbjudan' })).toHaveAttribute('href', '/register');
    await userEvent.click(within(waysOn).getByRole('button', { name: 'Logga in med lösenord' }));
    expect(screen.getByLabelText(/E-postadress/)).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Fortsätt med BankID' })).toBeInTheDocument();
  });

  it('answers in English in English, with the ways on in English', async () => {
    const message = 'No account is confirmed with your personal identity number.';
    const languages: (string | null)[] = [];
    stubServer((url, init) => {
      if (url === '/identity/token') {
        languages.push(new Headers(init?.headers).get('X-LanguageId'));
        return jsonResponse({ ErrorCode: 4134, Message: message }, 400);
      }
      return collectAnswer({
        OrderRef: ORDER,
        Status: 'complete',
        HintCode: null,
        CompletionData: {
          User: { PersonalNumber: '191212121212', Name: 'Tolvan Tolvansson', GivenName: 'Tolvan', Surname: 'Tolvansson' },
          Device: { IpAddress: '127.0.0.1' },
          BankIdIssueDate: null,
        },
      })(url);
    });
    setAnonymousLanguage('en');
    await i18n.changeLanguage('en');
    renderRoutes(routes, '/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with BankID' }));
    expect(await screen.findByRole('alert', {}, AFTER_ONE_POLL)).toHaveTextContent(message);
    expect(languages).toEqual(['en']);
    expect(screen.getByRole('group', { name: 'How to go on' })).toBeInTheDocument();
    setAnonymousLanguage('sv');
    await i18n.changeLanguage('sv');
  });
});

describe('BankID login on a phone', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('comes before the password form, and opens the app with a way back to this page', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
      maxTouchPoints: 5,
    });
    const gotQr: unknown[] = [];
    stubServer((url, init) => {
      if (url === '/api/bankid/auth/') gotQr.push(JSON.parse(String(init?.body)).GetQr);
      return collectAnswer({ OrderRef: ORDER, Status: 'pending', HintCode: 'started', CompletionData: null })(url);
    });
    renderRoutes(routes, '/login');
    const start = await screen.findByRole('button', { name: 'Fortsätt med BankID' });
    const email = screen.getByLabelText(/E-postadress/);
    expect(start.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(start);
    const open = await screen.findByRole('link', { name: 'Öppna BankID-appen' });
    expect(gotQr).toEqual([false]);
    const href = open.getAttribute('href')!;
    expect(href).toBe(
      `https://app.bankid.com/?autostarttoken=${order.AutoStartToken}&redirect=${encodeURIComponent(window.location.href)}`,
    );
    expect(href).not.toContain('redirect=null');
    expect(open.compareDocumentPosition(screen.getByRole('status')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // BankID has started on the phone: its words are of this device, not of a computer's card reader.
    await userEvent.click(open);
    await expect.poll(() => screen.getByRole('status').textContent, AFTER_ONE_POLL).toMatch(/i den här enheten/);
    expect(screen.getByRole('status')).not.toHaveTextContent(/datorn|kortläsaren/);
  });
});

describe('the BankID launch link', () => {
  it('starts a computer’s app with redirect=null, an iPhone’s with the page to come back to, an Android’s with none', () => {
    expect(launchUrl('t', { mobile: false, ios: false }, 'https://x.se/login')).toBe('bankid:///?autostarttoken=t&redirect=null');
    expect(launchUrl('t', { mobile: true, ios: true }, 'https://x.se/login?a=1')).toBe(
      'https://app.bankid.com/?autostarttoken=t&redirect=https%3A%2F%2Fx.se%2Flogin%3Fa%3D1',
    );
    expect(launchUrl('t', { mobile: true, ios: false }, 'https://x.se/login')).toBe('https://app.bankid.com/?autostarttoken=t');
  });

  it('knows an iPad that says it is a Mac by its touch screen', () => {
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15';
    expect(bankIdDevice(mac, 5)).toEqual({ mobile: true, ios: true });
    expect(bankIdDevice(mac, 0)).toEqual({ mobile: false, ios: false });
    expect(bankIdDevice('Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/131.0 Mobile Safari/537.36', 5)).toEqual({
      mobile: true,
      ios: false,
    });
  });
});
