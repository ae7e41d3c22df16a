import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@symptoms/domain';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderWithProviders, signIn, signOut } from '../../test/render';
import { SessionList } from './SessionList';

const CURRENT = '22222222-2222-4222-8222-222222222222';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36';

const session = (id: number, overrides: Partial<Session>): Session => ({
  Id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  Active: true,
  Current: false,
  City: 'Uppsala',
  Country: 'Sverige',
  Device: 'iPhone',
  GroupId: '0',
  OrganizationId: '0',
  LatestLogin: `2026-11-27T08:${String(id).padStart(2, '0')}:00.000Z`,
  OperatingSystem: 'iOS',
  Provider: 'password',
  RoleId: 'pat',
  ScopeId: null,
  UserAgent: PHONE,
  ...overrides,
});

// A day of logins on one phone (the last of them this one), and one on a laptop.
const sessions: Session[] = [
  ...Array.from({ length: 20 }, (_, i) => session(i, {})),
  session(21, { Id: CURRENT, Current: true, LatestLogin: '2026-11-27T20:00:00.000Z', Provider: 'bankid' }),
  session(22, { UserAgent: LAPTOP, Device: null, OperatingSystem: 'Linux', LatestLogin: '2026-11-26T09:00:00.000Z' }),
];

describe('SessionList', () => {
  afterEach(signOut);

  it('shows one card per device with its latest login and count; the older logins fold out', async () => {
    signIn();
    const ended: string[] = [];
    stubServer((url, init) => {
      if (url === '/identity/sessions') return jsonResponse(sessions);
      if (url.startsWith('/identity/sessions/') && init?.method === 'DELETE') {
        ended.push(url.split('/').at(-1)!);
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    renderWithProviders(<SessionList />);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['iPhone, iOS', 'Linux']);

    const phone = within(cards[0]!);
    expect(phone.getByText('Den här enheten')).toBeInTheDocument();
    expect(phone.getByText('21 inloggningar')).toBeInTheDocument();
    expect(phone.getByText(/^Uppsala, Sverige · BankID · Senast /)).toBeInTheDocument();
    // The current device is not logged out from its own card.
    expect(phone.queryByRole('button', { name: 'Logga ut' })).toBeNull();
    const fold = phone.getByRole('button', { name: 'Visa 20 tidigare inloggningar' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(fold);
    expect(phone.getByRole('button', { name: 'Dölj tidigare inloggningar' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(phone.getByRole('list')).getAllByRole('listitem')).toHaveLength(20);

    const laptop = within(cards[1]!);
    expect(laptop.queryByText(/inloggningar$/)).toBeNull();
    await userEvent.click(laptop.getByRole('button', { name: 'Logga ut' }));
    expect(ended).toEqual([sessions[21]!.Id]);
  });
});
