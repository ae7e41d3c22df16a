import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_ENABLED_MODULES, MODULES, type AboutContact } from '@symptoms/domain';
import type { BankIdConnection } from './platform/bankid/client';
import type { TrackerConnection } from './platform/issue-tracker/client';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** Every environment variable the server reads; README lists them. */
const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  DATA_DIR: z.string().default('./data'),
  // Queries are CPU work for PostgreSQL: connections beyond about twice its cores only queue inside
  // it instead of in the pool, and cost switches (decisions: A pool of 8 connections).
  PG_POOL_MAX: z.coerce.number().int().min(1).max(500).default(8),
  REDIS_URL: z.string().startsWith('redis').optional(),
  SMTP_URL: z.string().optional(),
  ADDRESS_LOOKUP_URL: z.url().optional(),
  ADDRESS_LOOKUP_KEY: z.string().optional(),
  // Where staff file bug reports as issues: GitHub's or GitLab's issues API, by repository or project URL.
  BUG_TRACKER_KIND: z.enum(['github', 'gitlab']).default('github'),
  BUG_TRACKER_URL: z.url().optional(),
  BUG_TRACKER_TOKEN: z.string().min(1).optional(),
  JWT_PRIVATE_KEY: z.string().optional(),
  JWT_PRIVATE_KEY_FILE: z.string().optional(),
  SEED_DEMO: flag.optional(),
  SEED_DEMO_HISTORY: flag.optional(),
  SERVICES: list.default(['identity', 'api']).pipe(z.array(z.enum(['identity', 'api'])).min(1)),
  MODULES: list.pipe(z.array(z.enum(MODULES))).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  TOKEN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  TOKEN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  WEB_DIST: z.string().optional(),
  // BankID RP API v6: base URL (…/rp/v6.0) and the mutual TLS files (PEM). Unset in embedded mode: the simulator.
  BANKID_URL: z.url().optional(),
  BANKID_CA_FILE: z.string().optional(),
  BANKID_CERT_FILE: z.string().optional(),
  BANKID_KEY_FILE: z.string().optional(),
  BANKID_KEY_PASSPHRASE: z.string().optional(),
  // Single sign-on (grant_type=keycloak): the issuer whose tokens are accepted, and the audience they must name.
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_PERSONNUMMER_CLAIM: z.string().min(1).default('personnummer'),
  API_DOCS: flag.optional(),
  // The about page's contact details (spec 2 §1); the postal address's lines are separated by `|`.
  ABOUT_ORGANIZATION: z.string().trim().min(1).max(200).optional(),
  ABOUT_EMAIL: z.email().max(254).optional(),
  ABOUT_PHONE: z.string().trim().min(1).max(40).optional(),
  ABOUT_POSTAL_ADDRESS: z.string().max(400).optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  pgPoolMax: number;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  /** The address lookup service (spec 2 §7); `npm start` starts a local simulator when none is set. */
  addressLookup: { url: string; key: string } | undefined;
  /** The issue tracker bug reports are filed in; `npm start` starts a local simulator when none is set. */
  issueTracker: TrackerConnection | undefined;
  jwtPrivateKeyPem: string | undefined;
  seedDemo: boolean;
  /** The demo patient's six months of history, with the demo data unless SEED_DEMO_HISTORY=0 (the end-to-end tests start from none). */
  seedDemoHistory: boolean;
  services: ReadonlyArray<'identity' | 'api'>;
  modules: readonly (typeof MODULES)[number][];
  logLevel: string;
  trustProxy: boolean;
  rateLimits: { tokenPerIpPerMinute: number; failuresPerAccountPer15Minutes: number };
  webDist: string | undefined;
  /** BankID's RP API; unset means no BankID (in embedded mode the server then starts the simulator). */
  bankid: BankIdConnection | undefined;
  /** The external identity provider of grant_type=keycloak; unset means no single sign-on. */
  sso: { issuer: string; clientId: string; personnummerClaim: string } | undefined;
  /** Whether /api/docs serves the OpenAPI document and its viewer. */
  apiDocs: boolean;
  /** The about page's contact details; null or empty when unset. */
  about: AboutContact;
  version: string;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv, readFile: (p: string) => string): Config {
  const parsed = Env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const embedded = !e.DATABASE_URL;
  const seedDemo = e.SEED_DEMO ?? embedded;
  const jwtPrivateKeyPem = e.JWT_PRIVATE_KEY ?? (e.JWT_PRIVATE_KEY_FILE ? readFile(e.JWT_PRIVATE_KEY_FILE) : undefined);
  const bankidFiles = [e.BANKID_CA_FILE, e.BANKID_CERT_FILE, e.BANKID_KEY_FILE];
  if (e.BANKID_URL && bankidFiles.some((f) => !f)) {
    throw new ConfigError('BankID needs its mutual TLS files: set BANKID_CA_FILE, BANKID_CERT_FILE and BANKID_KEY_FILE (PEM).');
  }
  if (Boolean(e.BUG_TRACKER_URL) !== Boolean(e.BUG_TRACKER_TOKEN))
    throw new ConfigError('The issue tracker needs both BUG_TRACKER_URL and BUG_TRACKER_TOKEN.');
  if (Boolean(e.OIDC_ISSUER) !== Boolean(e.OIDC_CLIENT_ID))
    throw new ConfigError('Single sign-on needs both OIDC_ISSUER and OIDC_CLIENT_ID.');
  if (e.NODE_ENV === 'production') {
    if (seedDemo) throw new ConfigError('Production refuses demo data: unset SEED_DEMO and set DATABASE_URL.');
    if (!jwtPrivateKeyPem) throw new ConfigError('Production needs its own signing key: set JWT_PRIVATE_KEY or JWT_PRIVATE_KEY_FILE.');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    pgPoolMax: e.PG_POOL_MAX,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    addressLookup: e.ADDRESS_LOOKUP_URL ? { url: e.ADDRESS_LOOKUP_URL, key: e.ADDRESS_LOOKUP_KEY ?? '' } : undefined,
    issueTracker:
      e.BUG_TRACKER_URL && e.BUG_TRACKER_TOKEN
        ? { kind: e.BUG_TRACKER_KIND, url: e.BUG_TRACKER_URL, token: e.BUG_TRACKER_TOKEN }
        : undefined,
    jwtPrivateKeyPem,
    seedDemo,
    seedDemoHistory: seedDemo && (e.SEED_DEMO_HISTORY ?? true),
    services: e.SERVICES,
    // The demo enables every module; otherwise the spec's shown configuration.
    modules: e.MODULES ?? (seedDemo ? [...MODULES] : [...DEFAULT_ENABLED_MODULES]),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimits: { tokenPerIpPerMinute: e.TOKEN_RATE_LIMIT_PER_IP, failuresPerAccountPer15Minutes: e.TOKEN_FAILURES_PER_ACCOUNT },
    webDist: e.WEB_DIST,
    bankid: e.BANKID_URL
      ? {
          url: e.BANKID_URL,
          ca: readFile(e.BANKID_CA_FILE!),
          cert: readFile(e.BANKID_CERT_FILE!),
          key: readFile(e.BANKID_KEY_FILE!),
          passphrase: e.BANKID_KEY_PASSPHRASE,
        }
      : undefined,
    sso:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, personnummerClaim: e.OIDC_PERSONNUMMER_CLAIM }
        : undefined,
    // The API's map helps an attacker as much as a developer: in production only when asked for.
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    about: {
      Organization: e.ABOUT_ORGANIZATION ?? null,
      Email: e.ABOUT_EMAIL ?? null,
      Phone: e.ABOUT_PHONE ?? null,
      PostalAddress: (e.ABOUT_POSTAL_ADDRESS ?? '')
        .split('|')
        .map((line) => line.trim())
        .filter(Boolean),
    },
    version: '0.1.0',
  };
}
