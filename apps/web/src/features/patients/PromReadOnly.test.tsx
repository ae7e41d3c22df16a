import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { shippedProm } from '@symptoms/domain';
import { PatientSourceContext, staffSource } from '../../api/patient-source';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { stubServer } from '../../test/fake-server';
import PromReportsPage from '../proms/PromReportsPage';
import { report } from '../proms/test-fixtures';
import PromReportsOverviewPage from './PromReportsOverviewPage';

configure({ asyncUtilTimeout: 5_000 });

const PATIENT = '00000000-0000-4000-8000-0000000000aa';
const complete = report('phq9', { Score: 12 });
const source = staffSource(PATIENT, { StatusReports: false, SymptomReports: false, PromReports: true, Notes: false });

function serve() {
  signIn({ role: 'phys', pid: null });
  return stubServer((url) => {
    if (url === '/api/proms/phq9') return jsonResponse(shippedProm('phq9', 'sv'));
    if (url.startsWith(`/api/patients/${PATIENT}/promreports?page=0&take=100`)) return jsonResponse([complete]);
    return undefined;
  });
}

const inSource = (element: React.ReactNode) => <PatientSourceContext.Provider value={source}>{element}</PatientSourceContext.Provider>;

describe('the PROM screens in the staff’s read-only mode', { timeout: 20_000 }, () => {
  afterEach(signOut);

  it('reads the patient’s reports and the PROM itself (not the caller’s group’s), with nothing to fill in', async () => {
    const fetchMock = serve();
    renderRoutes(
      [{ path: '/admin/patients/:patientId/promreports/prom/:promId', element: inSource(<PromReportsPage />) }],
      `/admin/patients/${PATIENT}/promreports/prom/phq9`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'PHQ-9' })).toBeInTheDocument();
    expect(screen.getByText('Patientens svar på formuläret')).toBeInTheDocument();
    const [item] = within(await screen.findByRole('region', { name: 'Svar' })).getAllByRole('listitem');
    expect(item).toHaveTextContent(/12 poäng av 27/);
    expect(screen.queryByRole('link', { name: 'Fyll i formuläret' })).toBeNull();
    expect(within(item!).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Till alla formulär' })).toHaveAttribute('href', `/admin/patients/${PATIENT}/promreports`);
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((u) => u.startsWith('/api/my/'))).toEqual([]);
  });

  it('lists the questionnaires the patient answered, each to its page', async () => {
    serve();
    renderRoutes(
      [{ path: '/admin/patients/:patientId/promreports', element: inSource(<PromReportsOverviewPage />) }],
      `/admin/patients/${PATIENT}/promreports`,
    );
    const link = await screen.findByRole('link', { name: 'PHQ-9' });
    expect(link).toHaveAttribute('href', `/admin/patients/${PATIENT}/promreports/prom/phq9`);
    expect(screen.getByRole('listitem')).toHaveTextContent(/^PHQ-91 svar, senast/);
  });
});
