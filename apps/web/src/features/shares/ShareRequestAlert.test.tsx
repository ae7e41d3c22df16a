import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { ShareRequestAlert } from './ShareRequestAlert';

type Listener = (event: string, payload: unknown) => void;
const listeners = vi.hoisted(() => new Set<(event: string, payload: unknown) => void>());
vi.mock('../../api/realtime', () => ({
  subscribeRealtime: (listener: Listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
}));

const send = (event: string) => act(() => listeners.forEach((listener) => listener(event, { ShareId: 'x' })));

const page = (path: string) =>
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <ShareRequestAlert />
            <p>sidan</p>
          </>
        ),
      },
    ],
    path,
  );

describe('ShareRequestAlert', () => {
  afterEach(() => {
    signOut();
    act(() => notifications.clean());
  });

  it('raises an alert linking to the shares page when a request arrives', async () => {
    signIn();
    stubServer((url) => (url === '/api/my/shares' ? jsonResponse([]) : undefined));
    const { router } = page('/welcome');
    send('NoteCreated');
    expect(screen.queryByText('Visa förfrågan')).not.toBeInTheDocument();
    send('ShareRequestCreated');
    expect(await screen.findByText('En vårdgivare vill att du delar dina uppgifter')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Visa förfrågan' });
    expect(link).toHaveAttribute('href', '/shares');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/shares');
  });

  it('stays quiet on the shares page itself', async () => {
    signIn();
    stubServer((url) => (url === '/api/my/shares' ? jsonResponse([]) : undefined));
    page('/shares');
    send('ShareRequestCreated');
    await screen.findByText('sidan');
    expect(screen.queryByText('Visa förfrågan')).not.toBeInTheDocument();
  });
});
