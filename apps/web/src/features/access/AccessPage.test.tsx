import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyAccess } from '@symptoms/domain';
import i18n from '../../i18n';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import AccessPage from './AccessPage';

const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const none = { StatusReports: false, SymptomReports: false, PromReports: false, Notes: false };

const ACCESS: MyAccess = {
  Groups: [
    {
      GroupId: 'studie',
      GroupName: 'Hälsa i vardagen',
      JoinedDate: '2026-03-12T09:00:00.000Z',
      Reads: { ...none, StatusReports: true, PromReports: true },
      Contracts: [{ ContractId: id(1), Title: 'Samtycke till studien' }],
      MissingRequired: [],
    },
    {
      GroupId: 'klinik',
      GroupName: 'Smärtmottagningen',
      JoinedDate: '2026-05-02T09:00:00.000Z',
      Reads: none,
      Contracts: [],
      MissingRequired: [{ ContractId: id(2), Title: 'Behandling av personuppgifter' }],
    },
  ],
  Shares: [
    { ShareId: id(3), Recipient: 'Karin Lund', IsUnit: false, Reads: { ...none, SymptomReports: true }, Enabled: true },
    { ShareId: id(4), Recipient: 'Vårdcentralen', IsUnit: true, Reads: { ...none, Notes: true }, Enabled: false },
  ],
};

const open = () => renderRoutes([{ path: '/access', element: <AccessPage /> }], '/access');

describe('AccessPage', () => {
  afterEach(async () => {
    signOut();
    await i18n.changeLanguage('sv');
  });

  it('says for each group and share what they see and why, in words a patient reads', async () => {
    signIn();
    stubServer((url) => (url === '/api/my/access' ? jsonResponse(ACCESS) : undefined));
    open();
    const study = await screen.findByRole('article', { name: 'Hälsa i vardagen' });
    expect(within(study).getByText('Personalen ser dina statusrapporter och formulärsvar, från och med 12 mars 2026.')).toBeInTheDocument();
    expect(within(study).getByText('Det står i avtalet du har godkänt: Samtycke till studien.')).toBeInTheDocument();
    const clinic = screen.getByRole('article', { name: 'Smärtmottagningen' });
    expect(within(clinic).getByText('Personalen ser inget av det du rapporterar.')).toBeInTheDocument();
    expect(
      within(clinic).getByText('Du har inte godkänt Behandling av personuppgifter. Så länge det inte är godkänt ser de ingenting.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Karin Lund' })).getByText('Ser dina symtom, allt du har rapporterat.'),
    ).toBeInTheDocument();
    const unit = screen.getByRole('article', { name: 'Vårdcentralen' });
    expect(within(unit).getByText('Avstängd')).toBeInTheDocument();
    expect(within(unit).getByText('Delningen är avstängd och visar inget just nu.')).toBeInTheDocument();
  });

  it('tells a failed request apart from an empty answer, and tries again', async () => {
    signIn();
    let fail = true;
    stubServer((url) => {
      if (url !== '/api/my/access') return undefined;
      return fail ? jsonResponse({ ErrorCode: 5000, Message: 'Fel' }, 500) : jsonResponse({ Groups: [], Shares: [] });
    });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Det gick inte att hämta vem som ser dina uppgifter.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByText('Du är inte med i någon mottagning eller studie.')).toBeInTheDocument();
    expect(screen.getByText('Du delar inget med någon.')).toBeInTheDocument();
  });

  it('is in English too', async () => {
    signIn();
    await i18n.changeLanguage('en');
    stubServer((url) => (url === '/api/my/access' ? jsonResponse(ACCESS) : undefined));
    open();
    const study = await screen.findByRole('article', { name: 'Hälsa i vardagen' });
    expect(within(study).getByText('The staff see your status reports and questionnaire answers, from 12 March 2026.')).toBeInTheDocument();
  });
});
