import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Share } from '@symptoms/domain';
import i18n from '../../i18n';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import SharesPage from './SharesPage';

const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const share = (i: number, overrides: Partial<Share> = {}): Share => ({
  ShareId: id(i),
  OrganizationId: '0',
  GroupId: '0',
  ShareWithUserId: id(100 + i),
  ShareWithUserFullName: `Doktor ${i}`,
  ShareWithUnit: null,
  SymptomReports: true,
  PromReports: false,
  StatusReports: true,
  Notes: false,
  Enabled: true,
  RequestedById: id(100 + i),
  RequestedBy: `Doktor ${i}`,
  RequestedDate: '2026-11-26T08:15:00.000Z',
  AcceptedDate: '2026-11-26T08:20:00.000Z',
  CreatedDate: '2026-11-26T08:15:00.000Z',
  ModifiedDate: '2026-11-26T08:20:00.000Z',
  PatientId: id(1000),
  PatientName: 'Test Person',
  PatientPersonnummer: '198001011234',
  Version: 0,
  ...overrides,
});

type Call = { method: string; url: string; body: unknown };

/** A fake shares server over `shares`, recording every call but the list. */
function serve(shares: Share[]) {
  const calls: Call[] = [];
  stubServer((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/my/shares' && method === 'GET') return jsonResponse(shares);
    if (!url.startsWith('/api/my/shares')) return undefined;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    if (method === 'POST' && url === '/api/my/shares') {
      if (body.ShareWithEmail === 'nobody@example.com')
        return jsonResponse({ ErrorCode: 4101, Message: 'Ingen vårdgivare eller enhet hittades.' }, 404);
      if (shares.some((s) => (body.ShareWithUnit ?? body.ShareWithEmail) === (s.ShareWithUnit ?? 'taken@example.com')))
        return jsonResponse({ ErrorCode: 4003, Message: 'Uppgifterna har ändrats sedan du hämtade dem. Ladda om och försök igen.' }, 409);
      shares.unshift(share(9, { ...body, ShareWithUserFullName: 'Ny Doktor' }));
      return jsonResponse(shares[0], 201);
    }
    const [, , , , shareId, action] = url.split('/');
    const target = shares.find((s) => s.ShareId === shareId)!;
    if (method === 'DELETE') {
      shares.splice(shares.indexOf(target), 1);
      return new Response(null, { status: 204 });
    }
    if (action === 'accept') target.AcceptedDate = '2026-11-26T09:00:00.000Z';
    if (action === 'disable' || action === 'enable') target.Enabled = action === 'enable';
    return jsonResponse(target);
  });
  return calls;
}

const open = () => renderRoutes([{ path: '/shares', element: <SharesPage /> }], '/shares');

describe('SharesPage', () => {
  afterEach(async () => {
    signOut();
    await i18n.changeLanguage('sv');
  });

  it('lists requests apart from shares, and accepts a request only after the confirmation', async () => {
    signIn();
    const calls = serve([share(1, { AcceptedDate: null, RequestedBy: 'Dr Berg' }), share(2)]);
    open();
    const requests = await screen.findByRole('region', { name: 'Förfrågningar' });
    expect(within(requests).getByText('Dr Berg vill att du delar')).toBeInTheDocument();
    expect(within(requests).getByText('26 november 2026 kl. 09:15')).toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'Dina delningar' });
    expect(within(mine).getByText('Doktor 2')).toBeInTheDocument();
    expect(within(mine).getByText('Symtom')).toBeInTheDocument();
    expect(within(mine).queryByText('Anteckningar')).not.toBeInTheDocument();

    await userEvent.click(within(requests).getByRole('button', { name: 'Godkänn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Godkänn förfrågan' });
    expect(calls).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Godkänn' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'POST', url: `/api/my/shares/${id(1)}/accept`, body: undefined }]));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Förfrågningar' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Dina delningar' })).getByText('Doktor 1')).toBeInTheDocument();
  });

  it('turns a share off with its switch and removes it after the confirmation', async () => {
    signIn();
    const calls = serve([share(2)]);
    open();
    await userEvent.click(await screen.findByRole('switch', { name: 'Delning med Doktor 2' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ method: 'POST', url: `/api/my/shares/${id(2)}/disable`, body: undefined }));
    expect(await screen.findByText('Av')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ta bort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort delning' });
    expect(within(dialog).getByText('Doktor 2 ser inte längre dina uppgifter.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ method: 'DELETE', url: `/api/my/shares/${id(2)}`, body: undefined }));
    expect(await screen.findByText('Du delar inget med någon.')).toBeInTheDocument();
  });

  it('shares with a personnummer typed as people type it, with what is ticked', async () => {
    signIn();
    const calls = serve([]);
    open();
    const input = await screen.findByRole('textbox', { name: 'Vårdgivarens personnummer' });
    await userEvent.type(input, '8001011234');
    expect(input).toHaveValue('19800101-1234');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Anteckningar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dela' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'POST',
          url: '/api/my/shares',
          body: { SymptomReports: true, PromReports: true, StatusReports: true, Notes: false, ShareWithPersonnummer: '198001011234' },
        },
      ]),
    );
    expect(await screen.findByText('Ny Doktor')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('says so under the field when nobody is found, and asks for a recipient first', async () => {
    signIn();
    const calls = serve([]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Dela' }));
    expect(await screen.findByText('Ange vem du vill dela med.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: 'E-post' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Vårdgivarens e-postadress' }), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Dela' }));
    expect(await screen.findByText('Ingen vårdgivare eller enhet hittades.')).toBeInTheDocument();
  });

  it('a second share with a unit says it exists, not that the data changed, and shows that share', async () => {
    signIn();
    serve([share(2), share(3, { ShareWithUnit: 'halsa', ShareWithUserFullName: null })]);
    open();
    await userEvent.click(await screen.findByRole('radio', { name: 'Enhet' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Enhetens id' }), 'halsa');
    await userEvent.click(screen.getByRole('button', { name: 'Dela' }));

    const alert = (await screen.findByText('Du delar redan med den mottagaren')).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('Det finns redan en delning med den vårdgivaren eller enheten.');
    expect(screen.queryByText(/Uppgifterna har ändrats/)).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Visa delningen' }));

    const existing = screen.getByText('Enheten halsa').closest('li')!;
    await waitFor(() => expect(existing).toHaveFocus());
    expect(existing).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Doktor 2').closest('li')).not.toHaveAttribute('aria-current');
  });

  it('a second share with a clinician says it exists and shows the list of shares', async () => {
    signIn();
    serve([share(2)]);
    open();
    await userEvent.click(await screen.findByRole('radio', { name: 'E-post' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Vårdgivarens e-postadress' }), 'taken@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Dela' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Visa delningen' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Dina delningar' })).toHaveFocus());
  });

  it('is fully English', async () => {
    signIn({ language: 'en' });
    await i18n.changeLanguage('en');
    serve([
      share(1, { AcceptedDate: null, RequestedBy: 'Dr Berg' }),
      share(2, { ShareWithUnit: 'clinic-a', ShareWithUserFullName: 'Clinic A' }),
    ]);
    open();
    expect(await screen.findByText('Dr Berg asks you to share')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shares', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('26 November 2026, 09:15')).toBeInTheDocument();
    expect(screen.getByText('The unit Clinic A')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: "The clinician's personal identity number" })).toBeInTheDocument();
  });
});
