import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyAuditLog } from '@symptoms/domain';
import i18n from '../../i18n';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { saveFile } from '../../ui/save-file';
import AuditLogPage from './AuditLogPage';
import AuditLogsPage from './AuditLogsPage';

vi.mock('../../ui/save-file', () => ({ saveFile: vi.fn() }));

const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const entry = (i: number, overrides: Partial<MyAuditLog> = {}): MyAuditLog => ({
  Id: id(i),
  ActorRole: 'pat',
  ActorName: 'Test Person',
  ActorIsYou: true,
  ActorRemoved: false,
  ResourceId: `r${i}`,
  ResourceType: 'Note',
  ActionType: 'Create',
  DataBefore: null,
  DataAfter: null,
  // 2026-11-26 07:00 UTC is 08:00 in Stockholm; each entry a minute older.
  TimeStamp: new Date(Date.UTC(2026, 10, 26, 7, 0) - i * 60_000).toISOString(),
  Version: 0,
  ...overrides,
});
const doctorRead = (i: number) =>
  entry(i, { ActorIsYou: false, ActorRole: 'phys', ActorName: 'Dr Berg', ActionType: 'View', ResourceType: 'StatusReport' });

/** A log of `all` entries; Others leaves out the patient's own; pages of 20 after an id. */
function serve(all: MyAuditLog[]) {
  const asked: string[] = [];
  stubServer((url) => {
    const match = /^\/api\/my\/auditlogs(\/others)?\/0\/20(?:\?after=(.+))?$/.exec(url);
    if (match) {
      asked.push(url);
      const list = match[1] ? all.filter((e) => !e.ActorIsYou) : all;
      const from = match[2] ? list.findIndex((e) => e.Id === match[2]) + 1 : 0;
      return jsonResponse(list.slice(from, from + 20));
    }
    const one = /^\/api\/my\/auditlogs\/([^/]+)$/.exec(url);
    if (one) {
      const found = all.find((e) => e.Id === one[1]);
      return found ? jsonResponse(found) : jsonResponse({ ErrorCode: 4101, Message: 'Hittades inte.' }, 404);
    }
    return undefined;
  });
  return asked;
}

const routes = [
  { path: '/auditlogs', element: <AuditLogsPage /> },
  { path: '/auditlogs/:auditlogid', element: <AuditLogPage /> },
];

/** The browser's IntersectionObserver, which jsdom lacks: `scrollToEnd` brings the observed end of the list into view. */
const observed = new Set<{ callback: IntersectionObserverCallback; target: Element | null }>();
function scrollToEnd() {
  for (const o of observed) {
    if (o.target)
      act(() =>
        o.callback([{ isIntersecting: true, target: o.target } as unknown as IntersectionObserverEntry], {} as IntersectionObserver),
      );
  }
}
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; target: Element | null };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, target: null };
        observed.add(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      unobserve() {}
      disconnect() {
        observed.delete(this.entry);
      }
    },
  );
});

