import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@symptoms/domain';
import { queryKeys } from '../../api/query-keys';
import i18n from '../../i18n';
import { stubServer, userFixture } from '../../test/fake-server';
import { jsonResponse, renderWithProviders, signIn, signOut } from '../../test/render';
import { PersonnummerSection } from './PersonnummerSection';

const ORDER = '11111111-1111-4111-8111-111111111111';
const order = {
  OrderRef: ORDER,
  AutoStartToken: '22222222-2222-4222-8222-222222222222',
  QrData: `bankid.33333333-3333-4333-8333-333333333333.0.${'a'.repeat(64)}`,
  QrImage: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const completed = {
  OrderRef: ORDER,
  Status: 'complete',
  HintCode: null,
  CompletionData: {
    User: { PersonalNumber: '191212121212', Name: 'Tolvan Tolvansson', GivenName: 'Tolvan', Surname: 'Tolvansson' },
    Device: { IpAddress: '127.0.0.1' },
    BankIdIssueDate: null,
  },
};
// Collect runs every 2 s: each test waits for one round.
const AFTER_ONE_POLL = { timeout: 4_000 };

const proven: User = { ...userFixture, PersonnummerProof: 'bankid', PersonnummerProvenDate: '2026-03-12T09:30:00.000Z' };
const claimed: User = { ...userFixture, PersonnummerProof: null, PersonnummerProvenDate: null };
const lost: User = { ...claimed, Personnummer: null, PersonnummerRemovedDate: '2026-04-01T10:00:00.000Z' };

describe('the profile’s personnummer', () => {
  afterEach(async () => {
    signOut();
    await i18n.changeLanguage('sv');
  });

  it('says how and when a proven number was confirmed, as people write a date, and offers nothing more', () => {
    renderWithProviders(<PersonnummerSection user={proven} />);
    expect(screen.getByRole('textbox', { name: 'Personnummer' })).toHaveValue('19121212-****');
    expect(screen.getByText('Bekräftat med BankID den 12 mars 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bekräfta med BankID' })).toBeNull();
  });

  it('names the staff invite and the login service as the proof they were', () => {
    const { unmount } = renderWithProviders(<PersonnummerSection user={{ ...proven, PersonnummerProof: 'invite' }} />);
    expect(screen.getByText('Bekräftat av vården i inbjudan den 12 mars 2026.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<PersonnummerSection user={{ ...proven, PersonnummerProof: 'sso' }} />);
    expect(screen.getByText('Bekräftat med inloggningstjänsten den 12 mars 2026.')).toBeInTheDocument();
  });

  it('marks a number only stated as not confirmed, says what confirming gives, and offers BankID', () => {
    renderWithProviders(<PersonnummerSection user={claimed} />);
    expect(screen.getByRole('textbox', { name: 'Personnummer' })).toHaveValue('19121212-****');
    expect(screen.getByText('Inte bekräftat')).toBeInTheDocument();
    expect(screen.getByText(/Bekräfta det med BankID, så kan du logga in med BankID/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bekräfta med BankID' })).toBeInTheDocument();
  });

  it('shows no number on an account that lost its claim, says why and when, and how to confirm one', () => {
    renderWithProviders(<PersonnummerSection user={lost} />);
    expect(screen.queryByRole('textbox', { name: 'Personnummer' })).toBeNull();
    expect(screen.getByText('Ditt konto har inget personnummer')).toBeInTheDocument();
    expect(screen.getByText(/bekräftades den 1 april 2026 med e-legitimation på ett annat konto/)).toBeInTheDocument();
    expect(screen.getByText(/Angav du fel personnummer\? Bekräfta ditt eget med BankID\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bekräfta med BankID' })).toBeInTheDocument();
  });

  it('is fully English', async () => {
    await i18n.changeLanguage('en');
    const { unmount } = renderWithProviders(<PersonnummerSection user={proven} />);
    expect(screen.getByText('Confirmed with BankID on 12 March 2026.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<PersonnummerSection user={lost} />);
    expect(screen.getByText('Your account has no personal identity number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm with BankID' })).toBeInTheDocument();
  });

  it('confirms with the BankID order the person completed, and keeps the confirmed account', async () => {
    signIn();
    const confirmations: unknown[] = [];
    stubServer((url, init) => {
      if (url === '/api/bankid/auth/') return jsonResponse(order);
      if (url === `/api/bankid/collect/${ORDER}`) return jsonResponse(completed);
      if (url === '/identity/my/user/personnummer/bankid') {
        confirmations.push(JSON.parse(String(init?.body)));
        return jsonResponse(proven);
      }
      return undefined;
    });
    const { queryClient } = renderWithProviders(<PersonnummerSection user={claimed} />);
    queryClient.setQueryData(queryKeys.myUser, claimed);
    await userEvent.click(screen.getByRole('button', { name: 'Bekräfta med BankID' }));
    expect(await screen.findByRole('img', { name: 'QR-kod att läsa av med BankID-appen' })).toHaveAttribute('src', order.QrImage);
    expect(screen.getByRole('group', { name: 'Bekräfta personnumret med BankID' })).toBeInTheDocument();
    expect(await screen.findByText('Ditt personnummer är bekräftat med BankID.', {}, AFTER_ONE_POLL)).toBeInTheDocument();
    expect(confirmations).toEqual([{ OrderRef: ORDER }]);
    expect(queryClient.getQueryData(queryKeys.myUser)).toEqual(proven);
  });

  it('shows the server’s reason when BankID identified another number, and can start again', async () => {
    signIn();
    stubServer((url) => {
      if (url === '/api/bankid/auth/') return jsonResponse(order);
      if (url === `/api/bankid/collect/${ORDER}`) return jsonResponse(completed);
      if (url === '/identity/my/user/personnummer/bankid') {
        return jsonResponse(
          { ErrorCode: 4135, Message: 'Legitimeringen gäller ett annat personnummer än det som står på ditt konto.' },
          400,
        );
      }
      return undefined;
    });
    renderWithProviders(<PersonnummerSection user={claimed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bekräfta med BankID' }));
    const reason = await screen.findByText(
      'Legitimeringen gäller ett annat personnummer än det som står på ditt konto.',
      {},
      AFTER_ONE_POLL,
    );
    expect(reason.closest('[role="alert"]')).toHaveTextContent('Det gick inte att bekräfta med BankID');
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(screen.getByRole('button', { name: 'Bekräfta med BankID' })).toBeInTheDocument();
  });
});
