import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StatusReport } from '@symptoms/domain';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { stubServer } from '../../test/fake-server';
import StatusReportListPage from './StatusReportListPage';

function report(n: number, created: string, areas: number): StatusReport {
  return {
    Id: `00000000-0000-4000-8000-00000000000${n}`,
    PatientId: '00000000-0000-4000-8000-000000000009',
    Items: (['pain', 'tiredness', 'anxiety'] as const)
      .slice(0, areas)
      .map((Type) => ({ Type, Intensity: 3, Trend: 0, CreatedDate: created, LanguageId: 'sv' })),
    PromSuggestions: [],
    CreatedDate: created,
    ModifiedDate: created,
    Version: 0,
  };
}

describe('StatusReportListPage', { timeout: 20_000 }, () => {
  afterEach(signOut);

  it('lists the reports newest first with their date as written and moves one to the trash after confirming', async () => {
    const reports = [report(2, '2025-10-20T06:30:00.000Z', 3), report(1, '2026-03-01T10:00:00.000Z', 1)];
    const deleted: string[] = [];
    signIn();
    stubServer((url, init) => {
      if (url.startsWith('/api/my/statusreports?take=')) return jsonResponse(reports.filter((r) => !deleted.includes(r.Id)));
      if (url.endsWith('/delete') && init?.method === 'POST') {
        deleted.push(url.split('/').at(-2)!);
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    renderRoutes([{ path: '/statusreports', element: <StatusReportListPage /> }], '/statusreports');
    const items = await screen.findAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      'Statusrapport 20 oktober 2025 08:30',
      'Statusrapport 1 mars 2026 11:00',
    ]);
    expect(within(items[0]!).getByText('3 områden besvarade')).toBeInTheDocument();
    expect(within(items[1]!).getByText('1 område besvarat')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Visa statusrapporten 1 mars 2026 11:00' })).toHaveAttribute(
      'href',
      `/statusreport/${reports[1]!.Id}`,
    );

    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Ta bort statusrapporten 1 mars 2026 11:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort statusrapporten?' });
    expect(deleted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(deleted).toEqual([reports[1]!.Id]);
  });
});
