import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import i18n from '../../i18n';
import { jsonResponse, renderWithProviders, signIn, signOut } from '../../test/render';
import { LanguageOverrides } from './LanguageOverrides';
import { applyOverrides, shippedKeys } from './overrides';

function Shown() {
  const { t } = useTranslation('news');
  return <p>{t('title')}</p>;
}

afterEach(() => {
  applyOverrides(i18n, 'sv', []);
  vi.restoreAllMocks();
  signOut();
});

describe('language string overrides', () => {
  it('lay the admin’s text over the shipped one and give the shipped one back when removed', () => {
    expect(i18n.t('news:title')).toBe('Nyheter');
    applyOverrides(i18n, 'sv', [{ Id: 'news:title', Text: 'Aktuellt' }]);
    expect(i18n.t('news:title')).toBe('Aktuellt');
    expect(shippedKeys(i18n, 'sv').find((k) => k.id === 'news:title')?.text).toBe('Nyheter');
    applyOverrides(i18n, 'sv', []);
    expect(i18n.t('news:title')).toBe('Nyheter');
  });

  it('reach a namespace that loads after them (each screen fetches its texts when it opens)', async () => {
    expect(i18n.hasResourceBundle('en', 'news')).toBe(false);
    applyOverrides(i18n, 'en', [{ Id: 'news:title', Text: 'Latest' }]);
    expect(i18n.hasResourceBundle('en', 'news')).toBe(false);
    await i18n.loadLanguages('en');
    expect(i18n.getResource('en', 'news', 'title')).toBe('Latest');
    expect(shippedKeys(i18n, 'en').find((k) => k.id === 'news:title')?.text).toBe('News');
    applyOverrides(i18n, 'en', []);
    expect(i18n.getResource('en', 'news', 'title')).toBe('News');
  });

  it('are fetched in the signed-in frame and re-render an open page without a reload', async () => {
    signIn();
    let overrides = [
      {
        Id: 'news:title',
        OrganizationId: '0',
        LanguageId: 'sv',
        Description: 'Rubrik',
        Text: 'Aktuellt',
        Version: 0,
        ModifiedDate: '2026-11-26T10:00:00.000Z',
      },
    ];
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(jsonResponse(overrides)));
    const { queryClient } = renderWithProviders(
      <>
        <LanguageOverrides />
        <Shown />
      </>,
    );
    expect(await screen.findByText('Aktuellt')).toBeInTheDocument();
    overrides = [{ ...overrides[0]!, Text: 'Senaste nytt', Version: 1 }];
    // What the LanguageStringsChanged event does: the query goes stale and is fetched again.
    await act(() => queryClient.invalidateQueries({ queryKey: ['language-strings'] }));
    await waitFor(() => expect(screen.getByText('Senaste nytt')).toBeInTheDocument());
    overrides = [];
    await act(() => queryClient.invalidateQueries({ queryKey: ['language-strings'] }));
    await waitFor(() => expect(screen.getByText('Nyheter')).toBeInTheDocument());
  });
});
