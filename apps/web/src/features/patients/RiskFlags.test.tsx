import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PromRiskFlag, StaffPatient } from '@symptoms/domain';
import i18n from '../../i18n';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import PatientListPage from './PatientListPage';
import { RiskFlags } from './RiskFlags';

const PATIENT = '00000000-0000-4000-8000-0000000000aa';
const FLAG: PromRiskFlag = {
  PromReportId: '00000000-0000-4000-8000-0000000000cc',
  PromId: 'phq9',
  Title: 'PHQ-9',
  Language: 'sv',
  // 19:12 in Stockholm (winter time).
  CompletedDate: '2026-11-03T18:12:00.000Z',
  Guidance: ['selfHarm'],
};

function renderFlags(flags: readonly PromRiskFlag[], compact = false) {
  return renderRoutes([{ path: '/', element: <RiskFlags patientId={PATIENT} flags={flags} compact={compact} /> }], '/');
}

describe('a patient’s risk flags', () => {
  afterEach(async () => {
    signOut();
    await i18n.changeLanguage('sv');
  });

  it('names the report and when, in words, links to it and says what to do', async () => {
    await i18n.changeLanguage('sv');
    renderFlags([FLAG]);
    const flag = await screen.findByTestId('risk-flag');
    // Said in words, not only in red: the title is the single report's.
    expect(within(flag).getByText('Svaren kan tyda på risk för självskada')).toBeVisible();
    const link = within(flag).getByRole('link', { name: 'PHQ-9' });
    expect(link).toHaveAttribute('href', `/admin/patients/${PATIENT}/promreports/${FLAG.PromReportId}`);
    expect(link.querySelector('[lang="sv"]')).not.toBeNull();
    expect(flag).toHaveTextContent('besvarad 3 november 2026 kl. 19:12');
    expect(flag).toHaveTextContent('Kontakta patienten och gör en riskbedömning enligt er rutin. Vid akut fara: ring 112.');
    expect(flag).not.toHaveTextContent('2026-11-03');
  });

  it('in English too', async () => {
    await i18n.changeLanguage('en');
    renderFlags([FLAG], true);
    const flag = await screen.findByTestId('risk-flag');
    expect(flag).toHaveTextContent('The answers may indicate a risk of self-harm');
    expect(flag).toHaveTextContent('answered 3 November 2026, 19:12');
    expect(flag).toHaveTextContent('In acute danger: call 112.');
  });

  it('shows nothing without a flag', () => {
    renderFlags([]);
    expect(screen.queryByTestId('risk-flag')).toBeNull();
  });

  it('on the list, in the flagged patient’s row only', async () => {
    signIn({ role: 'phys', pid: null });
    const row = (id: string, FirstName: string, RiskFlags: PromRiskFlag[]): StaffPatient => ({
      PatientId: id,
      FirstName,
      LastName: 'Tolvansson',
      Personnummer: '19121212-****',
      Birthyear: 1912,
      LastActive: null,
      LatestReport: null,
      Shared: true,
      GroupPatient: false,
      RiskFlags,
    });
    stubServer((url) =>
      url.startsWith('/api/admin/patients?')
        ? jsonResponse({ Total: 2, Items: [row(PATIENT, 'Tolvan', [FLAG]), row('00000000-0000-4000-8000-0000000000dd', 'Tolva', [])] })
        : undefined,
    );
    renderRoutes([{ path: '/admin/patients', element: <PatientListPage /> }], '/admin/patients');
    const flagged = (await screen.findByRole('link', { name: 'Tolvan Tolvansson' })).closest('li')!;
    expect(within(flagged).getByTestId('risk-flag')).toHaveTextContent('PHQ-9, besvarad 3 november 2026 kl. 19:12');
    const other = screen.getByRole('link', { name: 'Tolva Tolvansson' }).closest('li')!;
    expect(within(other).queryByTestId('risk-flag')).toBeNull();
  });
});
