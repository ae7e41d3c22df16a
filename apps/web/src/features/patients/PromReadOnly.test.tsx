import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { shippedProm } from '@symptoms/domain';
import { PatientSourceContext, staffSource } from '../../api/patient-source';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { stubServer } from '../../test/fake-server';
import PromReportsPage from '../proms/PromReportsPage';
import { report } from '../proms/test-fixtures';
import PromReportsOverviewPage from './PromReportsOverviewPage';
import PromReportPage from './PromReportPage';

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
    // Staff open a report to read its answers; nothing leads to filling one in.
    expect(within(item!).getByRole('link', { name: 'Visa svar' })).toHaveAttribute(
      'href',
      `/admin/patients/${PATIENT}/promreports/${complete.Id}`,
    );
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

  it('shows one report’s answers, none of them changeable, and says what to do when item 9 calls for it', async () => {
    const phq9 = shippedProm('phq9', 'sv')!;
    // The second answer of every question: item 9 answered "several days".
    const answered = report('phq9', { Answers: phq9.Questions.map((q) => ({ QuestionId: q.Id, AnswerId: q.Answers[1]!.Id })) });
    signIn({ role: 'phys', pid: null });
    const fetchMock = stubServer((url) => {
      if (url === '/api/proms/phq9') return jsonResponse(phq9);
      if (url === `/api/patients/${PATIENT}/promreports/${answered.Id}`) return jsonResponse(answered);
      return undefined;
    });
    renderRoutes(
      [{ path: '/admin/patients/:patientId/promreports/:promReportId', element: inSource(<PromReportPage />) }],
      `/admin/patients/${PATIENT}/promreports/${answered.Id}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'PHQ-9' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Svaren kan tyda på risk för självskada');
    const radios = screen.getAllByRole('radio');
    expect(radios.length).toBeGreaterThan(phq9.Questions.length);
    expect(radios.every((r) => (r as HTMLInputElement).disabled)).toBe(true);
    expect(radios.filter((r) => (r as HTMLInputElement).checked)).toHaveLength(phq9.Questions.length);
    expect(screen.queryByRole('button', { name: /Spara/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Tillbaka till alla svar på formuläret' })).toHaveAttribute(
      'href',
      `/admin/patients/${PATIENT}/promreports/prom/phq9`,
    );
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((u) => u.startsWith('/api/my/'))).toEqual([]);
  });
});
