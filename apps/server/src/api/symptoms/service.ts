import {
  DUPLICATE_SYMPTOM_TEXT,
  ErrorCode,
  nameKey,
  SymptomEvents,
  TRASH_RETENTION_DAYS,
  type Symptom,
  type SymptomUpdate,
} from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../deps';
import { actorOf, recordAudit } from '../../platform/audit';
import { requirePatientId, type RequestContext } from '../../platform/context';
import { AppError, conflict, notFound } from '../../platform/errors';
import { updateVersioned } from '../../platform/versioned';
import {
  auditableSymptom,
  LOADED_SYMPTOM_SELECT,
  SYMPTOM_COLUMNS,
  symptomTrash,
  toSymptom,
  type LoadedSymptomRow,
  type SymptomRow,
} from './mapping';

/** The caller's symptoms with their reports: open ones first, newest first; those in the trash are left out. */
export async function listMySymptoms(deps: Deps, ctx: RequestContext): Promise<Symptom[]> {
  const rows = await deps.db.query<LoadedSymptomRow>(
    `SELECT ${LOADED_SYMPTOM_SELECT} FROM symptoms s WHERE s.patient_id = $1 AND s.deleted_date IS NULL
      ORDER BY (s.closed_date IS NOT NULL), s.created_date DESC, s.id DESC`,
    [requirePatientId(ctx)],
  );
  return rows.map(toSymptom);
}

/** The caller's live symptom; another patient's, an unknown one or one in the trash is not found. */
async function loadSymptom(q: Queryable, patientId: string, id: string): Promise<Symptom> {
  const [row] = await q.query<LoadedSymptomRow>(
    `SELECT ${LOADED_SYMPTOM_SELECT} FROM symptoms s WHERE s.id = $1 AND s.patient_id = $2 AND s.deleted_date IS NULL`,
    [id, patientId],
  );
  if (!row) throw notFound();
  return toSymptom(row);
}

export function getMySymptom(deps: Deps, ctx: RequestContext, id: string): Promise<Symptom> {
  return loadSymptom(deps.db, requirePatientId(ctx), id);
}

/** Locks the caller's live symptom for a change; another patient's, an unknown one or one in the trash is not found. */
async function lockLiveSymptom(tx: Queryable, patientId: string, id: string): Promise<SymptomRow> {
  const [row] = await tx.query<SymptomRow>(
    `SELECT ${SYMPTOM_COLUMNS} FROM symptoms WHERE id = $1 AND patient_id = $2 AND deleted_date IS NULL FOR UPDATE`,
    [id, patientId],
  );
  if (!row) throw notFound();
  return row;
}

/** Renames or describes a symptom; an open symptom's name stays unique (any case). Stale Version: 409/4003. */
export async function updateMySymptom(deps: Deps, ctx: RequestContext, id: string, input: SymptomUpdate): Promise<Symptom> {
  const patientId = requirePatientId(ctx);
  const symptom = await deps.db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM patients WHERE id = $1 FOR UPDATE', [patientId]);
    const before = await lockLiveSymptom(tx, patientId, id);
    const key = nameKey(input.Name);
    if (!before.closed_date) {
      const [clash] = await tx.query(
        'SELECT 1 FROM symptoms WHERE patient_id = $1 AND name_key = $2 AND closed_date IS NULL AND id <> $3',
        [patientId, key, id],
      );
      if (clash) throw new AppError(ErrorCode.ValidationFailed, undefined, { Name: [DUPLICATE_SYMPTOM_TEXT[ctx.language]] });
    }
    const after = await updateVersioned<SymptomRow>(tx, {
      table: 'symptoms',
      id,
      version: input.Version,
      where: { patient_id: patientId },
      set: { name: input.Name, name_key: key, description: input.Description },
    });
    await recordAudit(tx, actorOf(ctx), {
      patientId,
      resourceType: 'Symptom',
      resourceId: id,
      action: 'Update',
      before: auditableSymptom(before),
      after: auditableSymptom(after),
    });
    return loadSymptom(tx, patientId, id);
  });
  deps.realtime.toPatient(patientId, SymptomEvents.updated, { SymptomId: id });
  return symptom;
}

/** Ends an open symptom (ClosedDate now); an already closed one answers 409/4108. */
export async function closeMySymptom(deps: Deps, ctx: RequestContext, id: string): Promise<Symptom> {
  const patientId = requirePatientId(ctx);
  const symptom = await deps.db.transaction(async (tx) => {
    const before = await lockLiveSymptom(tx, patientId, id);
    if (before.closed_date) throw new AppError(ErrorCode.AlreadyDone);
    const [after] = await tx.query<SymptomRow>(
      `UPDATE symptoms SET closed_date = now(), modified_date = now(), version = version + 1 WHERE id = $1 RETURNING ${SYMPTOM_COLUMNS}`,
      [id],
    );
    await recordAudit(tx, actorOf(ctx), {
      patientId,
      resourceType: 'Symptom',
      resourceId: id,
      action: 'Update',
      before: auditableSymptom(before),
      after: auditableSymptom(after!),
    });
    return loadSymptom(tx, patientId, id);
  });
  deps.realtime.toPatient(patientId, SymptomEvents.updated, { SymptomId: id });
  return symptom;
}

/**
 * Deletes an ended symptom into the trash (spec 1 §4): it leaves the symptom lists until it is
 * restored or purged (see symptomTrash). An open symptom answers 409/4003 (the client's copy is
 * stale: only an ended symptom offers Delete); another patient's, an unknown one or one already in
 * the trash answers 404. Nothing changes in either case.
 */
export async function deleteMySymptom(deps: Deps, ctx: RequestContext, id: string): Promise<void> {
  const patientId = requirePatientId(ctx);
  await deps.db.transaction(async (tx) => {
    const before = await lockLiveSymptom(tx, patientId, id);
    if (!before.closed_date) throw conflict();
    const snapshot = await symptomTrash.softDelete(tx, patientId, id, TRASH_RETENTION_DAYS);
    if (snapshot === null) throw notFound();
    await recordAudit(tx, actorOf(ctx), { patientId, resourceType: 'Symptom', resourceId: id, action: 'Delete', before: snapshot });
  });
  deps.realtime.toPatient(patientId, SymptomEvents.deleted, { SymptomId: id });
}
