import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { NewsItem } from '@symptoms/domain';
import i18n from '../../i18n';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { NewsPage } from './NewsPage';

const item = (over: Partial<NewsItem>): NewsItem => ({
  Id: crypto.randomUUID(),
  AuthorName: 'Sara Nilsson',
  CanUpdate: false,
  Title: 'Nytt',
  Content: 'Text',
  CreatedDate: '2026-11-26T10:00:00.000Z',
  ModifiedDate: '2026-11-26T10:00:00.000Z',
  PublishDate: '2026-11-26T10:00:00.000Z',
  Priority: 'not-important',
  Version: 0,
  IsNew: false,
  GroupId: null,
  OrganizationId: 'exempel',
  ...over,
});

afterEach(async () => {
  vi.restoreAllMocks();
  signOut();
  await i18n.changeLanguage('sv');
});

describe('the news', () => {
  it('names each item’s author, and one whose account is gone as a removed user', async () => {
    signIn();
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(jsonResponse([item({ Title: 'Först' }), item({ Title: 'Sedan', AuthorName: '' })])),
    );
    renderRoutes([{ path: '/news', element: <NewsPage /> }], '/news');
    expect(await screen.findByText('Sara Nilsson, 26 november 2026 kl. 11:00')).toBeInTheDocument();
    expect(screen.getByText('Borttagen användare, 26 november 2026 kl. 11:00')).toBeInTheDocument();
  });
});
