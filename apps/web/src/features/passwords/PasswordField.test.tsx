import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../test/render';
import { PasswordField } from './PasswordField';

function Field({ twoFactor = false }: { twoFactor?: boolean }) {
  const [value, setValue] = useState('');
  return <PasswordField label="Lösenord" value={value} onChange={setValue} twoFactor={twoFactor} />;
}

describe('PasswordField', () => {
  it('counts characters, lowercase, uppercase, digits and special characters, and rates by length', async () => {
    renderWithProviders(<Field />);
    expect(screen.getByText('Minst 15 tecken. Ett långt lösenord, gärna en mening, är bäst.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Lösenord/, { selector: 'input' }), 'Åsa9!');
    expect(screen.getByText('5 tecken: 2 gemener, 1 versaler, 1 siffror, 1 specialtecken')).toBeInTheDocument();
    expect(screen.getByText('För kort')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Lösenord/, { selector: 'input' }), ' går till skolan');
    expect(screen.getByText('Starkt')).toBeInTheDocument();
    expect(screen.getByText('Starkt')).toHaveAttribute('aria-live', 'polite');
  });

  it('asks for 8 characters when the account has two-factor', async () => {
    renderWithProviders(<Field twoFactor />);
    expect(screen.getByText(/^Minst 8 tecken/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Lösenord/, { selector: 'input' }), 'åtta tkn');
    expect(screen.getByText('Godkänt')).toBeInTheDocument();
  });
});
