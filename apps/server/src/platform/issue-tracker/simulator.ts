import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TrackerConnection } from './client';

export interface SimulatedIssue {
  id: number;
  kind: 'github' | 'gitlab';
  title: string;
  body: string;
  labels: string[];
}

export interface TrackerSimulator {
  /** The repository as GitHub's API names it, with the simulator's token. */
  github: TrackerConnection;
  /** The project as GitLab's API names it, with the same token. */
  gitlab: TrackerConnection;
  /** A page listing the issues filed, for a person trying the demo. */
  pageUrl: string;
  issues: SimulatedIssue[];
  /** The next `times` filings answer `status` (a tracker that is down, or rate limits). */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

const REPO = '/repos/symptoms/symptoms/issues';
const PROJECT = '/api/v4/projects/1/issues';
const BODY_LIMIT = 64 * 1024;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > BODY_LIMIT) return null;
  }
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * A local stand-in for an issue tracker, speaking the part of GitHub's and GitLab's issues REST
 * APIs the client uses: one repository (`symptoms/symptoms`) and one project (`1`), one token, issues
 * kept in memory. `npm start` runs it when no tracker is configured, outside production; tests start
 * it to exercise the real client (a wrong token, a repository that does not exist, a tracker down).
 */
export async function startTrackerSimulator(token = 'simulator-token'): Promise<TrackerSimulator> {
  const issues: SimulatedIssue[] = [];
  const failures: number[] = [];
  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (request.method === 'GET' && path === '/') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        const rows = issues.map((i) => `<li><b>#${i.id}</b> ${escape(i.title)}<pre>${escape(i.body)}</pre></li>`).join('');
        return void response.end(`<!doctype html><title>Issue tracker simulator</title><h1>Issues filed</h1><ol>${rows}</ol>`);
      }
      const kind = path === REPO ? 'github' : path === PROJECT ? 'gitlab' : null;
      if (!kind) return answer(response, 404, { message: 'Not Found' });
      const given = kind === 'github' ? request.headers.authorization : `Bearer ${String(request.headers['private-token'] ?? '')}`;
      if (given !== `Bearer ${token}`) return answer(response, 401, { message: 'Bad credentials' });
      if (request.method === 'GET')
        return answer(
          response,
          200,
          issues.filter((i) => i.kind === kind),
        );
      if (request.method !== 'POST') return answer(response, 405, { message: 'Method Not Allowed' });
      const failure = failures.shift();
      if (failure) return answer(response, failure, { message: 'Unavailable' });
      const body = await readJson(request);
      const title = body?.title;
      const text = kind === 'github' ? body?.body : body?.description;
      if (typeof title !== 'string' || !title.trim()) return answer(response, 422, { message: 'Validation Failed' });
      const labels = Array.isArray(body?.labels)
        ? body.labels.map(String)
        : String(body?.labels ?? '')
            .split(',')
            .filter(Boolean);
      const issue: SimulatedIssue = { id: issues.length + 1, kind, title, body: typeof text === 'string' ? text : '', labels };
      issues.push(issue);
      const page = `${address()}/issues/${issue.id}`;
      return answer(response, 201, kind === 'github' ? { number: issue.id, html_url: page } : { iid: issue.id, web_url: page });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    github: { kind: 'github', url: `${address()}/repos/symptoms/symptoms`, token },
    gitlab: { kind: 'gitlab', url: `${address()}/api/v4/projects/1`, token },
    pageUrl: `${address()}/`,
    issues,
    failNext: (status, times = 1) => failures.push(...Array<number>(times).fill(status)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
