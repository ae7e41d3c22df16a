import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTES_PAGE_SIZE, type Note, type PatientAccess, type PatientSummary } from '@symptoms/domain';
import i18n from '../../i18n';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { PatientFrame } from './PatientFrame';
import PatientNotesPage from './PatientNotesPage';

vi.mock('../../api/realtime', () => ({
  subscribeRealtime: () => () => undefined,
  watchPatient: () => ({ again: () => undefined, stop: () => undefined }),
}));

const PATIENT = '00000000-0000-4000-8000-0000000000aa';
const noteId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

function summary(access: Partial<PatientAccess>): PatientSummary {
  return {
    Patient: {
      Id: PATIENT,
      Gender: 'male',
      Model: 'male',
      Birthyear: 1912,
      Language: 'sv',
      Country: 'Sweden',
      Region: null,
      County: null,
      Municipal: null,
      City: null,
      AreaCode: null,
      Version: 0,
      FirstName: 'Tolvan',
      LastName: 'Tolvansson',
      LastActive: null,
      Personnummer: '19121212-****',
      AppVersion: null,
      TutorialsSeen: [],
      AdvancedManikin: false,
      PatientModelChosenSide: null,
    },
    Access: { StatusReports: false, SymptomReports: false, PromReports: false, Notes: true, ...access },
    Shared: true,
    GroupPatient: false,
    RiskFlags: [],
  };
}

/** Note `i`, written i hours before 12:00 UTC on 1 March 2026. */
const note = (i: number, overrides: Partial<Note> = {}): Note => {
  const at = new Date(Date.UTC(2026, 2, 1, 12 - i)).toISOString();
  return { Id: noteId(i), Content: `Anteckning ${i}`, CreatedDate: at, ModifiedDate: at, Version: 0, ...overrides };
};

/** Serves the summary and the notes in pages of NOTES_PAGE_SIZE after the `after` cursor; records each notes URL. */
function serve(access: Partial<PatientAccess>, notes: Note[]) {
  const urls: string[] = [];
  stubServer((url) => {
    if (url === `/api/patients/${PATIENT}`) return jsonResponse(summary(access));
    // Any notes read, the patient's own `my/notes` too: the test checks whose was asked.
    if (!/\/notes(\?|$)/.test(url)) return undefined;
    urls.push(url);
    const after = new URL(url, 'http://x').searchParams.get('after');
    const from = after ? notes.findIndex((n) => n.Id === after) + 1 : 0;
    return jsonResponse(notes.slice(from, from + NOTES_PAGE_SIZE));
  });
  return urls;
}

function open() {
  return renderRoutes(
    [
      { path: '/admin/patients/:patientId/dashboard', element: <p>dashboard</p> },
      {
        path: '/admin/patients/:patientId/notes',
        element: (
          <PatientFrame tab="notes" needs="Notes">
            <PatientNotesPage />
          </PatientFrame>
        ),
      },
    ],
    `/admin/patients/${PATIENT}/notes`,
  );
}

describe('the notes tab of the staff’s patient view', { timeout: 20_000 }, () => {
  afterEach(async () => {
    signOut();
    await i18n.changeLanguage('sv');
  });

  it('reads patients/{id}/notes under a share that opens notes, newest first, with nothing to change', async () => {
    signIn({ role: 'phys', pid: null });
    const urls = serve({}, [
      note(1, { Content: 'Sov dåligt.\nVaknade tre gånger.' }),
      note(2, { Version: 1, ModifiedDate: '2026-03-01T11:30:00.000Z' }),
    ]);
    open();
    expect(await screen.findByRole('heading', { name: 'Anteckningar', level: 1 })).toBeInTheDocument();
    const first = await screen.findByRole('listitem', { name: 'Skriven 1 mars 2026 kl. 12:00' });
    expect(within(first).getByText(/Sov dåligt\.\s+Vaknade tre gånger\./)).toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: 'Skriven 1 mars 2026 kl. 11:00' });
    expect(within(second).getByText('Skriven 1 mars 2026 kl. 11:00, ändrad 1 mars 2026 kl. 12:30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Redigera|Ta bort/ })).not.toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Patientens sidor' });
    expect(within(tabs).getByRole('link', { name: 'Anteckningar' })).toHaveAttribute('aria-current', 'page');
    expect(urls).toEqual([`/api/patients/${PATIENT}/notes?take=${NOTES_PAGE_SIZE}`]);
  });

  it('pages on from the last note shown, until there are no more', async () => {
    signIn({ role: 'phys', pid: null });
    const many = Array.from({ length: NOTES_PAGE_SIZE + 2 }, (_, i) => note(i + 1));
    const urls = serve({}, many);
    open();
    await screen.findByText('Anteckning 1');
    expect(screen.queryByText(`Anteckning ${NOTES_PAGE_SIZE + 1}`)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Visa fler' }));
    expect(await screen.findByText(`Anteckning ${NOTES_PAGE_SIZE + 2}`)).toBeInTheDocument();
    expect(urls.at(-1)).toBe(`/api/patients/${PATIENT}/notes?take=${NOTES_PAGE_SIZE}&after=${noteId(NOTES_PAGE_SIZE)}`);
    expect(screen.queryByRole('button', { name: 'Visa fler' })).not.toBeInTheDocument();
  });

  it('says so when the patient has written nothing, in English too', async () => {
    signIn({ role: 'phys', pid: null, language: 'en' });
    await i18n.changeLanguage('en');
    serve({}, []);
    open();
    expect(await screen.findByText('The patient has no notes.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notes', level: 1 })).toBeInTheDocument();
  });

  it('shows no tab and sends the viewer to the dashboard when the grant leaves notes shut', async () => {
    signIn({ role: 'phys', pid: null });
    const urls = serve({ Notes: false, StatusReports: true }, [note(1)]);
    const { router } = open();
    await screen.findByText('dashboard');
    expect(router.state.location.pathname).toBe(`/admin/patients/${PATIENT}/dashboard`);
    expect(urls).toEqual([]);
  });
});
