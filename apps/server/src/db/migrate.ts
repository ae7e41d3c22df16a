import { sql } from './sql';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

/**
 * Numbered SQL files, applied in name order and recorded in schema_migrations. The same files run
 * unchanged on PGlite and PostgreSQL. In the built server the files sit in dist/migrations beside
 * main.js; in source they sit in src/db/migrations.
 */
export function defaultMigrationsDir(): string {
  const here = fileURLToPath(new URL('.', import.meta.url));
  return here.endsWith('/dist/') ? `${here}migrations` : fileURLToPath(new URL('./migrations', import.meta.url));
}

export async function migrate(db: Database, dir = defaultMigrationsDir()): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort();
  const scripts = await Promise.all(files.map(async (name) => ({ name, script: await readFile(`${dir}/${name}`, 'utf8') })));
  // One transaction under an advisory lock: instances starting together on PostgreSQL migrate once.
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('symptoms:migrations'))");
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const { name, script } of scripts) {
      if (done.has(name)) continue;
      await tx.exec(script);
      await tx.query(sql`INSERT INTO schema_migrations (name) VALUES (${name})`);
      applied.push(name);
    }
    return applied;
  });
}
