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
import { apiService } from './api';
import { TRASH_PURGE_JOB } from './api/trash-registry';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Deps } from './deps';
import { identityService } from './identity';
import { registerAccessControl } from './platform/access';
import { registerErrorHandling } from './platform/errors';
import { JobRunner, type Job } from './platform/jobs';
import { loggerOptions } from './platform/logging';
import { MemoryCounter, RedisCounter } from './platform/rate-limit';
import { Realtime } from './platform/realtime';
import { registerSecurityHeaders } from './platform/security';
import { SessionGuard } from './platform/sessions';
import { registerSpa } from './platform/spa';
import { TokenSigner } from './platform/tokens';
import { validatorCompiler } from './platform/validation';

export interface BuildOptions {
  config: Config;
  db: Database;
  /** Timers for background jobs; main starts them, tests run jobs by hand. */
  startJobs?: boolean;
}

export interface BuiltApp extends FastifyInstance {
  /** Every registered route with its method; each one declared an access rule to get here. */
  declaredRoutes: string[];
  jobs: Job[];
}

export const EXPIRED_TOKENS_JOB: Job = {
  name: 'expired-tokens',
  everyMs: 60 * 60_000,
  async run(tx) {
    await tx.query(`DELETE FROM refresh_tokens WHERE expires_date < now() OR used_date < now() - interval '1 day'`);
    await tx.query(`UPDATE sessions SET active = false, ended_date = now(), end_reason = 'expired' WHERE active AND expires_date < now()`);
  },
};

const defaultWebDist = () => fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The whole server: both services, realtime and the web app, on one Fastify instance. */
export async function buildApp({ config, db, startJobs = false }: BuildOptions): Promise<BuiltApp> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
  }) as unknown as BuiltApp;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const deps: Deps = {
    config,
    db,
    signer: await TokenSigner.create(db, config.jwtPrivateKeyPem),
    sessions: new SessionGuard(db),
    realtime: new Realtime(),
    counter: redis ? new RedisCounter(redis) : new MemoryCounter(),
    jobs: new JobRunner(db, app.log),
    log: app.log,
  };
  app.decorate('deps', deps);
  app.jobs = [EXPIRED_TOKENS_JOB, TRASH_PURGE_JOB];

  registerErrorHandling(app);
  app.declaredRoutes = registerAccessControl(app, deps);
  registerSecurityHeaders(app);
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
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  if (config.services.includes('identity')) await app.register(identityService, { prefix: '/identity' });
  if (config.services.includes('api')) await app.register(apiService, { prefix: '/api' });
  await registerSpa(app, config.webDist ?? defaultWebDist());

  deps.realtime.attach(app.server, { signer: deps.signer, sessions: deps.sessions, db, redisUrl: config.redisUrl });
  if (startJobs) app.addHook('onReady', async () => app.jobs.forEach((job) => deps.jobs.schedule(job)));
  app.addHook('onClose', async () => {
    await deps.jobs.stop();
    await deps.realtime.close();
    await deps.counter.close();
  });
  return app;
}
