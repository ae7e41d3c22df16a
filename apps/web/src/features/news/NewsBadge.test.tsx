import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { NewsItem } from '@symptoms/domain';
import { jsonResponse, renderWithProviders, signIn, signOut } from '../../test/render';
import { NewsBadge, newsBadge } from './NewsBadge';

const item = (over: Partial<NewsItem>): NewsItem => ({
  Id: crypto.randomUUID(),
  AuthorName: 'Admin',
  CanUpdate: false,
  Title: 'Nytt',
  Content: 'Text',
  CreatedDate: '2026-11-26T10:00:00.000Z',
  ModifiedDate: '2026-11-26T10:00:00.000Z',
  PublishDate: '2026-11-26T10:00:00.000Z',
  Priority: 'not-important',
  Version: 0,
  IsNew: true,
  GroupId: null,
  OrganizationId: 'exempel',
  ...over,
});

afterEach(() => {
  vi.restoreAllMocks();
  signOut();
});

describe('the news badge', () => {
  it('counts the items since the last login and turns red when one of them is very important', () => {
    expect(newsBadge([item({}), item({ IsNew: false, Priority: 'very-important' })])).toEqual({ count: 1, urgent: false });
    expect(newsBadge([item({}), item({ Priority: 'very-important' })])).toEqual({ count: 2, urgent: true });
    expect(newsBadge([item({ IsNew: false })])).toEqual({ count: 0, urgent: false });
    expect(newsBadge(undefined)).toEqual({ count: 0, urgent: false });
  });

  it('shows the count from GET news, red, with a label that says so', async () => {
    signIn();
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(jsonResponse([item({ Priority: 'very-important' }), item({}), item({ IsNew: false })])));
    renderWithProviders(
      <MemoryRouter>
        <NewsBadge />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: '2 nya nyheter sedan du loggade in senast, minst en mycket viktig' });
    expect(link).toHaveAttribute('href', '/news');
    await waitFor(() => expect(screen.getByTestId('news-badge')).toHaveAttribute('data-urgent', 'true'));
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/news');
  });
});
