import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PatientAccess, PatientSummary, StaffPatientPage, StatusReport } from '@symptoms/domain';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { stubServer } from '../../test/fake-server';
import StatusReportListPage from '../statusreports/StatusReportListPage';
import { PatientFrame } from './PatientFrame';
import PatientListPage from './PatientListPage';

// The realtime socket: the test holds the listener the open page registers and sends it events.
const listeners = new Set<(event: string, payload: unknown) => void>();
const watching = vi.hoisted(() => ({ patients: [] as string[], asked: 0, stopped: 0 }));
vi.mock('../../api/realtime', () => ({
  subscribeRealtime: (listener: (event: string, payload: unknown) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  watchPatient: (patientId: string) => {
    watching.patients.push(patientId);
    return { again: () => watching.asked++, stop: () => watching.stopped++ };
  },
}));
const send = (event: string, payload: unknown) => listeners.forEach((listener) => listener(event, payload));

const PATIENT = '00000000-0000-4000-8000-0000000000aa';
const REPORT = '00000000-0000-4000-8000-0000000000bb';

function summary(access: Partial<PatientAccess> = {}): PatientSummary {
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
    Access: { StatusReports: true, SymptomReports: false, PromReports: false, Notes: false, ...access },
    Shared: true,
    GroupPatient: false,
    RiskFlags: [],
  };
}

const report: StatusReport = {
  Id: REPORT,
  PatientId: PATIENT,
  Items: [{ Type: 'pain', Intensity: 6, Trend: 0, CreatedDate: '2026-03-01T10:00:00.000Z', LanguageId: 'sv' }],
  PromSuggestions: [],
  CreatedDate: '2026-03-01T10:00:00.000Z',
  ModifiedDate: '2026-03-01T10:00:00.000Z',
  Version: 0,
};

const emptyList: StaffPatientPage = { Items: [], Total: 0 };

function renderStatusReports() {
  return renderRoutes(
    [
      { path: '/admin/patients', element: <PatientListPage /> },
      { path: '/admin/patients/:patientId/dashboard', element: <p>dashboard</p> },
      {
        path: '/admin/patients/:patientId/statusreports',
        element: (
          <PatientFrame tab="statusreports" needs="StatusReports">
            <StatusReportListPage />
          </PatientFrame>
        ),
      },
    ],
    `/admin/patients/${PATIENT}/statusreports`,
  );
}

describe('the patient’s screens in the staff’s read-only mode', { timeout: 20_000 }, () => {
  afterEach(() => {
    signOut();
    listeners.clear();
  });

  it('reads patients/{id}/…, never my/…, shows the tabs the grant opens and no way to change anything', async () => {
    signIn({ role: 'phys', pid: null });
    const fetchMock = stubServer((url) => {
      if (url === `/api/patients/${PATIENT}`) return jsonResponse(summary());
      if (url.startsWith(`/api/patients/${PATIENT}/statusreports?take=`)) return jsonResponse([report]);
      return undefined;
    });
    renderStatusReports();
    // The staff's wording: "Statusrapporter", not the patient's "Dina statusrapporter".
    await screen.findByRole('heading', { name: 'Statusrapporter', level: 1 });
    const item = await screen.findByRole('listitem', { name: 'Statusrapport 1 mars 2026 11:00' });
    expect(within(item).getByRole('link', { name: 'Visa statusrapporten 1 mars 2026 11:00' })).toHaveAttribute(
      'href',
      `/admin/patients/${PATIENT}/statusreports/${REPORT}`,
    );
    expect(within(item).queryByRole('button', { name: /Ta bort/ })).toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Patientens sidor' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Översikt', 'Status', 'Statusrapporter']);
    expect(within(tabs).getByRole('link', { name: 'Statusrapporter' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Tolvan Tolvansson')).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.some((u) => u.startsWith('/api/my/statusreports'))).toBe(false);
  });

  it('sends the viewer to the dashboard when the grant does not open the page', async () => {
    signIn({ role: 'phys', pid: null });
    stubServer((url) => (url === `/api/patients/${PATIENT}` ? jsonResponse(summary({ StatusReports: false })) : undefined));
    const { router } = renderStatusReports();
    await screen.findByText('dashboard');
    expect(router.state.location.pathname).toBe(`/admin/patients/${PATIENT}/dashboard`);
  });

  it('a share withdrawn while the page is open: told, and back on the list at once', async () => {
    signIn({ role: 'phys', pid: null });
    let withdrawn = false;
    stubServer((url) => {
      if (url === `/api/patients/${PATIENT}`)
        return withdrawn ? jsonResponse({ ErrorCode: 4101, Message: 'Hittades inte.' }, 404) : jsonResponse(summary());
      if (url.startsWith(`/api/patients/${PATIENT}/statusreports?take=`)) return jsonResponse([report]);
      if (url.startsWith('/api/admin/patients?')) return jsonResponse(emptyList);
      return undefined;
    });
    const { router } = renderStatusReports();
    await screen.findByRole('listitem', { name: 'Statusrapport 1 mars 2026 11:00' });
    withdrawn = true;
    for (const listener of listeners) listener('ShareDeleted', { ShareId: '00000000-0000-4000-8000-0000000000cc' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/patients'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Du har inte längre tillgång');
    expect(alert).toHaveTextContent('Tolvan Tolvansson har tagit bort eller stängt av delningen med dig.');
    expect(await screen.findByText('Inga patienter delar något med dig ännu.')).toBeInTheDocument();
  });

  it('follows the open patient: their new report appears without a reload, another patient’s change reads nothing, and an ended watch asks again', async () => {
    signIn({ role: 'phys', pid: null });
    let reports = [report];
    const fetchMock = stubServer((url) => {
      if (url === `/api/patients/${PATIENT}`) return jsonResponse(summary());
      if (url.startsWith(`/api/patients/${PATIENT}/statusreports?take=`)) return jsonResponse(reports);
      return undefined;
    });
    const view = renderStatusReports();
    await screen.findByRole('listitem', { name: 'Statusrapport 1 mars 2026 11:00' });
    expect(watching.patients).toContain(PATIENT);
    const reads = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(`/api/patients/${PATIENT}/statusreports`)).length;
    const before = reads();
    send('PatientRecordsChanged', { PatientId: '00000000-0000-4000-8000-0000000000ff' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads()).toBe(before);

    reports = [{ ...report, Id: '00000000-0000-4000-8000-0000000000dd', CreatedDate: '2026-03-02T10:00:00.000Z' }, report];
    send('PatientRecordsChanged', { PatientId: PATIENT });
    expect(await screen.findByRole('listitem', { name: 'Statusrapport 2 mars 2026 11:00' })).toBeInTheDocument();

    send('WatchEnded', { PatientId: PATIENT });
    await waitFor(() => expect(watching.asked).toBe(1));
    view.unmount();
    expect(watching.stopped).toBeGreaterThan(0);
  });
});
