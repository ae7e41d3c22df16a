import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut, tokenFixture } from '../../test/render';
import type { Contract } from '@symptoms/domain';
import TosPage from './TosPage';
import { contract } from './test-fixtures';

/** Scrolls a text box of 1000 px in a 200 px window to `top`. */
function scrollTo(element: HTMLElement, top: number) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: 200 });
  element.scrollTop = top;
  fireEvent.scroll(element);
}

function serve(contracts: Contract[]) {
  const answers: unknown[] = [];
  stubServer((url, init) => {
    if (url === '/identity/my/group/contracts/unconsented/sv') return jsonResponse(contracts);
    if (url === '/identity/my/group/contracts/consents') {
      answers.push(JSON.parse(String(init?.body)));
      return jsonResponse({ ConsentedToRequired: true, RespondedToOptional: true });
    }
    if (url === '/identity/token') return jsonResponse(tokenFixture({ access_token: 'access-2' }));
    return undefined;
  });
  return answers;
}

const terms = contract(1, { Required: true, RequiredRead: true, Title: 'Användarvillkor' });
const study = contract(2, {
  Required: true,
  Title: 'Studiesamtycke',
  GroupId: 'studie',
  OrganizationId: 'exempel',
  Group: { DisplayName: 'Hälsa i vardagen', IsGlobal: false },
});
const research = contract(3, { Title: 'Forskning' });

describe('TosPage', { timeout: 15_000 }, () => {
  afterEach(signOut);

  it('groups the contracts, Symptoms first; a required-read one is ticked only after its text is scrolled to within 50 px of the end', async () => {
    signIn({ consented_to_required_contracts: false });
    serve([study, terms, research]);
    renderRoutes([{ path: '/tos', element: <TosPage /> }], '/tos');
    const groups = await screen.findAllByRole('heading', { level: 2 });
    expect(groups.map((h) => h.textContent)).toEqual(['Symptoms', 'Hälsa i vardagen']);

    const box = screen.getByRole('checkbox', { name: 'Jag godkänner Användarvillkor (obligatoriskt)' });
    expect(box).toBeDisabled();
    expect(screen.getByText('Läs avtalet till slutet för att kunna godkänna det.')).toBeInTheDocument();
    const symptoms = screen.getByRole('region', { name: 'Symptoms' });
    await userEvent.click(within(symptoms).getAllByRole('button', { name: 'Läs avtalet' })[0]!);
    const text = screen.getByTestId(`contract-text-${terms.ContractId}`);
    scrollTo(text, 700); // 100 px from the end
    expect(box).toBeDisabled();
    scrollTo(text, 751); // 49 px from the end
    expect(box).toBeEnabled();
  });

  it('enables Next only when every Required contract is accepted, then answers all (optional left unticked is declined) and goes to the figure choice', async () => {
    signIn({ consented_to_required_contracts: false });
    const answers = serve([terms, study, research]);
    const { router } = renderRoutes(
      [
        { path: '/tos', element: <TosPage /> },
        { path: '/choosemannequin', element: <h1>Välj figur</h1> },
      ],
      '/tos?redirect=%2Fnotes',
    );
    const next = await screen.findByRole('button', { name: 'Nästa' });
    expect(next).toBeDisabled();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Jag godkänner Studiesamtycke (obligatoriskt)' }));
    expect(next).toBeDisabled();
    await userEvent.click(screen.getAllByRole('button', { name: 'Läs avtalet' })[0]!);
    scrollTo(screen.getByTestId(`contract-text-${terms.ContractId}`), 800);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Jag godkänner Användarvillkor (obligatoriskt)' }));
    expect(next).toBeEnabled();
    await userEvent.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/choosemannequin'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/notes')}`);
    expect(answers).toEqual([
      {
        ConsentedContracts: [
          { ContractLanguageVersionId: terms.Id, Consented: true },
          { ContractLanguageVersionId: study.Id, Consented: true },
          { ContractLanguageVersionId: research.Id, Consented: false },
        ],
      },
    ]);
  });
});
