import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Share } from '@symptoms/domain';
import i18n from '../../i18n';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import ShareRequestsPage from './ShareRequestsPage';

const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const CLINICIAN = id(500);

/** A share with the signed-in clinician: accepted unless told otherwise. */
const share = (i: number, overrides: Partial<Share> = {}): Share => ({
  ShareId: id(i),
  OrganizationId: 'org',
  GroupId: 'clinic',
  ShareWithUserId: CLINICIAN,
  ShareWithUserFullName: 'Karin Lund',
  ShareWithUnit: null,
  SymptomReports: true,
  PromReports: false,
  StatusReports: true,
  Notes: false,
  Enabled: true,
  RequestedById: CLINICIAN,
  RequestedBy: 'Karin Lund',
  RequestedDate: '2026-11-26T08:15:00.000Z',
  AcceptedDate: '2026-11-27T13:05:00.000Z',
  CreatedDate: '2026-11-26T08:15:00.000Z',
  ModifiedDate: '2026-11-27T13:05:00.000Z',
  PatientId: id(1000 + i),
  PatientName: `Patient ${i}`,
  PatientPersonnummer: '19121212-****',
  Version: 0,
  ...overrides,
});

type Answer = (body: Record<string, unknown>) => Response;

/** A fake `physician/shares` over `shares`: POST answers with `answer` (default: a new request) and records its body. */
function serve(shares: Share[], answer?: Answer) {
  const posted: unknown[] = [];
  let reads = 0;
  stubServer((url, init) => {
    if (url !== '/api/physician/shares') return undefined;
    if ((init?.method ?? 'GET') === 'GET') {
      reads += 1;
      return jsonResponse(shares);
    }
    const body = JSON.parse(String(init!.body)) as Record<string, unknown>;
    posted.push(body);
    if (answer) return answer(body);
    const { PatientPersonnummer: _typed, ...flags } = body;
    const made = share(9, { ...flags, AcceptedDate: null, PatientName: 'Tolvan Tolvansson' });
    shares.unshift(made);
    return jsonResponse(made, 201);
  });
  return { posted, reads: () => reads };
}

const open = () => renderRoutes([{ path: '/admin/sharerequests', element: <ShareRequestsPage /> }], '/admin/sharerequests');
const asPhysician = () => signIn({ role: 'phys', pid: null, groups: ['org/clinic:phys'], organization: 'org', group: 'clinic' });

async function ask(personnummer: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Patientens personnummer' }), personnummer);
  await userEvent.click(screen.getByRole('button', { name: 'Skicka förfrågan' }));
}

