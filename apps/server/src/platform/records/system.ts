import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { SYSTEM_ACTOR, type Actor } from '../audit';
import { participantsSql, type GroupRef, type ParticipantRow } from './participants';
import { RecordScope, type Scope } from './scope';

/**
 * A patient's records as the system works on them, audited as `actor`: no grant, no View rows.
 * Only jobs, seeds and the public PROM request link import this (the architecture test holds it).
 */
export function systemRecords(deps: Deps, patientId: string, actor: Actor = SYSTEM_ACTOR, tx?: Queryable): Scope {
  return new RecordScope(deps, patientId, actor, { kind: 'system' }, tx ?? deps.db);
}

/**
 * The system's scopes of a job's transaction, one per patient: their events wait for the job's
 * commit (`flush` them after it), none go out after a rollback.
 */
export function systemScopes(deps: Deps, tx: Queryable): { of(patientId: string): Scope; flush(): void } {
  const scopes = new Map<string, RecordScope>();
  return {
    of(patientId) {
      let scope = scopes.get(patientId);
      if (!scope) scopes.set(patientId, (scope = new RecordScope(deps, patientId, SYSTEM_ACTOR, { kind: 'system' }, tx, [])));
      return scope;
    },
    flush() {
      for (const scope of scopes.values()) scope.flush();
    },
  };
}

/** A group's consenting participants as the system sees them (the reminder job): the one definition, participants.ts. */
export function groupParticipants(q: Queryable, group: GroupRef): Promise<ParticipantRow[]> {
  return q.query<ParticipantRow>(sql`${participantsSql(group)} ORDER BY m.joined DESC, p.id`);
}
