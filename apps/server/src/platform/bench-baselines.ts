import Fastify from 'fastify';
import type { Database } from '../db/client';

/**
 * `npm run bench` compares the product's routes with what the same process and pool can do at best:
 * a second, bare Fastify instance (no hooks, no auth, no validation) with H (hello), R (one indexed
 * SELECT) and W (one INSERT). Only with BENCH_BASELINES=1, which production refuses.
 */
export async function startBenchBaselines(db: Database, host: string): Promise<{ url: string; close: () => Promise<void> }> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS bench_writes (id bigserial PRIMARY KEY, written_at timestamptz NOT NULL DEFAULT now(), body text)',
  );
  const [someone] = await db.query<{ id: string }>('SELECT id FROM users ORDER BY created_date LIMIT 1');
  const app = Fastify({ logger: false });
  app.get('/bench/hello', async () => ({ Hello: 'world' }));
  app.get('/bench/read', async () => {
    const [row] = await db.query('SELECT id, first_name, last_name, email, language_id, version FROM users WHERE id = $1', [
      someone?.id ?? null,
    ]);
    return row ?? {};
  });
  app.post('/bench/write', async () => {
    const [row] = await db.query<{ id: string }>('INSERT INTO bench_writes (body) VALUES ($1) RETURNING id', ['baseline']);
    return row;
  });
  const url = await app.listen({ port: 0, host });
  return { url, close: () => app.close() };
}
