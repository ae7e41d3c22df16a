import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/client';

export interface Job {
  name: string;
  everyMs: number;
  run(tx: Queryable): Promise<void>;
}

/**
 * In-process timers for background jobs. Each run takes a PostgreSQL advisory lock in its
 * transaction, so with several instances one of them runs each job at a time.
 */
export class JobRunner {
  private readonly timers: NodeJS.Timeout[] = [];
  private running = 0;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  schedule(job: Job): void {
    const timer = setInterval(() => void this.runOnce(job), job.everyMs);
    timer.unref();
    this.timers.push(timer);
  }

  async runOnce(job: Job): Promise<boolean> {
    if (this.stopped) return false;
    this.running++;
    try {
      return await this.db.transaction(async (tx) => {
        const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked', [`job:${job.name}`]);
        if (!lock?.locked) return false;
        await job.run(tx);
        return true;
      });
    } catch (error) {
      this.log.error({ err: error, job: job.name }, 'job failed');
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
