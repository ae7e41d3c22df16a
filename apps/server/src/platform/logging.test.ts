import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { PUBLIC, own } from './access';
import { loggedUrl, loggerOptions, UNKNOWN_ROUTE } from './logging';

const signedIn = own('notes', 'read');

/** A request as the serializer sees it once Fastify has matched its route. */
function matched(pattern: string | undefined, url: string, params: Record<string, string> = {}, config: object = { access: signedIn }) {
  return { url, params, routeOptions: { url: pattern, config } } as unknown as Parameters<typeof loggedUrl>[0];
}

describe('the logged URL', () => {
  it('is the route’s pattern with the values of allow-listed parameters on a signed-in route', () => {
    const id = '6f1d7a52-7d1e-4c1b-9d55-0d1c1b3f0a11';
    expect(loggedUrl(matched('/api/patients/:patientId/notes/:id', `/api/patients/${id}/notes/${id}`, { patientId: id, id }))).toBe(
      `/api/patients/${id}/notes/${id}`,
    );
    expect(loggedUrl(matched('/api/my/group/contracts/:lang', '/api/my/group/contracts/sv', { lang: 'sv' }))).toBe(
      '/api/my/group/contracts/sv',
    );
  });

  it('masks every parameter whose name is not on the allow-list, a new one included', () => {
    const email = 'anna.svensson@example.com';
    expect(
      loggedUrl(matched('/identity/admin/users/email/:email', `/identity/admin/users/email/${encodeURIComponent(email)}`, { email })),
    ).toBe('/identity/admin/users/email/***');
    expect(loggedUrl(matched('/identity/admin/users/pnr/:pnr', '/identity/admin/users/pnr/191212121212', { pnr: '191212121212' }))).toBe(
      '/identity/admin/users/pnr/***',
    );
    expect(loggedUrl(matched('/api/things/:somethingNew', '/api/things/VALUE', { somethingNew: 'VALUE' }))).toBe('/api/things/***');
  });

  it('masks every parameter of a public route, whatever its name, unless the route declares it', () => {
    const link = 'LINKSECRETAAAAAAAAAAAA';
    expect(loggedUrl(matched('/api/promrequests/fill/:id', `/api/promrequests/fill/${link}`, { id: link }, { access: PUBLIC }))).toBe(
      '/api/promrequests/fill/***',
    );
    expect(
      loggedUrl(
        matched(
          '/identity/users/password/reset/:token/verify',
          '/identity/users/password/reset/CODE/verify',
          { token: 'CODE' },
          { access: PUBLIC },
        ),
      ),
    ).toBe('/identity/users/password/reset/***/verify');
    expect(loggedUrl(matched('/*', '/reset/CODE', { '*': 'reset/CODE' }, { access: PUBLIC }))).toBe('/***');
    expect(
      loggedUrl(
        matched('/api/groups/slug/:slug', '/api/groups/slug/klinik', { slug: 'klinik' }, { access: PUBLIC, loggedParams: ['slug'] }),
      ),
    ).toBe('/api/groups/slug/klinik');
  });

  it('shows an allow-listed value only when it looks like an id, a number or a date, and never a whole personnummer', () => {
    const odd = 'anna@example.com';
    expect(loggedUrl(matched('/api/my/notes/:id', `/api/my/notes/${encodeURIComponent(odd)}`, { id: odd }))).toBe('/api/my/notes/***');
    expect(loggedUrl(matched('/api/patients/:patientId', '/api/patients/191212121212', { patientId: '191212121212' }))).toBe(
      '/api/patients/19121212****',
    );
  });

  it('writes the values of allow-listed query parameters only', () => {
    const pattern = '/api/admin/patients';
    expect(loggedUrl(matched(pattern, '/api/admin/patients?search=Svensson&page=2&take=30'))).toBe(
      '/api/admin/patients?search=***&page=2&take=30',
    );
    expect(loggedUrl(matched(pattern, '/api/x?q=anna%40example.com&from=2026-11-01T00:00:00.000Z'))).toBe(
      '/api/admin/patients?q=***&from=2026-11-01T00:00:00.000Z',
    );
    expect(loggedUrl(matched(pattern, '/api/x?access_token=AT&code=C&email=a@b.se'))).toBe(
      '/api/admin/patients?access_token=***&code=***&email=***',
    );
    expect(loggedUrl(matched(pattern, '/api/x?BARESECRET&page=%ZZ'))).toBe('/api/admin/patients?***&page=***');
  });

  it('is not the raw URL when no route matched', () => {
    expect(loggedUrl(matched(undefined, '/identity/verify/SECRET?code=X'))).toBe(UNKNOWN_ROUTE);
  });
});

describe('the logger', () => {
  function capture() {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { serializers, ...options } = loggerOptions('trace');
    return { log: pino({ ...options, serializers: { err: serializers.err } }, sink), text: () => lines.join('') };
  }

  it('never writes a password, token or personnummer, even when one is logged by mistake', () => {
    const { log, text } = capture();
    log.info({ body: { password: 'hunter2', refresh_token: 'rt-123', Personnummer: '191212121212' } }, 'oops');
    log.info({ req: { headers: { authorization: 'Bearer abc.def.ghi' } } }, 'request');
    for (const secret of ['hunter2', 'rt-123', '191212121212', 'abc.def.ghi']) expect(text()).not.toContain(secret);
    expect(text()).toContain('***');
  });

  it('writes an error’s type, code and place, never its message', () => {
    const { log, text } = capture();
    const error = Object.assign(new Error('550 5.1.1 <anna.svensson@example.com>: Recipient address rejected'), { code: 'EENVELOPE' });
    log.warn({ err: error }, 'mail delivery failed');
    expect(JSON.parse(text())).toMatchObject({ err: { type: 'Error', code: 'EENVELOPE' }, msg: 'mail delivery failed' });
    expect(text()).not.toContain('anna.svensson');
  });

  it('cuts e-mail addresses and personnummer out of a message, at every level', () => {
    const { log, text } = capture();
    log.trace('lookup of anna.svensson@example.com');
    log.debug('person %s', '19121212-1212');
    expect(text()).not.toContain('anna.svensson@example.com');
    expect(text()).not.toContain('19121212-1212');
    expect(text()).toContain('lookup of ***');
  });
});
