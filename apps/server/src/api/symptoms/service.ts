import { DUPLICATE_SYMPTOM_TEXT, ErrorCode, nameKey, SymptomEvents, type Symptom, type SymptomUpdate } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../deps';
import { actorOf, recordAudit } from '../../platform/audit';
import { requirePatientId, type RequestContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { updateVersioned } from '../../platform/versioned';
import { auditableSymptom, LOADED_SYMPTOM_SELECT, SYMPTOM_COLUMNS, toSymptom, type LoadedSymptomRow, type SymptomRow } from './mapping';

/** The caller's symptoms with their reports: open ones first, newest first. */
export async function listMySymptoms(deps: Deps, ctx: RequestContext): Promise<Symptom[]> {
  const rows = await deps.db.query<LoadedSymptomRow>(
    `SELECT ${LOADED_SYMPTOM_SELECT} FROM symptoms s WHERE s.patient_id = $1
      ORDER BY (s.closed_date IS NOT NULL), s.created_date DESC, s.id DESC`,
    [requirePatientId(ctx)],
  );
  return rows.map(toSymptom);
}

async function loadSymptom(q: Queryable, patientId: string, id: string): Promise<Symptom> {
  const [row] = await q.query<LoadedSymptomRow>(`SELECT ${LOADED_SYMPTOM_SELECT} FROM symptoms s WHERE s.id = $1 AND s.patient_id = $2`, [
    id,
    patientId,
  ]);
  if (!row) throw notFound();
  return toSymptom(row);
}

export function getMySymptom(deps: Deps, ctx: RequestContext, id: string): Promise<Symptom> {
  return loadSymptom(deps.db, requirePatientId(ctx), id);
}

/** Renames or describes a symptom; an open symptom's name stays unique (any case). Stale Version: 409/4003. */
export async function updateMySymptom(deps: Deps, ctx: RequestContext, id: string, input: SymptomUpdate): Promise<Symptom> {
  const patientId = requirePatientId(ctx);
  const symptom = await deps.db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM patients WHERE id = $1 FOR UPDATE', [patientId]);
    const [before] = await tx.query<SymptomRow>(`SELECT ${SYMPTOM_COLUMNS} FROM symptoms WHERE id = $1 AND patient_id = $2 FOR UPDATE`, [
      id,
      patientId,
    ]);
    if (!before) throw notFound();
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
    const [before] = await tx.query<SymptomRow>(`SELECT ${SYMPTOM_COLUMNS} FROM symptoms WHERE id = $1 AND patient_id = $2 FOR UPDATE`, [
      id,
      patientId,
    ]);
    if (!before) throw notFound();
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
