import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/client';
import { sql } from '../db/sql';
import { describeError } from './logging';
import type { Deps } from '../deps';

/** A background job an area declares; it may answer what to do once its transaction has committed (publish events). */
export interface Job {
  name: string;
  everyMs: number;
  run(tx: Queryable, deps: Deps): Promise<void | (() => void)>;
}

/**
 * In-process timers for background jobs. Each run takes a PostgreSQL advisory lock in its
 * transaction, so with several instances one of them runs each job at a time.
 */
export class JobRunner {
  private readonly timers: NodeJS.Timeout[] = [];
  private running = 0;
  private stopped = false;

  constructor(private readonly deps: Deps) {}

  private get db(): Database {
    return this.deps.db;
  }

  private get log(): FastifyBaseLogger {
    return this.deps.log;
  }

  schedule(job: Job): void {
    const timer = setInterval(() => void this.runOnce(job), job.everyMs);
    timer.unref();
    this.timers.push(timer);
  }

  async runOnce(job: Job): Promise<boolean> {
    if (this.stopped) return false;
    this.running++;
    try {
      const done = await this.db.transaction(async (tx) => {
        const [lock] = await tx.query<{ locked: boolean }>(sql`SELECT pg_try_advisory_xact_lock(hashtext(${`job:${job.name}`})) AS locked`);
        if (!lock?.locked) return null;
        return (await job.run(tx, this.deps)) ?? (() => undefined);
      });
      done?.();
      return done !== null;
    } catch (error) {
      this.log.error({ ...describeError(error), job: job.name }, 'job failed');
      return false;
    } finally {
      this.running--;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    while (this.running > 0) await new Promise((r) => setTimeout(r, 20));
  }
}
