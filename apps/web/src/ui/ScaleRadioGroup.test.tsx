import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { ScaleRadioGroup, type ScaleSelectVia } from './ScaleRadioGroup';

const VALUES = Array.from({ length: 11 }, (_, i) => i);

function Harness({ initial = null, log }: { initial?: number | null; log: [number, ScaleSelectVia][] }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <button type="button">före</button>
      <ScaleRadioGroup
        label="Smärta"
        values={VALUES}
        value={value}
        optionClassName="scale-button"
        onSelect={(v, via) => {
          log.push([v, via]);
          setValue(v);
        }}
      >
        {(v) => v}
      </ScaleRadioGroup>
      <button type="button">efter</button>
    </>
  );
}

describe('ScaleRadioGroup (APG radio group)', () => {
  it('is one Tab stop: the first option while none is chosen, then the chosen one', async () => {
    const log: [number, ScaleSelectVia][] = [];
    renderWithProviders(<Harness log={log} />);
    await userEvent.click(screen.getByRole('button', { name: 'före' }));
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '0' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '0' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'efter' })).toHaveFocus();
    expect(log).toEqual([]);
  });

  it('arrow keys move and choose, wrap at the ends; Home and End go to the ends', async () => {
    const log: [number, ScaleSelectVia][] = [];
    renderWithProviders(<Harness initial={4} log={log} />);
    await userEvent.click(screen.getByRole('button', { name: 'före' }));
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '4' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '6' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '6' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: '5' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '0' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '10' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Home}');
    expect(log).toEqual([
      [5, 'key'],
      [6, 'key'],
      [5, 'key'],
      [10, 'key'],
      [0, 'key'],
      [10, 'key'],
      [0, 'key'],
    ]);
    // Only the chosen option is in the tab order.
    expect(screen.getAllByRole('radio').filter((r) => r.tabIndex === 0)).toEqual([screen.getByRole('radio', { name: '0' })]);
  });

  it('a click chooses, reported as a click', async () => {
    const log: [number, ScaleSelectVia][] = [];
    renderWithProviders(<Harness log={log} />);
    await userEvent.click(screen.getByRole('radio', { name: '7' }));
    expect(screen.getByRole('radio', { name: '7' })).toHaveAttribute('aria-checked', 'true');
    expect(log).toEqual([[7, 'click']]);
  });

  it('Space on the chosen option keeps it chosen, reported as a key (the radio pattern never clears)', async () => {
    const log: [number, ScaleSelectVia][] = [];
    renderWithProviders(<Harness log={log} />);
    await userEvent.click(screen.getByRole('radio', { name: '7' }));
    await userEvent.keyboard(' ');
    expect(screen.getByRole('radio', { name: '7' })).toHaveAttribute('aria-checked', 'true');
    expect(log).toEqual([
      [7, 'click'],
      [7, 'key'],
    ]);
  });
});
