import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { embeddedPostgresUnavailable, reachPostgres, startPostgresForTests } from './postgres-for-tests.mjs';

const unavailable = embeddedPostgresUnavailable();

describe.skipIf(unavailable)(`A PostgreSQL of the tests' own${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  it('starts PostgreSQL 15 with a fresh database, and leaves neither server nor folder when stopped', async () => {
    const postgres = await startPostgresForTests({ database: 'helper_check' });
    try {
      expect(postgres.folder.startsWith(path.resolve(import.meta.dirname, '..'))).toBe(false);
      if (process.getuid?.() === 0) expect(statSync(path.join(postgres.folder, 'data')).uid).not.toBe(0);
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      try {
        const { rows } = await client.query("SELECT current_database() AS name, current_setting('server_version_num')::int AS version");
        expect(rows[0].name).toBe('helper_check');
        expect(Math.floor(rows[0].version / 10_000)).toBe(15);
        await client.query('CREATE TABLE t (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), note text)');
        await client.query("INSERT INTO t (note) VALUES ('å')");
        expect((await client.query('SELECT note FROM t')).rows).toEqual([{ note: 'å' }]);
      } finally {
        await client.end();
      }
    } finally {
      await postgres.stop();
    }
    expect(existsSync(postgres.folder)).toBe(false);
    expect(await reachPostgres(postgres.url)).toMatch(/ECONNREFUSED/);
  });

  it('stops cleanly when the server is already gone, and twice', async () => {
    const postgres = await startPostgresForTests();
    const pid = Number(readFileSync(path.join(postgres.folder, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGKILL');
    await Promise.all([postgres.stop(), postgres.stop()]);
    await postgres.stop();
    expect(existsSync(postgres.folder)).toBe(false);
  });
});
