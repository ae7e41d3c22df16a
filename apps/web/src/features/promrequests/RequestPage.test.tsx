import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCREENING_PROM_ID, shippedProm, type PromRequestView } from '@symptoms/domain';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signOut } from '../../test/render';
import RequestPage from './RequestPage';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';
const open: PromRequestView = {
  PromRequestId: ID,
  PatientId: null,
  PromId: SCREENING_PROM_ID,
  LanguageId: 'sv',
  Url: `/request/${ID}`,
  Purpose: 'Inför ditt nästa besök',
  CreatedDate: '2026-03-01T10:00:00.000Z',
  ExpiresDate: new Date(Date.now() + 86_400_000).toISOString(),
  ReportDate: null,
  OrganizationId: '0',
  GroupId: '0',
  ContextText: 'Fyll gärna i formuläret innan du kommer till oss.',
  CallbackUrl: null,
  Version: 1,
};

function setup(
  request: PromRequestView | null,
  fill: () => Response = () => jsonResponse({ ...open, ReportDate: new Date().toISOString() }, 201),
) {
  const posted: unknown[] = [];
  const fetchMock = stubServer((url, init) => {
    if (url === `/api/promrequests/${ID}`)
      return request ? jsonResponse(request) : jsonResponse({ ErrorCode: 4101, Message: 'Finns inte' }, 404);
    if (url === `/api/promrequests/${ID}/prom`) return jsonResponse(shippedProm(SCREENING_PROM_ID, 'sv'));
    if (url === `/api/promrequests/fill/${ID}` && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return fill();
    }
    return undefined;
  });
  renderRoutes([{ path: '/request/:id', element: <RequestPage /> }], `/request/${request?.PromRequestId ?? ID}`);
  return { posted, fetchMock };
}

describe('the public request page', () => {
  afterEach(signOut);

  it('says clearly that an unknown link has no questionnaire', async () => {
    setup(null);
    expect(await screen.findByRole('heading', { name: 'Formuläret hittades inte' })).toBeInTheDocument();
  });

  it('does not even ask the server about a malformed link', async () => {
    const fetchMock = stubServer();
    renderRoutes([{ path: '/request/:id', element: <RequestPage /> }], '/request/not-a-request');
    expect(await screen.findByRole('heading', { name: 'Formuläret hittades inte' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('promrequests'))).toBe(false);
  });

  it('shows an expired link and an already filled request as their own pages', async () => {
    setup({ ...open, ExpiresDate: '2026-01-01T00:00:00.000Z' });
    expect(await screen.findByRole('heading', { name: 'Länken har gått ut' })).toBeInTheDocument();
  });

  it('shows an already filled request', async () => {
    setup({ ...open, ReportDate: '2026-03-02T10:00:00.000Z' });
    expect(await screen.findByRole('heading', { name: 'Formuläret är redan ifyllt' })).toBeInTheDocument();
  });

  it('fills in the questionnaire without login, sends it once complete and thanks', async () => {
    const { posted } = setup(open);
    expect(await screen.findByRole('heading', { name: 'Screening inför studien' })).toBeInTheDocument();
    expect(screen.getByText('Inför ditt nästa besök')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Skicka svaren' });
    expect(send).toBeDisabled();
    await userEvent.click(screen.getAllByRole('radio', { name: 'Nej' })[0]!);
    expect(send).toBeEnabled();
    await userEvent.click(send);
    expect(await screen.findByRole('heading', { name: 'Tack för dina svar!' })).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({
        PromId: SCREENING_PROM_ID,
        Answers: [
          expect.objectContaining({ QuestionId: 'Q1-', AnswerId: 'Q1A2-' }),
          expect.objectContaining({ QuestionId: 'Q2-', NotApplicable: true, Value: null }),
        ],
      }),
    ]);
    const notApplicable = (posted[0] as { Answers: Record<string, unknown>[] }).Answers[1]!;
    expect(notApplicable).not.toHaveProperty('AnswerId');
  });

  it('turns a second fill refused by the server into the already-filled page', async () => {
    setup(open, () => jsonResponse({ ErrorCode: 4108, Message: 'Redan ifyllt' }, 409));
    await userEvent.click((await screen.findAllByRole('radio', { name: 'Nej' }))[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Skicka svaren' }));
    expect(await screen.findByRole('heading', { name: 'Formuläret är redan ifyllt' })).toBeInTheDocument();
  });
});
