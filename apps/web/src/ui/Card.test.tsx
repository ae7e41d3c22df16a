import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { Card } from './Card';

describe('Card', () => {
  it('asks before removing, and removes on yes', async () => {
    const onRemove = vi.fn();
    renderWithProviders(<Card title="Grupp" onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort' }));
    expect(screen.getByText('Är du säker?')).toBeInTheDocument();
    expect(onRemove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Ja, ta bort' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('keeps the card when the answer is no', async () => {
    const onRemove = vi.fn();
    renderWithProviders(<Card title="Grupp" onRemove={onRemove} confirmText="Ta bort gruppen?" />);
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nej' }));
    expect(onRemove).not.toHaveBeenCalled();
    expect(screen.queryByText('Ta bort gruppen?')).not.toBeInTheDocument();
  });

  it('has no remove button without onRemove', () => {
    renderWithProviders(<Card title="Grupp">text</Card>);
    expect(screen.queryByRole('button', { name: 'Ta bort' })).not.toBeInTheDocument();
  });
});
