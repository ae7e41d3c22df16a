import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExportCount } from '@symptoms/domain';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { saveFile } from '../../ui/save-file';
import ExportsPage from './ExportsPage';
import { emptyReason } from './outcome';

vi.mock('../../ui/save-file', () => ({ saveFile: vi.fn() }));

/** A server that counts `count` for every kind and hands over a zip named after the export's path. */
function serve(count: ExportCount) {
  const asked: { url: string; body: unknown }[] = [];
  stubServer((url, init) => {
    if (!url.startsWith('/api/admin/')) return undefined;
    asked.push({ url, body: JSON.parse(String(init?.body ?? 'null')) });
    if (url.endsWith('/count')) return jsonResponse(count);
    return new Response('PK', {
      headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="org-studie-20261127-120000-notes.zip"' },
    });
  });
  renderRoutes([{ path: '/admin/exports', element: <ExportsPage /> }], '/admin/exports');
  return asked;
}

describe('why an export holds nothing', () => {
  const none = { Participants: 0, Rows: 0 };
  it('names the interval only when days were given', () => {
    expect(emptyReason({ From: '2026-01-01', To: null, LogExport: false }, none)).toBe('noDataInInterval');
    expect(emptyReason({ From: null, To: '2026-01-31', LogExport: true }, none)).toBe('noDataInInterval');
    expect(emptyReason({ From: null, To: null, LogExport: false }, none)).toBe('nothingYet');
    expect(emptyReason({ LogExport: true }, none)).toBe('nothingNew');
  });
  it('is no reason when the export holds records', () => {
    expect(emptyReason({ LogExport: false }, { Participants: 2, Rows: 5 })).toBeNull();
    expect(emptyReason({ LogExport: false }, { Participants: 0, Rows: 5 })).toBe('nothingYet');
  });
});

describe('the exports screen', { timeout: 20_000 }, () => {
  beforeEach(() => signIn({ role: 'stat', groups: ['org/studie:stat'], group: 'studie', organization: 'org' }));
  afterEach(() => {
    signOut();
    vi.mocked(saveFile).mockClear();
  });

  it('exports the chosen kind and days after counting them, and hands over the file the server named', async () => {
    const asked = serve({ Participants: 1, Rows: 2 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Exportera data' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Anteckningar' }));
    fireEvent.change(screen.getByLabelText('Från och med'), { target: { value: '2026-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Exportera' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.anything(), 'org-studie-20261127-120000-notes.zip'));
    expect(asked).toEqual([
      { url: '/api/admin/exports/notes/count', body: { From: '2026-01-01', To: null, LogExport: false } },
      { url: '/api/admin/notes/export', body: { From: '2026-01-01', To: null, LogExport: false } },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('org-studie-20261127-120000-notes.zip har laddats ner.');
  });

  it('says there is nothing to export yet, without speaking of an interval nobody gave, and hands over no file', async () => {
    const asked = serve({ Participants: 0, Rows: 0 });
    await userEvent.click(await screen.findByRole('button', { name: 'Exportera' }));
    expect((await screen.findByText('Det finns inget att exportera ännu.')).closest('[role="alert"]')).not.toBeNull();
    expect(asked.map((a) => a.url)).toEqual(['/api/admin/exports/promreports/count']);
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('says no data was found in the interval when days were given', async () => {
    serve({ Participants: 0, Rows: 0 });
    fireEvent.change(await screen.findByLabelText('Till och med'), { target: { value: '2026-01-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Exportera' }));
    expect((await screen.findByText('Ingen data hittades för angivet intervall.')).closest('[role="alert"]')).not.toBeNull();
  });

  it('refuses a range that ends before it starts and asks nothing', async () => {
    const asked = serve({ Participants: 1, Rows: 1 });
    fireEvent.change(await screen.findByLabelText('Från och med'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('Till och med'), { target: { value: '2026-01-01' } });
    expect(screen.getByText('Slutdatum kan inte vara före startdatum.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportera' })).toBeDisabled();
    expect(asked).toEqual([]);
  });
});
