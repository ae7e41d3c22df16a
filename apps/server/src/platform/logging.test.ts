import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, maskUrl } from './logging';

describe('request logging', () => {
  it('masks personnummer and secrets in URLs', () => {
    expect(maskUrl('/api/users?pnr=191212121212')).toBe('/api/users?pnr=19121212****');
    expect(maskUrl('/api/users/19121212-1212')).toBe('/api/users/19121212-****');
    expect(maskUrl('/api/users/1212121212')).toBe('/api/users/121212****');
    expect(maskUrl('/identity/confirm?token=abc&x=1')).toBe('/identity/confirm?token=***&x=1');
    expect(maskUrl('/api/notes?page=2')).toBe('/api/notes?page=2');
  });

  it('never writes a password, token or personnummer, even when one is logged by mistake', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { serializers: _s, ...options } = loggerOptions('info');
    const log = pino(options, sink);
    log.info({ body: { password: 'hunter2', refresh_token: 'rt-123', Personnummer: '191212121212' } }, 'oops');
    log.info({ req: { headers: { authorization: 'Bearer abc.def.ghi' } } }, 'request');
    const text = lines.join('');
    for (const secret of ['hunter2', 'rt-123', '191212121212', 'abc.def.ghi']) expect(text).not.toContain(secret);
    expect(text).toContain('***');
  });
});
