import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderWithProviders, signIn, signOut } from '../../test/render';
import { adminUser } from './fixtures.test-data';
import { UserActions } from './UserActions';

describe('UserActions', () => {
  afterEach(signOut);

  it(
    'asks before each action, shows the spec’s toast, and the server’s reason when two-factor is missing',
    { timeout: 30_000 },
    async () => {
      signIn({ role: 'admin', organization: 'exempel', group: 'smartmottagningen', groups: ['exempel/smartmottagningen:admin'] });
      const user = adminUser({ HasPatient: true, TwoFactorEnabled: true });
      const fetchMock = stubServer((url, init) => {
        if (url === `/identity/users/${user.Id}/reset-password` && init?.method === 'POST') return new Response(null, { status: 204 });
        if (url === `/identity/users/${user.Id}/erase`)
          return jsonResponse(
            { ErrorCode: 4155, Message: 'Slå på tvåstegsverifiering för ditt konto och logga in med den för att göra detta.' },
            403,
          );
        return undefined;
      });
      const onDone = vi.fn();
      renderWithProviders(<UserActions user={user} onDone={onDone} />);
      for (const name of [
        'Stäng av tvåstegsverifiering *',
        'Ta bort från organisationen',
        'Radera all data *',
        'Anonymisera *',
        'Radera kontot *',
      ])
        expect(screen.getByRole('button', { name })).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Skicka lösenordsåterställning' }));
      expect(await screen.findByText('Karin Lund får ett mejl med en länk för att välja ett nytt lösenord.')).toBeInTheDocument();
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
      await userEvent.click(screen.getByRole('button', { name: 'Ja, fortsätt' }));
      expect(await screen.findByText('Ett mejl för att återställa lösenordet har skickats till användaren.')).toBeInTheDocument();
      expect(onDone).toHaveBeenCalledWith('resetPassword');

      await userEvent.click(screen.getByRole('button', { name: 'Radera all data *' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Ja, fortsätt' }));
      expect(await screen.findByText(/Slå på tvåstegsverifiering för ditt konto/)).toBeInTheDocument();
      expect(onDone).toHaveBeenCalledTimes(1);
    },
  );
});
