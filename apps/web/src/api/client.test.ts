import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_AFTER_FAILED_TRIES, RETRY_DELAY_MS } from '@symptoms/domain';
import { jsonResponse, signIn, signOut, tokenFixture } from '../test/render';
import { apiRequest } from './client';
import { ApiError } from './errors';
import { apiEvents } from './events';
import { getSession } from './session';

type Call = [string, RequestInit];
const headersOf = (call: Call | undefined) => (call?.[1].headers ?? {}) as Record<string, string>;

describe('request layer', () => {
  beforeEach(() => {
    signIn({ organization: 'exempel', group: 'halsa', role: 'pat', groups: ['exempel/halsa:pat'] });
  });
  afterEach(() => {
    signOut();
    vi.useRealTimers();
  });

  it('sends the token, the active organization, group and role, and the language', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/my/groups');
    expect(headersOf(fetchMock.mock.calls[0] as unknown as Call)).toMatchObject({
      Authorization: 'Bearer access-1',
      'X-OrganizationId': 'exempel',
      'X-GroupId': 'halsa',
      'X-RoleId': 'pat',
      'X-LanguageId': 'sv',
    });
  });

  it('on 1004 without a patient id makes the patient, renews the token and asks again, once', async () => {
    signIn({ pid: null });
    const withPatient = tokenFixture({ access_token: 'access-3', pid: '22222222-2222-4222-8222-222222222222' });
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/identity/my/user/patient') return new Response(null, { status: 204 });
      if (url === '/identity/token') return jsonResponse(withPatient);
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer access-3' ? jsonResponse({ Id: 2 }) : jsonResponse({ ErrorCode: 1004, Message: 'Ingen patient.' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/my/patient')).resolves.toEqual({ Id: 2 });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      '/api/my/patient',
      '/identity/my/user/patient',
      '/identity/token',
      '/api/my/patient',
    ]);
    expect(getSession()?.token.pid).toBe(withPatient.pid);
  });

  it('on 401 refreshes the token once and retries with the new one', async () => {
    const refreshed = tokenFixture({ access_token: 'access-2', refresh_token: 'refresh-2' });
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/identity/token') return jsonResponse(refreshed);
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer access-2' ? jsonResponse({ Id: 1 }) : jsonResponse({ ErrorCode: 4103, Message: 'Du behöver logga in.' }, 401);
    });
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiRequest('/api/my/patient')).resolves.toEqual({ Id: 1 });
    const calls = fetchMock.mock.calls as unknown as Call[];
    expect(calls.map((c) => c[0])).toEqual(['/api/my/patient', '/identity/token', '/api/my/patient']);
    const form = new URLSearchParams(String(calls[1]?.[1].body));
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.get('refresh_token')).toBe('refresh-1');
    expect(form.get('client_secret')).toBe('secret-1');
    expect(getSession()?.token.access_token).toBe('access-2');
  });

  it('retries only once: a second 401 is an error, and a failed refresh logs out locally', async () => {
    const expired = vi.fn();
    const stop = apiEvents.on('sessionExpired', expired);
    const fetchMock = vi.fn(async (url: string) =>
      url === '/identity/token'
        ? jsonResponse({ ErrorCode: 4107, Message: 'Fel' }, 400)
        : jsonResponse({ ErrorCode: 4103, Message: 'Du behöver logga in.' }, 401),
    );
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiRequest('/api/my/patient')).rejects.toMatchObject({ status: 401, errorCode: 4103 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getSession()).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
    stop();
  });

  it('retries network failures every 3 s and goes offline after more than 3 failed tries, online again on success', async () => {
    vi.useFakeTimers();
    const events: string[] = [];
    const stops = [apiEvents.on('offline', () => events.push('offline')), apiEvents.on('online', () => events.push('online'))];
    let tries = 0;
    const fetchMock = vi.fn(async () => {
      tries += 1;
      if (tries <= OFFLINE_AFTER_FAILED_TRIES + 1) throw new TypeError('Failed to fetch');
      return jsonResponse({ ok: true });
    });
    vi.stubGlobal('fetch', fetchMock);

    const result = apiRequest('/api/health');
    // The first try fails at once; each further try comes 3 s later.
    for (let i = 1; i < OFFLINE_AFTER_FAILED_TRIES; i += 1) await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(OFFLINE_AFTER_FAILED_TRIES);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(events).toEqual(['offline']);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await expect(result).resolves.toEqual({ ok: true });
    expect(events).toEqual(['offline', 'online']);
    expect(fetchMock).toHaveBeenCalledTimes(OFFLINE_AFTER_FAILED_TRIES + 2);
    stops.forEach((s) => s());
  });

  it('drops underscore properties from non-GET payloads at any depth', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({}));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/notes', { method: 'POST', json: { Text: 'hej', _saved: false, Items: [{ A: 1, _local: true }] } });
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as Call)[1].body)) as unknown;
    expect(body).toEqual({ Text: 'hej', Items: [{ A: 1 }] });
  });

  it('throws an ApiError with the server message and field errors, and announces 412 and two-factor answers', async () => {
    const contracts = vi.fn();
    const twoFactor = vi.fn();
    const stops = [apiEvents.on('contracts', contracts), apiEvents.on('twoFactorRequired', twoFactor)];
    const answers = [
      jsonResponse({ ErrorCode: 4100, Message: 'Uppgifterna är inte giltiga.', Errors: { Email: ['Ogiltig e-post'] } }, 400),
      jsonResponse({ ErrorCode: 4102, Message: 'Villkor' }, 412),
      jsonResponse({ ErrorCode: 4006, Message: 'Tvåstegsverifiering krävs.' }, 400),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift()),
    );

    const error = await apiRequest('/identity/my/user', { method: 'PUT', json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      errorCode: 4100,
      message: 'Uppgifterna är inte giltiga.',
      errors: { Email: ['Ogiltig e-post'] },
    });
    await apiRequest('/api/x').catch(() => undefined);
    expect(contracts).toHaveBeenCalledOnce();
    await apiRequest('/api/y').catch(() => undefined);
    expect(twoFactor).toHaveBeenCalledWith({ mode: 2 });
    stops.forEach((s) => s());
  });
});
