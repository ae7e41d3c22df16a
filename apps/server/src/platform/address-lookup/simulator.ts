import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A few real Swedish postal codes, enough to try the profile with. */
const KNOWN: Record<string, { state: string; municipality: string; city: string }> = {
  '11122': { state: 'Stockholms län', municipality: 'Stockholm', city: 'Stockholm' },
  '41103': { state: 'Västra Götalands län', municipality: 'Göteborg', city: 'Göteborg' },
  '21119': { state: 'Skåne län', municipality: 'Malmö', city: 'Malmö' },
  '75310': { state: 'Uppsala län', municipality: 'Uppsala', city: 'Uppsala' },
  '90326': { state: 'Västerbottens län', municipality: 'Umeå', city: 'Umeå' },
  '58222': { state: 'Östergötlands län', municipality: 'Linköping', city: 'Linköping' },
};

/**
 * A local stand-in for the address lookup service, speaking its HTTP API: `npm start` uses it when
 * no ADDRESS_LOOKUP_URL is configured, and tests start it to exercise the real client. The code
 * 99999 answers after two seconds, to show the client's time-out.
 */
export async function startAddressLookupSimulator(port = 0): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    const code = query.get('areacode') ?? '';
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (!query.get('key')) return answer(401, { error: 'key required' });
    if (code === '99999') return void setTimeout(() => answer(200, KNOWN['11122']), 2000);
    const known = KNOWN[code];
    return known ? answer(200, known) : answer(404, { error: 'unknown area code' });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/lookup`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
