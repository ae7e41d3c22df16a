import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import type { StatusReport } from '@symptoms/domain';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { stubServer } from '../../test/fake-server';
import FollowUpPage from '../statusreports/FollowUpPage';
import { listItem } from './test-fixtures';

// The machine running the suite may be busy: give lazy chunks and fetches time.
configure({ asyncUtilTimeout: 5_000 });

const REPORT_ID = '00000000-0000-4000-8000-000000000001';
const latest: StatusReport = {
  Id: REPORT_ID,
  PatientId: '00000000-0000-4000-8000-000000000009',
  Items: [],
  PromSuggestions: [
    { PromId: 'phq9', StatusReportId: REPORT_ID, Weight: 80, Kind: 'Prom', Reason: { Type: 'depression', Intensity: 7 } },
    { PromId: 'other', StatusReportId: REPORT_ID, Weight: 40, Kind: 'Prom', Reason: { Type: 'anxiety', Intensity: 6 } },
  ],
  CreatedDate: '2026-03-01T10:00:00.000Z',
  ModifiedDate: '2026-03-01T10:00:00.000Z',
  Version: 0,
};

describe('status report follow-up', { timeout: 20_000 }, () => {
  afterEach(signOut);

  it('names each suggested PROM, gives the reason and links to filling it in', async () => {
    signIn();
    stubServer((url) => {
      if (url === '/api/my/statusreports?take=1') return jsonResponse([latest]);
      if (url === '/api/my/group/proms') return jsonResponse([listItem('phq9')]);
      return undefined;
    });
    renderRoutes([{ path: '/statusreport/followup', element: <FollowUpPage /> }], '/statusreport/followup');
    const phq9 = (await screen.findByRole('heading', { name: 'Frågeformulär: PHQ-9' }, { timeout: 5_000 })).closest('article')!;
    expect(within(phq9 as HTMLElement).getByText('Du svarade 7 av 10 på nedstämdhet.')).toBeInTheDocument();
    expect(within(phq9 as HTMLElement).getByRole('link', { name: 'Fyll i formuläret' })).toHaveAttribute('href', '/promreport/edit/phq9');
    const other = screen.getByRole('heading', { name: 'Frågeformulär: other' }).closest('article')!;
    expect(await within(other as HTMLElement).findByText('Formuläret finns inte i någon av dina grupper.')).toBeInTheDocument();
    expect(within(other as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers a PROM that exists only in English as English, saying so, to a Swedish patient', async () => {
    signIn();
    const gad7 = listItem('gad7', 'sv');
    expect(gad7.LanguageIds).toEqual(['en']);
    stubServer((url) => {
      if (url === '/api/my/statusreports?take=1')
        return jsonResponse([{ ...latest, PromSuggestions: [{ ...latest.PromSuggestions[0]!, PromId: 'gad7' }] }]);
      if (url === '/api/my/group/proms') return jsonResponse([gad7]);
      return undefined;
    });
    renderRoutes([{ path: '/statusreport/followup', element: <FollowUpPage /> }], '/statusreport/followup');
    const card = (await screen.findByRole('heading', { name: `Frågeformulär: ${gad7.Title}` })).closest('article')!;
    expect(within(card as HTMLElement).getByText('Finns bara på engelska')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByRole('link', { name: 'Fyll i formuläret' })).toHaveAttribute('href', '/promreport/edit/gad7');
  });
});
