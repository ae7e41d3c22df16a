import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signOut } from '../../test/render';
import { AboutPage } from './AboutPage';

const open = () => renderRoutes([{ path: '/about', element: <AboutPage /> }], '/about');

describe('AboutPage', () => {
  afterEach(signOut);

  it('shows the contact and postal address the settings give', async () => {
    stubServer((url) =>
      url === '/api/env/about'
        ? jsonResponse({
            Organization: 'Symptoms AB',
            Email: 'kontakt@example.se',
            Phone: '08-123 45 67',
            PostalAddress: ['Box 123', '111 22 Stockholm'],
          })
        : undefined,
    );
    open();
    const contact = await screen.findByRole('region', { name: 'Kontakt' });
    expect(within(contact).getByText('Symptoms AB')).toBeInTheDocument();
    expect(contact.querySelector('address')).toHaveTextContent('Box 123111 22 Stockholm');
    expect(within(contact).getByRole('link', { name: 'kontakt@example.se' })).toHaveAttribute('href', 'mailto:kontakt@example.se');
    expect(within(contact).getByRole('link', { name: '08-123 45 67' })).toHaveAttribute('href', 'tel:081234567');
  });

  it('leaves the contact out when nothing is set', async () => {
    let asked = 0;
    stubServer((url) => {
      if (url !== '/api/env/about') return undefined;
      asked += 1;
      return jsonResponse({ Organization: null, Email: null, Phone: null, PostalAddress: [] });
    });
    open();
    expect(await screen.findByText('Version 0.1.0')).toBeInTheDocument();
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByRole('region', { name: 'Kontakt' })).not.toBeInTheDocument();
  });
});
