import { createHash } from 'node:crypto';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { Sql } from './sql';
import { useFastTimestamps } from './timestamps';

export type Row = Record<string, unknown>;

/**
 * What services use: parameterised SQL only, rows back. Code writes statements with the `sql`
 * tag (db/sql.ts); text with numbered parameters is for tests and migrations.
 */
export interface Queryable {
  query<T extends Row = Row>(statement: Sql | string, params?: readonly unknown[]): Promise<T[]>;
}

function statementOf(statement: Sql | string, params: readonly unknown[] | undefined): { text: string; params: unknown[] } {
  return typeof statement === 'string' ? { text: statement, params: (params ?? []) as unknown[] } : statement.compile();
}

/** Inside a transaction; `exec` runs a script of several statements (migrations only). */
export interface Transaction extends Queryable {
  exec(script: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; it commits when `fn` resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  exec(script: string): Promise<void>;
  close(): Promise<void>;
  /** The pool behind a PostgreSQL database, for Socket.IO's adapter. */
  readonly pool?: pg.Pool;
  /** The schema a PostgreSQL database works in, when it is not the default (each test file has its own). */
  readonly schema?: string;
  /** A PGlite database as a tarball (tests copy a migrated one). */
  dump?(): Promise<Blob>;
}

export function openPglite(dataDir?: string, loadDataDir?: Blob): Database {
  const db = loadDataDir ? new PGlite({ loadDataDir }) : dataDir ? new PGlite(dataDir) : new PGlite();
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Transaction => ({
    async query<T extends Row>(statement: Sql | string, values?: readonly unknown[]) {
      const { text, params } = statementOf(statement, values);
      const result = await q.query<T>(text, params);
      return result.rows;
    },
    async exec(script: string) {
      await q.exec(script);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    dump: () => db.dumpDataDir('none'),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    exec: async (script) => {
      await db.exec(script);
    },
    close: () => db.close(),
  };
}

/** Statement names by text, so pg prepares each distinct statement once per connection. */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = 's' + createHash('sha1').update(text).digest('hex').slice(0, 20);
    statementNames.set(text, name);
  }
  return name;
}

interface PostgresOptions {
  url: string;
  max: number;
  /** A schema to work in (tests give each file its own). */
  schema?: string;
}

export function openPostgres(options: PostgresOptions): Database {
  useFastTimestamps();
  // Every statement is prepared by name (statementName), and with plan_cache_mode at its default
  // PostgreSQL re-plans a statement on every execution whenever it estimates the generic plan dearer
  // than a custom one: the status save's plan cost 0.26 ms per save, more than its execution. Generic
  // plans are planned once per connection; see docs/decisions.md (Generic plans) for what it costs.
  const settings = ['-c plan_cache_mode=force_generic_plan', ...(options.schema ? [`-c search_path=${options.schema}`] : [])];
  const pool = new pg.Pool({ connectionString: options.url, max: options.max, options: settings.join(' ') });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  const wrap = (client: pg.Pool | pg.PoolClient): Transaction => ({
    async query<T extends Row>(statement: Sql | string, values?: readonly unknown[]) {
      const { text, params } = statementOf(statement, values);
      const result = await client.query<T>({ name: statementName(text), text, values: params });
      return result.rows;
    },
    async exec(script: string) {
      await client.query(script);
    },
  });
  return {
    kind: 'postgres',
    pool,
    ...(options.schema ? { schema: options.schema } : {}),
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(script) {
      await pool.query(script);
    },
    close: () => pool.end(),
  };
}
