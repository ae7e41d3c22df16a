import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BugReport } from '@symptoms/domain';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { BugReportIssueForm, issueDraft } from './BugReportIssueForm';

const REPORT: BugReport = {
  Id: '44444444-4444-4444-8444-444444444444',
  Name: 'Tolvan Tolvansson',
  Email: 'tolvan@example.com',
  Description: 'Grafen laddar inte\nJag ser bara en tom ruta på telefonen.',
  CreatedDate: '2026-11-27T08:00:00.000Z',
  Device: 'Mobile',
  OperatingSystem: 'iOS',
  UserAgent: 'Mozilla/5.0 (iPhone)',
  Resolution: '390x844',
  Url: '/history',
  Anonymous: false,
  HasScreenshots: false,
  Screenshots: [],
  ReleaseVersion: null,
  FrontendVersion: '0.1.0',
  BackendVersion: '0.1.0',
  IdentityVersion: null,
  Status: 'new',
  Processed: false,
  ProcessedBy: null,
  Reason: null,
  IssueId: null,
  IssueUrl: null,
};

describe('BugReportIssueForm', () => {
  afterEach(signOut);

  it('starts from the report’s first line and its technical facts, never its sender', () => {
    const draft = issueDraft(REPORT);
    expect(draft.Title).toBe('Grafen laddar inte');
    expect(draft.Body).toBe(
      'Grafen laddar inte\nJag ser bara en tom ruta på telefonen.\n\n- Mobile, iOS\n- 390x844\n- /history\n- 0.1.0 / 0.1.0',
    );
    expect(draft.Body).not.toMatch(/Tolvan|example\.com|iPhone/);
    expect(issueDraft({ ...REPORT, Description: 'x'.repeat(120) }).Title).toHaveLength(80);
  });

  it('refuses a title too short without sending, then files the edited words and links the issue', async () => {
    signIn();
    const fetchMock = stubServer((url) =>
      url === '/api/bugreports/issue' ? jsonResponse({ ...REPORT, IssueId: '7', IssueUrl: 'https://tracker.example/issues/7' }) : undefined,
    );
    renderRoutes([{ path: '/r', element: <BugReportIssueForm report={REPORT} /> }], '/r');
    expect(screen.getByText(/Ta bort namn, personnummer/)).toBeInTheDocument();
    const title = screen.getByLabelText('Rubrik');
    await userEvent.clear(title);
    await userEvent.type(title, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Skapa ärende' }));
    expect(await screen.findByText(/3 tecken/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/bugreports/issue')).toBe(false);

    await userEvent.clear(title);
    await userEvent.type(title, 'Tom graf på iOS');
    await userEvent.click(screen.getByRole('button', { name: 'Skapa ärende' }));
    const sent = await vi.waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/bugreports/issue');
      if (!call) throw new Error('not sent yet');
      return call;
    });
    expect(JSON.parse(String(sent[1]!.body))).toMatchObject({ Id: REPORT.Id, Title: 'Tom graf på iOS' });
    expect(await screen.findByText('Ärendet är skapat (#7).')).toBeInTheDocument();
  });

  it('shows where a filed report went instead of the form', () => {
    signIn();
    stubServer(() => undefined);
    renderRoutes(
      [{ path: '/r', element: <BugReportIssueForm report={{ ...REPORT, IssueId: '7', IssueUrl: 'https://tracker.example/issues/7' }} /> }],
      '/r',
    );
    expect(screen.getByRole('link', { name: '#7' })).toHaveAttribute('href', 'https://tracker.example/issues/7');
    expect(screen.queryByRole('button', { name: 'Skapa ärende' })).toBeNull();
  });
});
