import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsItem } from '@symptoms/domain';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import AdminNewsPage from './AdminNewsPage';

// The growing text area listens for web fonts loading, which jsdom does not have.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

afterEach(() => {
  vi.restoreAllMocks();
  signOut();
});

const routes = [
  { path: '/admin/news/:newsItemId?', element: <AdminNewsPage /> },
  { path: '/admin/news', element: <AdminNewsPage /> },
];

describe('the news editor', () => {
  it('says what is wrong in Swedish and sends nothing, then publishes what the admin wrote', async () => {
    signIn({ role: 'admin', organization: 'exempel', group: 'klinik', groups: ['exempel/klinik:admin'] });
    const sent: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Partial<NewsItem>;
        sent.push(body);
        return jsonResponse(
          {
            ...body,
            Id: crypto.randomUUID(),
            AuthorName: 'Sara',
            CanUpdate: true,
            CreatedDate: '2026-11-26T10:00:00.000Z',
            ModifiedDate: '2026-11-26T10:00:00.000Z',
            PublishDate: '2026-11-26T10:00:00.000Z',
            Version: 0,
            IsNew: false,
            GroupId: null,
            OrganizationId: 'exempel',
          },
          201,
        );
      }
      expect(String(input)).toContain('/api/admin/news');
      return jsonResponse([]);
    });
    renderRoutes(routes, '/admin/news/new');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publicera' }));
    expect(await screen.findAllByText('Minst 2 tecken.')).toHaveLength(2);
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('textbox', { name: 'Rubrik' }));
    await user.paste('Nytt i appen');
    await user.click(screen.getByRole('textbox', { name: 'Text' }));
    await user.paste('Nu med **utskrift**');
    expect(screen.getByText('utskrift').tagName).toBe('STRONG');
    await user.click(screen.getByText('Mycket viktig'));
    await user.click(screen.getByRole('button', { name: 'Publicera' }));
    await waitFor(() =>
      expect(sent).toEqual([{ Title: 'Nytt i appen', Content: 'Nu med **utskrift**', Priority: 'very-important', PublishDate: null }]),
    );
  }, 30_000);
});
