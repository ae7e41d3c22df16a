import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxMail } from '@symptoms/domain';
import i18n from '../../i18n';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import EmailsPage from './EmailsPage';

const mail = (overrides: Partial<OutboxMail>): OutboxMail => ({
  Id: '11111111-1111-4111-8111-111111111111',
  Recipient: 'anna@example.com',
  Subject: 'Återställ ditt lösenord i Symptoms',
  CreatedDate: '2026-11-27T09:15:00.000Z',
  SentDate: '2026-11-27T09:15:05.000Z',
  Attempts: 1,
  LastAttempt: '2026-11-27T09:15:04.000Z',
  LastError: null,
  Status: 'sent',
  Body: [
    { Text: 'Hej!\nÖppna länken nedan inom en timme.\n\nVälj ett nytt lösenord: ' },
    { Secret: 'link', State: 'removed' },
    { Text: '\n\n— Symptoms' },
  ],
  ...overrides,
});

const outbox = [
  mail({}),
  mail({
    Id: '22222222-2222-4222-8222-222222222222',
    Recipient: 'bo@example.com',
    Subject: 'Ditt konto i Symptoms är inaktiverat',
    SentDate: null,
    Attempts: 0,
    LastAttempt: null,
    Status: 'waiting',
    Body: [{ Text: 'Aktiveringskod: ' }, { Secret: 'code', State: 'hidden' }],
  }),
  mail({ Id: '33333333-3333-4333-8333-333333333333', Recipient: 'cilla@example.com', SentDate: null, Attempts: 5, Status: 'unsent' }),
];

describe('EmailsPage', () => {
  afterEach(async () => {
    signOut();
    await i18n.changeLanguage('sv');
  });

  function render() {
    signIn({ role: 'admin', organization: '0', group: '0', groups: ['0/0:admin'] });
    stubServer((url) => (url === '/api/admin/emails' ? jsonResponse(outbox) : undefined));
    renderRoutes([{ path: '/admin/emails', element: <EmailsPage /> }], '/admin/emails');
  }

  it('shows a mail’s text on demand, with a note where its link or code was', async () => {
    render();
    const show = await screen.findByRole('button', { name: 'Visa meddelandet till anna@example.com' });
    expect(screen.queryByText(/Öppna länken nedan/)).not.toBeInTheDocument();
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    expect(await screen.findByText(/Öppna länken nedan inom en timme/)).toBeInTheDocument();
    expect(screen.getByText('länk borttagen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dölj meddelandet till anna@example.com' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Visa meddelandet till bo@example.com' }));
    expect(await screen.findByText('kod dold')).toBeInTheDocument();
    expect(screen.queryByText(/Öppna länken nedan/)).not.toBeInTheDocument();
    expect(screen.getByText('Skickas inte')).toBeInTheDocument();
  });

  it('says the same in English', async () => {
    await i18n.changeLanguage('en');
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Show message to bo@example.com' }));
    expect(await screen.findByText('code hidden')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show message to anna@example.com' }));
    expect(await screen.findByText('link removed')).toBeInTheDocument();
    expect(screen.getByText('Will not be sent')).toBeInTheDocument();
  });

  it('tells a failed request apart from an empty outbox, in Swedish and English, and tries again', async () => {
    signIn({ role: 'admin', organization: '0', group: '0', groups: ['0/0:admin'] });
    let fail = true;
    stubServer((url) => {
      if (url !== '/api/admin/emails') return undefined;
      return fail ? jsonResponse({ ErrorCode: 5000, Message: 'Fel' }, 500) : jsonResponse([]);
    });
    renderRoutes([{ path: '/admin/emails', element: <EmailsPage /> }], '/admin/emails');
    expect(await screen.findByRole('alert')).toHaveTextContent('Det gick inte att hämta utgående e-post.');
    expect(screen.queryByText('Ingen e-post ännu.')).not.toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('alert')).toHaveTextContent('The outbox could not be loaded.');
    expect(screen.queryByText('No e-mail yet.')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No e-mail yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
