import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest } from '../../api/client';
import { apiEvents } from '../../api/events';
import { getSession } from '../../api/session';
import { jsonResponse, renderWithProviders, signIn, signOut, tokenFixture } from '../../test/render';
import { TwoFactorPrompt } from './TwoFactorPrompt';

function Probe() {
  const [answer, setAnswer] = useState('');
  const load = () =>
    apiRequest<{ Content: string }>('/api/my/notes/1').then(
      (note) => setAnswer(note.Content),
      () => setAnswer('misslyckades'),
    );
  return (
    <>
      <button onClick={() => void load()}>Hämta</button>
      <p data-testid="answer">{answer}</p>
    </>
  );
}

describe('two-factor demanded mid-session', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('on 417 shows the prompt instead of a toast, and asks again once the code is given', async () => {
    signIn();
    const renewed = tokenFixture({ access_token: 'access-2', refresh_token: 'refresh-2', twofactor_authenticated: true });
    const proved: unknown[] = [];
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/identity/my/user/2fa') {
        proved.push(JSON.parse(String(init.body)));
        return new Response(null, { status: 204 });
      }
      if (url === '/identity/token') return jsonResponse(renewed);
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer access-2'
        ? jsonResponse({ Content: 'Anteckningen' })
        : jsonResponse({ ErrorCode: 4006, Message: 'Tvåstegsverifiering krävs.' }, 417);
    });
    vi.stubGlobal('fetch', fetchMock);
    const events: string[] = [];
    const stop = apiEvents.on('twoFactorRequired', ({ mode }) => events.push(`mode ${mode}`));

    renderWithProviders(
      <>
        <Probe />
        <TwoFactorPrompt />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hämta' }));

    const dialog = await screen.findByRole('dialog', { name: 'Tvåstegsverifiering' }, { timeout: 8000 });
    expect(dialog).toHaveTextContent('Det du gör kräver tvåstegsverifiering');
    expect(screen.getByTestId('answer')).toHaveTextContent('');
    await userEvent.type(screen.getByLabelText(/Kod från autentiseringsappen/), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }));

    expect(await screen.findByText('Anteckningen')).toBeInTheDocument();
    expect(proved).toEqual([{ Code: '123456', SessionId: '22222222-2222-4222-8222-222222222222' }]);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      '/api/my/notes/1',
      '/identity/my/user/2fa',
      '/identity/token',
      '/api/my/notes/1',
    ]);
    expect(getSession()?.token.access_token).toBe('access-2');
    expect(events).toEqual(['mode 3']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    stop();
  }, 20_000);

  it('logging out instead lets the request fail', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/my/notes')
          ? jsonResponse({ ErrorCode: 4006, Message: 'Tvåstegsverifiering krävs.' }, 417)
          : new Response(null, { status: 204 }),
      ),
    );
    renderWithProviders(
      <>
        <Probe />
        <TwoFactorPrompt />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hämta' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Avbryt och logga ut' }, { timeout: 8000 }));

    expect(await screen.findByText('misslyckades')).toBeInTheDocument();
    expect(getSession()).toBeNull();
  }, 20_000);
});
