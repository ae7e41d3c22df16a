import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { LanguageString } from '@symptoms/domain';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import LanguageStringsPage from './LanguageStringsPage';

const text = (overrides: Partial<LanguageString>): LanguageString => ({
  Id: 'news:title',
  OrganizationId: '0',
  LanguageId: 'sv',
  Description: 'Rubrik',
  Text: 'Aktuellt',
  Version: 0,
  ModifiedDate: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

describe('LanguageStringsPage', () => {
  afterEach(signOut);

  it('shows an organization admin the service’s texts as every organization’s and lets them change only their own', async () => {
    signIn({ role: 'admin', organization: 'exempel', group: 'exempel', groups: ['exempel/exempel:admin'] });
    stubServer((url) => {
      if (url === '/identity/language-strings/sv')
        return jsonResponse([
          text({}),
          text({ Id: 'welcome:title', OrganizationId: 'exempel', Description: 'Välkomst', Text: 'Hej Exempel' }),
        ]);
      return undefined;
    });
    renderRoutes(
      [{ path: '/admin/language-strings/:stringId?/:languageId?', element: <LanguageStringsPage /> }],
      '/admin/language-strings',
    );
    expect(await screen.findByText(/för din organisation/)).toBeInTheDocument();
    const [, system, own] = await screen.findAllByRole('row');
    expect(within(system!).getByText('Alla organisationer')).toBeInTheDocument();
    expect(within(system!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(own!).getByText('Din organisation')).toBeInTheDocument();
    expect(within(own!).getByRole('link', { name: 'welcome:title' })).toHaveAttribute('href', '/admin/language-strings/welcome%3Atitle/sv');
  });

  it('opens no service text for editing to an organization admin', async () => {
    signIn({ role: 'admin', organization: 'exempel', group: 'exempel', groups: ['exempel/exempel:admin'] });
    stubServer((url) => (url === '/identity/language-strings/sv' ? jsonResponse([text({})]) : undefined));
    renderRoutes(
      [{ path: '/admin/language-strings/:stringId?/:languageId?', element: <LanguageStringsPage /> }],
      '/admin/language-strings/news%3Atitle/sv',
    );
    expect(await screen.findByText('Texten finns inte.')).toBeInTheDocument();
  });

  it('tells the service’s administrator they change every organization’s texts', async () => {
    signIn({ role: 'admin', organization: '0', group: '0', groups: ['0/0:admin'] });
    stubServer((url) => (url === '/identity/language-strings/sv' ? jsonResponse([text({})]) : undefined));
    renderRoutes(
      [{ path: '/admin/language-strings/:stringId?/:languageId?', element: <LanguageStringsPage /> }],
      '/admin/language-strings',
    );
    expect(await screen.findByText(/Här ändrar du tjänstens texter/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'news:title' })).toBeInTheDocument();
  });
});
