import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderWithProviders, signIn, signOut } from '../../test/render';
import { adminUser } from './fixtures.test-data';
import { UserActions } from './UserActions';

const GROUP_ADMIN = {
  role: 'admin' as const,
  organization: 'exempel',
  group: 'smartmottagningen',
  groups: ['exempel/smartmottagningen:admin'],
};
const ORGANIZATION_ADMIN = { ...GROUP_ADMIN, groups: ['exempel/exempel:admin', 'exempel/smartmottagningen:admin'] };

describe('UserActions', () => {
  afterEach(signOut);

  it(
    'asks before each action, shows the spec’s toast, and the server’s reason when two-factor is missing',
    { timeout: 30_000 },
    async () => {
      signIn(ORGANIZATION_ADMIN);
      const user = adminUser({ TwoFactorEnabled: true });
      const fetchMock = stubServer((url, init) => {
        if (url === `/identity/users/${user.Id}/reset-password` && init?.method === 'POST') return new Response(null, { status: 204 });
        if (url === `/identity/users/${user.Id}` && init?.method === 'DELETE')
          return jsonResponse(
            { ErrorCode: 4155, Message: 'Slå på tvåstegsverifiering för ditt konto och logga in med den för att göra detta.' },
            403,
          );
        return undefined;
      });
      const onDone = vi.fn();
      renderWithProviders(<UserActions user={user} onDone={onDone} />);
      for (const name of ['Stäng av tvåstegsverifiering *', 'Ta bort från organisationen', 'Radera kontot *'])
        expect(screen.getByRole('button', { name })).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Skicka lösenordsåterställning' }));
      expect(await screen.findByText('Karin Lund får ett mejl med en länk för att välja ett nytt lösenord.')).toBeInTheDocument();
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
      await userEvent.click(screen.getByRole('button', { name: 'Ja, fortsätt' }));
      expect(await screen.findByText('Ett mejl för att återställa lösenordet har skickats till användaren.')).toBeInTheDocument();
      expect(onDone).toHaveBeenCalledWith('resetPassword');

      await userEvent.click(screen.getByRole('button', { name: 'Radera kontot *' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Ja, fortsätt' }));
      expect(await screen.findByText(/Slå på tvåstegsverifiering för ditt konto/)).toBeInTheDocument();
      expect(onDone).toHaveBeenCalledTimes(1);
    },
  );

  it('offers no way to close a patient’s account, says the person closes it under Profil, and a group admin removes from their groups', async () => {
    signIn(GROUP_ADMIN);
    stubServer();
    renderWithProviders(<UserActions user={adminUser({ HasPatient: true })} onDone={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Ta bort från dina grupper' })).toBeInTheDocument();
    for (const name of [/Radera kontot/, /Radera all data/, /Anonymisera/, /Ta bort från organisationen/])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByText(/Det raderas eller anonymiseras på patientens sida under Patienter/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort från dina grupper' }));
    expect(await screen.findByText(/förlorar alla roller i grupperna du administrerar/)).toBeInTheDocument();
  });

  it('says why a user with roles in other groups is not the group admin’s to delete', () => {
    signIn(GROUP_ADMIN);
    stubServer();
    renderWithProviders(<UserActions user={adminUser({ OtherGroups: true })} onDone={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Radera kontot/ })).not.toBeInTheDocument();
    expect(screen.getByText(/också i grupper som du inte administrerar/)).toBeInTheDocument();
  });
});
