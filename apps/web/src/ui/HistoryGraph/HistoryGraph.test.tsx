import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rangeBounds } from '@symptoms/domain';
import { renderWithProviders } from '../../test/render';
import { HISTORY_RANGE_KEY, RangeButtons, useHistoryRange } from './range';
import { graphRows } from './rows';

function Harness() {
  const { range, setRange } = useHistoryRange();
  return <RangeButtons range={range} onChange={setRange} />;
}

describe('HistoryGraph', () => {
  it('remembers the chosen range between graphs and visits', async () => {
    localStorage.clear();
    const first = renderWithProviders(<Harness />);
    const group = screen.getByRole('group', { name: 'Period' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1 dag', '1 vecka', '1 månad', '3 månader', '6 månader', '1 år', '3 år']);
    expect(within(group).getByRole('button', { name: '1 månad' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(group).getByRole('button', { name: '1 år' }));
    expect(within(group).getByRole('button', { name: '1 år' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(HISTORY_RANGE_KEY)).toBe('1y');
    first.unmount();

    renderWithProviders(<Harness />);
    expect(screen.getByRole('button', { name: '1 år' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '1 månad' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('includes what was saved a moment ago when a graph opens', () => {
    function RangeEnd() {
      return <output>{useHistoryRange().bounds.to.getTime()}</output>;
    }
    const savedNow = Date.now();
    renderWithProviders(<RangeEnd />);
    expect(Number(screen.getByRole('status').textContent)).toBeGreaterThan(savedNow);
  });

  it('aggregates 3 years of daily answers into about 80 banded rows before drawing', () => {
    const now = new Date('2026-06-01T12:00:00.000Z');
    const points = Array.from({ length: 3 * 365 }, (_, i) => ({
      Date: new Date(now.getTime() - (i + 0.5) * 86_400_000).toISOString(),
      Value: i % 11,
    }));
    const { rows, banded } = graphRows([{ key: 'pain', label: 'Smärta', colour: '#E15759', points }], '3y', rangeBounds('3y', now));
    expect(rows.length).toBeLessThanOrEqual(80);
    expect(banded).toBe(true);
    const row = rows[10]!;
    expect(row.pain_band).toEqual([0, 10]);
    expect(row.pain_count).toBe(14);
  });

  it('keeps single answers as points in short ranges', () => {
    const now = new Date('2026-06-01T12:00:00.000Z');
    const { rows, banded } = graphRows(
      [{ key: 'pain', label: 'Smärta', colour: '#E15759', points: [{ Date: '2026-05-31T09:00:00.000Z', Value: 4 }] }],
      '1w',
      rangeBounds('1w', now),
    );
    expect(banded).toBe(false);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.pain).toBe(4);
  });
});
