import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PromTitle } from '@symptoms/domain';
import { renderWithProviders, signIn, signOut } from '../../test/render';
import { ResearchRequestForm } from './ResearchRequestForm';

const proms: PromTitle[] = [
  { Id: 'phq9', Title: 'PHQ-9', LanguageIds: ['en', 'sv'] },
  { Id: 'gad7', Title: 'GAD-7', LanguageIds: ['en'] },
];

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

/** The options a Mantine Select offers once opened. */
async function options(label: string): Promise<string[]> {
  const input = field(label);
  await userEvent.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const list = document.getElementById(input.getAttribute('aria-controls')!)!;
  return within(list)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent ?? '');
}

describe('ResearchRequestForm', () => {
  afterEach(signOut);

  it('offers only the languages the chosen PROM exists in, and moves to one of them when the PROM changes', async () => {
    signIn({ role: 'res' });
    renderWithProviders(<ResearchRequestForm proms={proms} />);
    expect(field('Språk')).toHaveValue('Svenska');
    expect(await options('Språk')).toEqual(['Engelska', 'Svenska']);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(field('Formulär'));
    await userEvent.click(await screen.findByRole('option', { name: 'GAD-7', hidden: true }));
    expect(field('Språk')).toHaveValue('Engelska');
    expect(await options('Språk')).toEqual(['Engelska']);
    await userEvent.keyboard('{Escape}');

    // Back to a PROM in Swedish: the screen's language again.
    await userEvent.click(field('Formulär'));
    await userEvent.click(await screen.findByRole('option', { name: 'PHQ-9', hidden: true }));
    expect(field('Språk')).toHaveValue('Svenska');
  });
});
