import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildRoutes } from '../../app/routes';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signOut } from '../../test/render';
import { contract } from '../consents/test-fixtures';
import { RegisterPage } from './RegisterPage';

const routes = buildRoutes([{ path: '/register/:inviteKey?', access: 'public', element: <RegisterPage /> }]);
const VALID = { Valid: true, GroupName: 'Smärtmottagningen', ExpireDate: '2026-12-26T10:00:00.000Z' };

async function fill(personnummer: string) {
  await userEvent.type(screen.getByLabelText(/^Förnamn/), 'Nora');
  await userEvent.type(screen.getByLabelText(/^Efternamn/), 'Ny');
  await userEvent.type(screen.getByLabelText(/^E-postadress/), 'ny@example.com');
  await userEvent.type(screen.getByLabelText(/^Personnummer/), personnummer);
  await userEvent.type(screen.getByLabelText(/^Lösenord/, { selector: 'input' }), 'en lång mening som lösenord');
}

describe('RegisterPage', () => {
  afterEach(signOut);

  it('says so when the invite cannot be used', async () => {
    stubServer((url) =>
      url === '/identity/invites/old/valid' ? jsonResponse({ Valid: false, GroupName: null, ExpireDate: null }) : undefined,
    );
    renderRoutes(routes, '/register/old');
    expect(await screen.findByText(/Inbjudan är ogiltig, redan använd eller har gått ut/)).toBeInTheDocument();
  });

  it('checks the personnummer before sending, then registers and says where the mail went', async () => {
    const fetchMock = stubServer((url) => {
      if (url === '/identity/invites/k1/valid') return jsonResponse(VALID);
      if (url === '/identity/invites/k1/valid-email') return jsonResponse({ Valid: true });
      if (url === '/identity/users/invite/k1') return jsonResponse({ MailSent: true });
      return undefined;
    });
    renderRoutes(routes, '/register/k1');
    expect(await screen.findByText(/inbjudan till Smärtmottagningen/)).toBeInTheDocument();
    await fill('19850615-2380');
    await userEvent.click(screen.getByRole('button', { name: 'Skapa konto' }));
    expect(await screen.findByText('Inte ett giltigt personnummer.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/identity/users/invite/k1')).toBe(false);

    await userEvent.clear(screen.getByLabelText(/^Personnummer/));
    await userEvent.type(screen.getByLabelText(/^Personnummer/), '19850615-2381');
    await userEvent.click(screen.getByRole('button', { name: 'Skapa konto' }));
    expect(await screen.findByText(/Vi har skickat ett mejl till ny@example.com/)).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => String(url) === '/identity/users/invite/k1')!;
    expect(JSON.parse(String(sent[1]!.body))).toMatchObject({ Personnummer: '19850615-2381', LanguageId: 'sv', PhoneNumber: null });
  });

  it('shows the server’s word on a weak password beside the field', async () => {
    stubServer((url) => {
      if (url === '/identity/invites/k2/valid') return jsonResponse(VALID);
      if (url === '/identity/users/invite/k2') {
        return jsonResponse(
          { ErrorCode: 4120, Message: 'Välj ett längre lösenord.', Errors: { NewPassword: ['Lösenordet är vanligt förekommande.'] } },
          400,
        );
      }
      return undefined;
    });
    renderRoutes(routes, '/register/k2');
    await screen.findByText(/inbjudan till Smärtmottagningen/);
    await fill('19850615-2381');
    await userEvent.click(screen.getByRole('button', { name: 'Skapa konto' }));
    expect(await screen.findByText('Lösenordet är vanligt förekommande.')).toBeInTheDocument();
  });

  it('shows what the person will be asked to approve before they register, each contract folded with what it lets the group see', async () => {
    stubServer((url) => {
      if (url === '/identity/invites/k2/valid') return jsonResponse(VALID);
      if (url === '/identity/invites/k2/contracts/sv')
        return jsonResponse([
          contract(1, { Title: 'Användarvillkor', Required: true }),
          contract(2, {
            Title: 'Samtycke till studien',
            Required: true,
            StatusReports: true,
            PromReports: true,
            GroupId: 'studie',
            Group: { DisplayName: 'Hälsa i vardagen', IsGlobal: false },
            Sections: [{ Title: 'Vad studien gör', Index: 0, Paragraphs: [{ Text: 'Vi följer hur du mår i sex månader.', Index: 0 }] }],
          }),
          contract(3, { Title: 'Nyhetsbrev' }),
        ]);
      return undefined;
    });
    renderRoutes(routes, '/register/k2');
    const section = await screen.findByRole('region', { name: 'Det här godkänner du' });
    expect(section).toHaveTextContent('Användarvillkor');
    expect(section).toHaveTextContent('Nyhetsbrev');
    expect(screen.getAllByText('Krävs')).toHaveLength(2);
    expect(screen.getByText('Frivilligt')).toBeInTheDocument();
    const study = screen.getByText('Samtycke till studien').closest('details')!;
    expect(study.open).toBe(false);
    await userEvent.click(screen.getByText('Samtycke till studien'));
    expect(study.open).toBe(true);
    expect(study).toHaveTextContent('Vi följer hur du mår i sex månader.');
    expect(study).toHaveTextContent('Med det här avtalet ser Hälsa i vardagen dina statusrapporter och formulärsvar');
  });
});
