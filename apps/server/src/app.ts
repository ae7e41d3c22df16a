import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { serializerCompiler } from './platform/serialization';
import { Redis } from 'ioredis';
import { PRODUCT_NAME } from '@symptoms/domain';
import { AREAS } from './areas';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Deps } from './deps';
import { registerAccessControl, type DeclaredRoute } from './platform/access';
import { AddressLookup } from './platform/address-lookup/client';
import { IssueTracker } from './platform/issue-tracker/client';
import { endWatchingOfSession, watchGuard } from './platform/records/watch';
import { AreaCatalog, type AreaDeclaration } from './platform/areas';
import { Caches, LocalBus, type InvalidationBus } from './platform/cache';
import { registerErrorHandling } from './platform/errors';
import { PostgresBus, RedisBus } from './platform/invalidation';
import { JobRunner, type Job } from './platform/jobs';
import { loggerOptions } from './platform/logging';
import { Mailer } from './platform/mail';
import { MemoryCounter, RedisCounter } from './platform/rate-limit';
import { Realtime } from './platform/realtime';
import { registerSecurityHeaders } from './platform/security';
import { SessionGuard } from './platform/sessions';
import { registerSpa } from './platform/spa';
import { TokenSigner } from './platform/tokens';
import { registerControlCharacterGuard, validatorCompiler } from './platform/validation';

interface BuildOptions {
  config: Config;
  db: Database;
  /** Timers for background jobs; main starts them, tests run jobs by hand. */
  startJobs?: boolean;
  /** The areas to serve (all of them; a test may add one of its own). */
  areas?: readonly AreaDeclaration[];
  /** Where the log goes (standard output when unset); a test reads what was logged. */
  logStream?: { write(line: string): void };
}

export interface BuiltApp extends FastifyInstance {
  /** Every registered route with its access rule and probe; each one declared an access rule to get here. */
  declaredRoutes: DeclaredRoute[];
  jobs: readonly Job[];
}

/** The invalidation bus between instances: Redis when configured, else PostgreSQL, else none (one process). */
async function invalidationBus(config: Config, db: Database): Promise<InvalidationBus> {
  if (config.redisUrl) return RedisBus.open(config.redisUrl);
  if (db.pool) return PostgresBus.open(db.pool);
  return new LocalBus();
}

const defaultWebDist = () => fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The whole server: both services, realtime and the web app, on one Fastify instance. */
export async function buildApp({ config, db, startJobs = false, areas = AREAS, logStream }: BuildOptions): Promise<BuiltApp> {
  const app = Fastify({
    logger: { ...loggerOptions(config.logLevel), ...(logStream ? { stream: logStream } : {}) },
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
  }) as unknown as BuiltApp;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const catalog = new AreaCatalog(areas);
  const caches = new Caches(await invalidationBus(config, db));
  const deps = {
    config,
    db,
    catalog,
    caches,
    signer: await TokenSigner.create(db, config.jwtPrivateKeyPem, caches),
    sessions: new SessionGuard(db, caches),
    realtime: new Realtime(),
    counter: redis ? new RedisCounter(redis) : new MemoryCounter(),
    mail: new Mailer(db, config.smtpUrl, app.log, config.seedDemo),
    addresses: config.addressLookup ? new AddressLookup(config.addressLookup.url, config.addressLookup.key) : null,
    tracker: config.issueTracker ? new IssueTracker(config.issueTracker) : null,
    log: app.log,
  } as Omit<Deps, 'jobs'> as Deps;
  deps.jobs = new JobRunner(deps);
  app.decorate('deps', deps);
  app.jobs = catalog.jobs;

  registerErrorHandling(app);
  app.declaredRoutes = registerAccessControl(app, deps);
  registerSecurityHeaders(app, config.publicUrl);
  registerControlCharacterGuard(app);
  await app.register(formbody);
  await app.register(rateLimit, { global: false, ...(redis ? { redis } : {}) });
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${PRODUCT_NAME} API`,
        version: config.version,
        description: 'Identity service under /identity, main API under /api.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  for (const service of ['identity', 'api'] as const) {
    if (!config.services.includes(service)) continue;
    const served = areas.filter((area) => area.service === service && area.routes);
    await app.register(
      async (scoped) => {
        for (const area of served) await scoped.register(area.routes!);
      },
      { prefix: `/${service}` },
    );
  }
  await registerSpa(app, config.webDist ?? defaultWebDist());

  deps.sessions.onEnded((sessionId) => {
    deps.realtime.disconnectSession(sessionId);
    void endWatchingOfSession(deps, sessionId).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'could not end the watching of a patient'),
    );
  });
  deps.realtime.attach(app.server, {
    signer: deps.signer,
    sessions: deps.sessions,
    db,
    redisUrl: config.redisUrl,
    mayWatch: watchGuard(deps),
  });
  if (startJobs) app.addHook('onReady', async () => app.jobs.forEach((job) => deps.jobs.schedule(job)));
  app.addHook('onClose', async () => {
    await deps.jobs.stop();
    await deps.realtime.close();
    await deps.counter.close();
    await deps.caches.close();
    deps.mail.close();
  });
  return app;
}