describe('the audit log', () => {
  afterEach(async () => {
    signOut();
    await i18n.changeLanguage('sv');
  });

  it('shows each entry’s action, what it was, who (You for the patient) and when in Stockholm time', async () => {
    signIn();
    serve([
      doctorRead(1),
      entry(2),
      entry(3, { ResourceType: 'Patient', ActionType: 'Update' }),
      entry(4, { ActionType: 'AutoPurge', ActorIsYou: false, ActorRole: 'system', ActorName: 'Symptoms' }),
    ]);
    renderRoutes(routes, '/auditlogs');
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Läst: StatusrapportDr Berg (läkare)26 november 2026 kl. 07:59',
      'Skapat: AnteckningDu26 november 2026 kl. 07:58',
      'Ändrat: ProfilDu26 november 2026 kl. 07:57',
      'Raderat automatiskt: AnteckningSymptoms (systemet)26 november 2026 kl. 07:56',
    ]);
  });

  it('downloads the log extract under the name the server gives it, in the person’s language', async () => {
    signIn();
    serve([entry(1)]);
    const fetchMock = vi.mocked(fetch);
    const csv = '\uFEFFTidpunkt;Händelse\r\n';
    const inner = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      String(input) === '/api/my/auditlogs/extract'
        ? Promise.resolve(new Response(csv, { headers: { 'content-disposition': 'attachment; filename="loggutdrag-20261126.csv"' } }))
        : inner(input, init),
    );
    renderRoutes(routes, '/auditlogs');
    await userEvent.click(await screen.findByRole('button', { name: 'Ladda ner loggutdrag' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.anything(), 'loggutdrag-20261126.csv'));
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u) === '/api/my/auditlogs/extract')!;
    expect(url).toBe('/api/my/auditlogs/extract');
    expect((init?.headers as Record<string, string>)['X-LanguageId']).toBe('sv');
  });

  it('Others leaves out the patient’s own actions', async () => {
    signIn();
    const asked = serve([doctorRead(1), entry(2)]);
    renderRoutes(routes, '/auditlogs');
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('radio', { name: 'Andra' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Dr Berg (läkare)')).toBeInTheDocument();
    expect(asked).toEqual(['/api/my/auditlogs/0/20', '/api/my/auditlogs/others/0/20']);
  });

  it(
    'loads 20 more after the last entry shown as the end comes into view (or on the button), until there are no more',
    { timeout: 20_000 },
    async () => {
      signIn();
      const asked = serve(Array.from({ length: 45 }, (_, i) => entry(i + 1)));
      renderRoutes(routes, '/auditlogs');
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
      scrollToEnd();
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(40));
      await userEvent.click(screen.getByRole('button', { name: 'Visa fler' }));
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(45));
      expect(screen.queryByRole('button', { name: 'Visa fler' })).not.toBeInTheDocument();
      expect(asked).toEqual(['/api/my/auditlogs/0/20', `/api/my/auditlogs/0/20?after=${id(20)}`, `/api/my/auditlogs/0/20?after=${id(40)}`]);
    },
  );

  it('opens an entry with its point in time, event and actor', async () => {
    signIn();
    serve([doctorRead(1)]);
    const { router } = renderRoutes(routes, '/auditlogs');
    await userEvent.click(await screen.findByRole('link', { name: /Dr Berg/ }));
    expect(router.state.location.pathname).toBe(`/auditlogs/${id(1)}`);
    const list = await screen.findByText('Tidpunkt');
    const dl = list.closest('dl')!;
    expect(within(dl).getByText('26 november 2026 kl. 07:59')).toBeInTheDocument();
    expect(within(dl).getByText('Läst: Statusrapport')).toBeInTheDocument();
    expect(within(dl).getByText('Dr Berg (läkare)')).toBeInTheDocument();
  });

  it('says so when an entry is not found, and is fully English', async () => {
    signIn({ language: 'en' });
    await i18n.changeLanguage('en');
    serve([entry(1)]);
    renderRoutes(routes, `/auditlogs/${id(9)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('The event could not be loaded.');
    expect(screen.getByRole('link', { name: 'Back to the log' })).toBeInTheDocument();
  });

  it('names an actor whose account is gone as a removed user, with the role they had, in Swedish and English', async () => {
    signIn();
    const removed = (i: number) => ({ ...doctorRead(i), ActorName: '', ActorRemoved: true });
    serve([removed(1)]);
    const { router } = renderRoutes(routes, '/auditlogs');
    const [row] = await screen.findAllByRole('listitem');
    expect(row!.textContent).toBe('Läst: StatusrapportBorttagen användare (läkare)26 november 2026 kl. 07:59');
    await userEvent.click(screen.getByRole('link', { name: /Borttagen användare/ }));
    expect(router.state.location.pathname).toBe(`/auditlogs/${id(1)}`);
    const dl = (await screen.findByText('Tidpunkt')).closest('dl')!;
    expect(within(dl).getByText('Borttagen användare (läkare)')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('en'));
    expect(await within(dl).findByText('Removed user (physician)')).toBeInTheDocument();
  });

  it('reads You and the time in English', async () => {
    signIn({ language: 'en' });
    await i18n.changeLanguage('en');
    serve([entry(1)]);
    renderRoutes(routes, '/auditlogs');
    const [row] = await screen.findAllByRole('listitem');
    expect(row!.textContent).toBe('Created: NoteYou26 November 2026, 07:59');
    expect(screen.getByRole('radio', { name: 'Others' })).toBeInTheDocument();
  });
});
