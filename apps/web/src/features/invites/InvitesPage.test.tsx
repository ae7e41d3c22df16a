import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invite } from '@symptoms/domain';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { InvitesPage } from './InvitesPage';

const sentInvite: Invite = {
  Id: '55555555-5555-4555-8555-555555555555',
  Email: 'ny@example.com',
  Description: 'Välkommen',
  ExpireDate: '2026-12-26T10:00:00.000Z',
  Used: false,
  UsedDate: null,
  Expired: false,
  Roles: ['pat'],
  GroupId: 'smartmottagningen',
  CreatedDate: '2026-11-26T10:00:00.000Z',
};

describe('InvitesPage', () => {
  afterEach(signOut);

  it('formats the personnummer as it is typed, checks the rows before sending, and sends them to the group', async () => {
    signIn({ role: 'phys', organization: 'exempel', group: 'smartmottagningen', groups: ['exempel/smartmottagningen:phys'] });
    const fetchMock = stubServer((url) => {
      if (url === '/identity/my/group/invites') return jsonResponse([sentInvite], 201);
      return undefined;
    });
    renderRoutes([{ path: '/invites', element: <InvitesPage /> }], '/invites');
    expect(await screen.findByText(/Bjud in patienter till din grupp/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Personnummer/), '8506152381');
    expect(screen.getByLabelText(/^Personnummer/)).toHaveValue('19850615-2381');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka inbjudningar' }));
    expect(await screen.findByText('Ogiltig e-postadress.')).toBeInTheDocument();
    expect(screen.getByText('Fältet är obligatoriskt.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText(/^E-postadress/), 'ny@example.com');
    await userEvent.type(screen.getByLabelText(/^Meddelande/), 'Välkommen');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka inbjudningar' }));
    expect(await screen.findByText('1 inbjudan skickad.')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({
      Description: 'Välkommen',
      Invites: [{ Email: 'ny@example.com', Personnummer: '198506152381' }],
    });
  });
});
