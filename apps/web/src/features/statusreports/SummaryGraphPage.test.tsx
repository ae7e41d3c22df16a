import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StatusReport } from '@symptoms/domain';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { stubServer } from '../../test/fake-server';
import { ReportGraphPage } from './SummaryGraphPage';

const report: StatusReport = {
  Id: '00000000-0000-4000-8000-000000000001',
  PatientId: '00000000-0000-4000-8000-000000000009',
  Items: [{ Type: 'pain', Intensity: 3, Trend: 0, CreatedDate: '2026-03-01T10:00:00.000Z', LanguageId: 'sv' }],
  PromSuggestions: [],
  CreatedDate: '2026-03-01T10:00:00.000Z',
  ModifiedDate: '2026-03-01T10:00:00.000Z',
  Version: 0,
};

function setup(deleteStatus = 204) {
  const deletes: string[] = [];
  signIn();
  stubServer((url, init) => {
    if (url === `/api/my/statusreports/${report.Id}`) return jsonResponse(report);
    if (url === `/api/my/statusreports/${report.Id}/delete` && init?.method === 'POST') {
      deletes.push(url);
      return deleteStatus === 204 ? new Response(null, { status: 204 }) : jsonResponse({ ErrorCode: 5000, Message: 'Fel' }, deleteStatus);
    }
    return undefined;
  });
  const view = renderRoutes(
    [
      { path: '/statusreport/:id', element: <ReportGraphPage /> },
      { path: '/statusreport/graph', element: <p>senaste rapporten</p> },
    ],
    `/statusreport/${report.Id}`,
  );
  return { ...view, deletes };
}

describe('ReportGraphPage', () => {
  afterEach(signOut);

  it('asks before deleting; cancelling keeps the report', async () => {
    const { router, deletes } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Ta bort rapporten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort statusrapporten?' });
    expect(within(dialog).getByText('Rapporten flyttas till papperskorgen. Där kan du återställa den i 30 dagar.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes).toEqual([]);
    expect(router.state.location.pathname).toBe(`/statusreport/${report.Id}`);
  });

  it('moves the report to the trash on confirm, says so and goes to the status graph', async () => {
    const { router, deletes } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Ta bort rapporten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort statusrapporten?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/statusreport/graph'));
    expect(deletes).toEqual([`/api/my/statusreports/${report.Id}/delete`]);
    expect(await screen.findByText('Statusrapporten flyttades till papperskorgen.')).toBeInTheDocument();
  });

  it('stays on the report and shows the failure when the delete fails', async () => {
    const { router, deletes } = setup(500);
    await userEvent.click(await screen.findByRole('button', { name: 'Ta bort rapporten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort statusrapporten?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Det gick inte att ta bort statusrapporten. Försök igen.')).toBeInTheDocument();
    expect(deletes).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/statusreport/${report.Id}`);
  });
});
