import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import i18n from '../../i18n';
import { BodyPartPicker } from './BodyPartPicker';
import { partAnchor, PICKABLE_BODY_PARTS } from './anchors';

describe('BodyPartPicker', () => {
  it('marks the chosen part at its anchor, found by typing its Swedish name', async () => {
    const onPick = vi.fn();
    renderWithProviders(<BodyPartPicker model="female" onPick={onPick} />);
    const input = screen.getByLabelText('Välj kroppsdel', { selector: 'input' });
    await userEvent.type(input, 'vänster ha');
    await userEvent.click(await screen.findByRole('option', { name: 'Vänster hand', hidden: true }));
    expect(onPick).toHaveBeenCalledWith(partAnchor('female', 'left hand'));
    expect(await screen.findByText('Vänster hand markerad')).toBeInTheDocument();
  });

  it('can be used with the keyboard alone', async () => {
    const onPick = vi.fn();
    renderWithProviders(<BodyPartPicker model="male" onPick={onPick} />);
    await userEvent.tab();
    await userEvent.keyboard('Ländrygg');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ BodyPart: 'lower back', Size: 1 }));
  });

  it('names every part in Swedish and English', async () => {
    // English is fetched when it is first chosen.
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('sv');
    for (const language of ['sv', 'en']) {
      for (const part of [...PICKABLE_BODY_PARTS, 'unknown']) {
        expect(i18n.exists(`bodyfigure:parts.${part}`, { lng: language }), `${language} ${part}`).toBe(true);
      }
    }
    expect(i18n.t('bodyfigure:parts.left hand', { lng: 'en' })).toBe('Left hand');
  });
});
