import type { LightMyRequestResponse } from 'fastify';
import type { Fixture } from '../platform/probe';
import type { Method, TestApp } from './harness';

/** The owner of the data the access matrix probes: a signed-in patient. */
export interface Owner {
  userId: string;
  patientId: string;
  email: string;
  /** A call to the main API in the owner's name. */
  call(method: Method, url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

/** How an area makes a record of its own for the owner (in `fixtures.ts` beside its routes), as the API answers it. */
export type FixtureMakers = Record<string, (owner: Owner, t: TestApp) => Promise<Fixture>>;

/** The answer's JSON when the call did what it should; else the test fails saying which call. */
export async function answered<T = Fixture>(response: Promise<LightMyRequestResponse>, what: string): Promise<T> {
  const done = await response;
  if (done.statusCode >= 300) throw new Error(`${what}: ${done.statusCode} ${done.body}`);
  return done.statusCode === 204 ? (undefined as T) : done.json<T>();
}

/** A record made, then moved into the trash through its own delete route. */
export async function deleted(owner: Owner, path: string, made: Fixture): Promise<Fixture> {
  await answered(owner.call('POST', `${path}/${made.Id}/delete`), `delete ${path}`);
  return made;
}