describe('ShareRequestsPage', { timeout: 20_000 }, () => {
  afterEach(async () => {
    signOut();
    await i18n.changeLanguage('sv');
  });

  it('lists the unanswered requests apart from the shares, dates written in Stockholm time, and links only a share that is on', async () => {
    asPhysician();
    serve([
      share(1, { AcceptedDate: null, Notes: true }),
      share(2),
      share(3, { Enabled: false }),
      share(4, { ShareWithUserId: null, ShareWithUnit: 'clinic', ShareWithUserFullName: 'Smärtmottagningen', RequestedById: null }),
    ]);
    open();
    expect(await screen.findByRole('heading', { name: 'Delningar', level: 1 })).toBeInTheDocument();

    const requests = await screen.findByRole('region', { name: 'Dina förfrågningar' });
    const request = within(requests).getByRole('listitem', { name: 'Patient 1' });
    expect(within(request).getByText('Patient 1, 19121212-****')).toBeInTheDocument();
    expect(within(request).getByText('Väntar på svar')).toBeInTheDocument();
    expect(within(request).getByText('Skickad 26 november 2026 kl. 09:15')).toBeInTheDocument();
    const asked = within(request).getByRole('group', { name: 'Ber om' });
    expect(within(asked).getByText('Symtomrapporter')).toBeInTheDocument();
    expect(within(asked).getByText('Anteckningar')).toBeInTheDocument();
    expect(within(asked).queryByText('Formulärsvar')).not.toBeInTheDocument();
    expect(within(requests).queryByRole('link')).not.toBeInTheDocument();

    const shared = screen.getByRole('region', { name: 'Delat med dig' });
    expect(
      within(shared)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Patient 2', 'Patient 3', 'Patient 4']);
    expect(within(shared).getByRole('link', { name: 'Patient 2, 19121212-****' })).toHaveAttribute(
      'href',
      `/admin/patients/${id(1002)}/dashboard`,
    );
    expect(within(shared).getAllByText('Delad sedan 27 november 2026 kl. 14:05')).toHaveLength(3);
    const off = within(shared).getByRole('listitem', { name: 'Patient 3' });
    expect(within(off).getByText('Avstängd av patienten')).toBeInTheDocument();
    expect(within(off).queryByRole('link')).not.toBeInTheDocument();
    const unit = within(shared).getByRole('listitem', { name: 'Patient 4' });
    expect(within(unit).getByText('Delad med enheten Smärtmottagningen')).toBeInTheDocument();
  });

  it('asks with the personnummer as typed and the ticked parts, then lists the new request and empties the form', async () => {
    asPhysician();
    const server = serve([]);
    open();
    expect(await screen.findByText('Du har inga obesvarade förfrågningar.')).toBeInTheDocument();
    expect(screen.getByText('Ingen patient delar något med dig ännu.')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Patientens personnummer' });
    await userEvent.type(input, '8503122387');
    expect(input).toHaveValue('19850312-2387');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Formulärsvar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skicka förfrågan' }));
    await waitFor(() =>
      expect(server.posted).toEqual([
        { SymptomReports: true, PromReports: false, StatusReports: true, Notes: true, PatientPersonnummer: '198503122387' },
      ]),
    );
    const requests = screen.getByRole('region', { name: 'Dina förfrågningar' });
    expect(await within(requests).findByText('Tolvan Tolvansson, 19121212-****')).toBeInTheDocument();
    expect(server.reads()).toBe(2);
    expect(input).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Formulärsvar' })).toBeChecked();
  });

  it('checks the number and the choice before sending anything', async () => {
    asPhysician();
    const server = serve([]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Skicka förfrågan' }));
    expect(await screen.findByText('Ange patientens personnummer.')).toBeInTheDocument();
    await ask('191212121213');
    expect(await screen.findByText('Inte ett giltigt personnummer.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Patientens personnummer' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Patientens personnummer' }));
    for (const flag of ['Symtomrapporter', 'Formulärsvar', 'Statusrapporter', 'Anteckningar'])
      await userEvent.click(screen.getByRole('checkbox', { name: flag }));
    await ask('191212121212');
    expect(await screen.findByText('Välj minst en sak att be om.')).toHaveAttribute('role', 'alert');
    expect(server.posted).toEqual([]);
  });

  it.each([
    [404, { ErrorCode: 4101, Message: 'Hittades inte.' }, 'Ingen patient med det personnumret hittades.'],
    [
      409,
      { ErrorCode: 4003, Message: 'Uppgifterna har ändrats.' },
      'Det finns redan en delning eller en förfrågan mellan dig och patienten.',
    ],
    [429, { ErrorCode: 4104, Message: 'Too many' }, 'För många försök. Vänta en stund och försök igen.'],
  ])('says what the server’s %i means under the field', async (status, body, text) => {
    asPhysician();
    serve([], () => jsonResponse(body, status));
    open();
    await ask('191212121212');
    expect(await screen.findByText(new RegExp(`^${text}`))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Patientens personnummer' })).toHaveValue('19121212-1212');
  });

  it('says so when the lists cannot be read, and reads them again on request', async () => {
    asPhysician();
    let fail = true;
    stubServer((url) => {
      if (url !== '/api/physician/shares') return undefined;
      return fail ? jsonResponse({ ErrorCode: 5000, Message: 'Fel' }, 500) : jsonResponse([]);
    });
    open();
    expect(await screen.findByText('Delningarna kunde inte hämtas.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByText('Du har inga obesvarade förfrågningar.')).toBeInTheDocument();
  });

  it('is fully English', async () => {
    signIn({ role: 'phys', pid: null, language: 'en' });
    await i18n.changeLanguage('en');
    serve([share(1, { AcceptedDate: null }), share(2, { Enabled: false })], () => jsonResponse({ ErrorCode: 4003, Message: 'x' }, 409));
    open();
    expect(await screen.findByRole('heading', { name: 'Shares', level: 1 })).toBeInTheDocument();
    const requests = await screen.findByRole('region', { name: 'Your requests' });
    expect(within(requests).getByText('Sent 26 November 2026, 09:15')).toBeInTheDocument();
    expect(within(requests).getByText('Waiting for an answer')).toBeInTheDocument();
    const shared = screen.getByRole('region', { name: 'Shared with you' });
    expect(within(shared).getByText('Shared since 27 November 2026, 14:05')).toBeInTheDocument();
    expect(within(shared).getByText('Turned off by the patient')).toBeInTheDocument();
    expect(within(shared).getByRole('group', { name: 'Shows' })).toHaveTextContent('Symptom reports');
    expect(screen.getByRole('region', { name: 'Ask for a share' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: "The patient's personal identity number" }), '191212121212');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/^There is already a share or a request between you and the patient\./)).toBeInTheDocument();
  });
});
