import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StatusArea } from '@symptoms/domain';
import { renderWithProviders } from '../../test/render';
import { radarData } from './data';
import RadarChart from './RadarChart';

const items = [
  { Type: 'pain' as const, Intensity: 3 },
  { Type: 'wellbeing' as const, Intensity: 8 },
  { Type: 'appetite' as const, Intensity: 10 },
];
const label = (type: StatusArea) => type;

describe('RadarChart', () => {
  it('draws inverted types as 10 − intensity by default', () => {
    expect(radarData(items, label).map((p) => p.value)).toEqual([3, 2, 0]);
    expect(radarData(items, label, false).map((p) => p.value)).toEqual([3, 8, 10]);
  });

  it('shows the inverted values, and the answers when asked', async () => {
    renderWithProviders(<RadarChart items={items} label={label} />);
    const rows = () =>
      within(screen.getByTestId('radar-values'))
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        );
    expect(rows()).toEqual([
      ['pain', '3', '3'],
      ['wellbeing', '2', '8'],
      ['appetite', '0', '10'],
    ]);
    await userEvent.click(screen.getByRole('switch', { name: 'Visa som jag svarade' }));
    expect(rows()).toEqual([
      ['pain', '3', '3'],
      ['wellbeing', '8', '8'],
      ['appetite', '10', '10'],
    ]);
  });
});
