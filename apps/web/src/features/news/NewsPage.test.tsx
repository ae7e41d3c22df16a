import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('says that the news could not be loaded, never that there is none, and tries again', async () => {
    signIn();
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(jsonResponse({ ErrorCode: 5000, Message: 'Fel' }, 500)));
    renderRoutes([{ path: '/news', element: <NewsPage /> }], '/news');
    expect(await screen.findByRole('alert')).toHaveTextContent('Det gick inte att hämta nyheterna.');
    expect(screen.queryByText('Det finns inga nyheter just nu.')).not.toBeInTheDocument();
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse([])));
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByText('Det finns inga nyheter just nu.')).toBeInTheDocument();
  });
});
