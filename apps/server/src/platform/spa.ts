import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PUBLIC } from './access';
import { notFound } from './errors';
import { contentSecurityPolicy } from './security';

function listFiles(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = dir ? `${dir}/${name}` : name;
    return statSync(path.join(root, relative)).isDirectory() ? listFiles(root, relative) : [relative];
  });
}

/**
 * Serves the built web app: known files as they are (hashed assets cached for a year), in the
 * brotli or gzip copy the build wrote beside them when the browser accepts one, and
 * index.html for every other path so the client router takes over. Only files present at start
 * are served, so no request can reach outside the build folder.
 */
export async function registerSpa(app: FastifyInstance, root: string): Promise<boolean> {
  if (!existsSync(path.join(root, 'index.html'))) return false;
  const files = new Set(listFiles(root));
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
  const publicUrl = app.deps.config.publicUrl;
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
  app.route({
    method: 'GET',
    url: '/*',
    config: { access: PUBLIC },
    schema: { hide: true },
    handler: (request, reply) => {
      const wanted = (request.params as { '*': string })['*'];
      // A missing asset (an old page asking for a file of an earlier build) must fail as a 404, not
      // receive index.html, which the browser would refuse as a script.
      if (/^(api|identity|socket\.io|assets)(\/|$)/.test(wanted) && !files.has(wanted)) throw notFound();
      if (files.has(wanted) && wanted !== 'index.html') {
        const immutable = wanted.startsWith('assets/');
        return reply.sendFile(wanted, { immutable, maxAge: immutable ? 31_536_000_000 : 3_600_000 });
      }
      // Every page gets its own nonce for the style elements the UI library writes (security.ts).
      const nonce = randomBytes(16).toString('base64');
      return reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', contentSecurityPolicy(publicUrl, nonce))
        .type('text/html; charset=utf-8')
        .send(indexHtml.replace('<head>', `<head><meta name="csp-nonce" content="${nonce}">`));
    },
  });
  return true;
}
