import {
  ErrorCode,
  grantAllows,
  type AccessAction,
  type Grant,
  type PatientDataArea,
  type RealtimeEventName,
  type RealtimeEvents,
  type RoleId,
} from '@symptoms/domain';
import type { Queryable, Row } from '../../db/client';
import { sql, type Sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { auditRows, type Actor } from '../audit';
import { AppError, notFound } from '../errors';
import { TableRecords } from './operations';
import type { RecordTable } from './table';

/**
 * Whose data, read or written by whom: the one way to a patient's records. A scope is the
 * patient's own (the caller is the patient), another's under a grant (the caller is staff), or
 * the system's (jobs, the public PROM request link). Every statement the layer runs names the
 * scope's patient (`patient`), and every write takes its audit rows in the same statement.
 */
export type Viewer = { kind: 'patient' } | { kind: 'other'; role: RoleId; grant: Grant } | { kind: 'system' };

interface Publication {
  event: RealtimeEventName;
  payload: unknown;
}

export class Scope {
  /** The patient's id as a parameter: every statement on the patient's records splices this in. */
  readonly patient: Sql;

  constructor(
    readonly deps: Deps,
    readonly patientId: string,
    readonly actor: Actor,
    readonly viewer: Viewer,
    /** The database, or the transaction the scope works in. */
    readonly q: Queryable,
    /** Events waiting for the transaction to commit; null outside a transaction. */
    private readonly pending: Publication[] | null = null,
  ) {
    this.patient = sql`${patientId}::uuid`;
  }

  /** The records of one table, for this patient. */
  of<R extends Row>(table: RecordTable<R>): TableRecords<R> {
    return new TableRecords(this, table);
  }

  /**
   * Whether the caller may do `action` in the patient's `area`. The patient may do anything with
   * their own records (which roles reach them is each route's access rule); anyone else only what
   * their grant allows.
   */
  may(area: PatientDataArea, action: AccessAction): boolean {
    const viewer = this.viewer;
    return viewer.kind === 'other' ? grantAllows(viewer.role, viewer.grant, area, action) : true;
  }

  /** Goes on only when the caller may; another's data answers 404 (its existence stays hidden), the wrong role 403. */
  require(area: PatientDataArea, action: AccessAction): void {
    if (this.may(area, action)) return;
    throw this.viewer.kind === 'other' ? notFound() : new AppError(ErrorCode.Forbidden);
  }

  /** Whether reads are the patient's own (or the system's): only others' reads are audited. */
  get isOther(): boolean {
    return this.viewer.kind === 'other';
  }

  /**
   * A statement of an area's own on the patient's records (records.ts files only). It must name
   * the scope's patient; the area writes the rest of its conditions.
   */
  async query<T extends Row>(statement: Sql): Promise<T[]> {
    if (!statement.contains(this.patient)) throw new Error('A statement on patient records must name the scope’s patient (scope.patient).');
    return this.q.query<T>(statement);
  }

  /**
   * Writes a View audit row for each record read by someone other than the patient, before the
   * read is answered. Reads by the patient or the system are not audited.
   */
  async served(resourceType: string, ids: readonly string[]): Promise<void> {
    if (!this.isOther || ids.length === 0) return;
    await this.q.query(
      auditRows({
        actor: this.actor,
        patient: this.patient,
        resourceType,
        action: 'View',
        from: sql`unnest(${[...new Set(ids)]}::text[]) AS served(id)`,
        resourceId: sql`served.id`,
      }),
    );
  }

  /** Holds the patient's row until the transaction ends: the patient's other saves that check the same rules (unique names, limits) wait. */
  async lockPatient(): Promise<void> {
    await this.query(sql`SELECT 1 FROM patients WHERE id = ${this.patient} FOR UPDATE`);
  }

  /** Publishes an event to the patient's room, once the transaction (if any) has committed. */
  publish<E extends RealtimeEventName>(event: E, payload: RealtimeEvents[E]): void {
    if (this.pending) this.pending.push({ event, payload });
    else this.deps.realtime.toPatient(this.patientId, event, payload);
  }

  /** Runs `work` in one transaction; its events go out after the commit, none after a rollback. */
  async transaction<T>(work: (scope: Scope) => Promise<T>): Promise<T> {
    if (this.pending) return work(this);
    let inner: Scope | undefined;
    const result = await this.deps.db.transaction((tx) =>
      work((inner = new Scope(this.deps, this.patientId, this.actor, this.viewer, tx, []))),
    );
    inner?.flush();
    return result;
  }

  /** Publishes the events a transaction kept back; call it once the transaction has committed. */
  flush(): void {
    for (const p of this.pending?.splice(0) ?? []) this.deps.realtime.toPatient(this.patientId, p.event, p.payload as never);
  }
}
