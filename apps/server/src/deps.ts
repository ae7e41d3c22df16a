import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AreaCatalog } from './platform/areas';
import type { AddressLookup } from './platform/address-lookup/client';
import type { IssueTracker } from './platform/issue-tracker/client';
import type { Caches } from './platform/cache';
import type { JobRunner } from './platform/jobs';
import type { Mailer } from './platform/mail';
import type { Counter } from './platform/rate-limit';
import type { Realtime } from './platform/realtime';
import type { SessionGuard } from './platform/sessions';
import type { TokenSigner } from './platform/tokens';

/** What services need from the outside world; built once by buildApp and passed down. */
export interface Deps {
  config: Config;
  db: Database;
  /** What the areas declared: their record tables, grant sources and jobs. */
  catalog: AreaCatalog;
  /** This instance's caches, invalidated across instances. */
  caches: Caches;
  signer: TokenSigner;
  sessions: SessionGuard;
  realtime: Realtime;
  counter: Counter;
  jobs: JobRunner;
  /** Mail through the outbox, sent over SMTP when configured. */
  mail: Mailer;
  /** The address lookup service, when one is configured. */
  addresses: AddressLookup | null;
  /** The issue tracker staff file bug reports in; null when none is configured. */
  tracker: IssueTracker | null;
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
