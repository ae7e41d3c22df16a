import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contract } from '@symptoms/domain';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import ConsentsPage from './ConsentsPage';
import { contract as unanswered, id } from './test-fixtures';

/** Contract `i`, consented to this morning. */
const contract = (i: number, overrides: Partial<Contract> = {}): Contract =>
  unanswered(i, { Consented: true, ConsentDate: '2026-11-26T08:15:00.000Z', ...overrides });

function serve(contracts: Contract[]) {
  const calls: { url: string; body: unknown }[] = [];
  stubServer((url, init) => {
    if (url === '/identity/my/group/contracts/sv') return jsonResponse(contracts);
    if (url.startsWith('/identity/my/group/contracts/') && init?.method === 'POST') {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return jsonResponse({ ConsentedToRequired: false, RespondedToOptional: true });
    }
    return undefined;
  });
  return calls;
}

// Several dialogs and many role queries: slow on a loaded machine.
describe('ConsentsPage', { timeout: 15_000 }, () => {
  afterEach(signOut);

  it('shows groups with Symptoms first and dates in Stockholm time as written', async () => {
    signIn();
    serve([
      contract(2, { GroupId: 'studie', Group: { DisplayName: 'Ärlig studie', IsGlobal: false }, Title: 'Studiesamtycke' }),
      contract(3, { GroupId: 'annan', Group: { DisplayName: 'Annan studie', IsGlobal: false }, Consented: null, ConsentDate: null }),
      contract(1, { Required: true, Title: 'Användarvillkor', WithdrawDate: null }),
    ]);
    renderRoutes([{ path: '/consents', element: <ConsentsPage /> }], '/consents');
    await screen.findByRole('heading', { name: 'Symptoms', level: 2 });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Symptoms', 'Annan studie', 'Ärlig studie']);
    const terms = screen.getByRole('article', { name: 'Användarvillkor' });
    expect(within(terms).getByText('Godkänt 26 november 2026 kl. 09:15')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Avtal 3' })).getByText('Inte godkänt')).toBeInTheDocument();
  });

  it('withdrawing a Required consent warns, asks again with the anonymise offer, then logs out', async () => {
    signIn();
    const calls = serve([contract(1, { Required: true, Title: 'Användarvillkor' })]);
    const { router } = renderRoutes(
      [
        { path: '/consents', element: <ConsentsPage /> },
        { path: '/logout', element: <h1>Loggar ut</h1> },
      ],
      '/consents',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ta tillbaka samtycket' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Du kan inte använda Symptoms utan det här avtalet')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fortsätt' }));
    dialog = await screen.findByRole('dialog', { name: 'Är du helt säker?' });
    expect(calls).toEqual([]);
    expect(within(dialog).getByRole('checkbox', { name: /anonymiserade/ })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta tillbaka samtycket' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    expect(calls).toEqual([{ url: `/identity/my/group/contracts/${id(1)}/withdraw`, body: false }]);
  });
});
