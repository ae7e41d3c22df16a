import {
  detectUploadMimeType,
  ErrorCode,
  uploadMessages,
  UPLOAD_MAX_BASE64_CHARS,
  UPLOAD_MAX_BYTES,
  type PatientUpload,
  type PatientUploadCreate,
  type UploadMimeType,
} from '@symptoms/domain';
import type { Row } from '../../db/client';
import type { Deps } from '../../deps';
import { actorOf, recordAudit } from '../../platform/audit';
import { requirePatientId, type RequestContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';

interface UploadRow extends Row {
  id: string;
  patient_id: string;
  file_name: string;
  mime_type: UploadMimeType;
  size_bytes: number;
  created_date: Date;
}

const META_COLUMNS = 'id, patient_id, file_name, mime_type, size_bytes, created_date';

function toUpload(row: UploadRow): PatientUpload {
  return {
    Id: row.id,
    FileName: row.file_name,
    MimeType: row.mime_type,
    Size: row.size_bytes,
    CreatedDate: row.created_date.toISOString(),
    PatientId: row.patient_id,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a data URL, or a 400/413 in the caller's language. Size is checked before decoding. */
function decodeDataUrl(dataUrl: string, ctx: RequestContext): Buffer {
  const messages = uploadMessages[ctx.language];
  const payload = dataUrl.slice(dataUrl.indexOf(',') + 1);
  if (payload.length > UPLOAD_MAX_BASE64_CHARS) throw new AppError(ErrorCode.PayloadTooLarge, messages.tooLarge);
  if (payload.length === 0) throw new AppError(ErrorCode.ValidationFailed, messages.empty, { Data: [messages.empty] });
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) {
    throw new AppError(ErrorCode.ValidationFailed, undefined, { Data: [messages.wrongType] });
  }
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > UPLOAD_MAX_BYTES) throw new AppError(ErrorCode.PayloadTooLarge, messages.tooLarge);
  return bytes;
}

export async function listMyUploads(deps: Deps, ctx: RequestContext): Promise<PatientUpload[]> {
  const patientId = requirePatientId(ctx);
  const rows = await deps.db.query<UploadRow>(
    `SELECT ${META_COLUMNS} FROM patient_uploads WHERE patient_id = $1 ORDER BY created_date DESC, id DESC`,
    [patientId],
  );
  return rows.map(toUpload);
}

export async function createMyUpload(deps: Deps, ctx: RequestContext, input: PatientUploadCreate): Promise<PatientUpload> {
  const patientId = requirePatientId(ctx);
  const bytes = decodeDataUrl(input.Data, ctx);
  // The declared type must be what the bytes are: a program renamed .png is refused.
  if (detectUploadMimeType(bytes) !== input.MimeType) {
    const message = uploadMessages[ctx.language].wrongType;
    throw new AppError(ErrorCode.ValidationFailed, message, { Data: [message] });
  }
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.query<UploadRow>(
      `INSERT INTO patient_uploads (patient_id, file_name, mime_type, size_bytes, data)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${META_COLUMNS}`,
      [patientId, input.FileName, input.MimeType, bytes.length, bytes],
    );
    const upload = toUpload(row!);
    await recordAudit(tx, actorOf(ctx), {
      patientId,
      resourceType: 'PatientUpload',
      resourceId: upload.Id,
      action: 'Create',
      after: upload,
    });
    return upload;
  });
}

export interface UploadFile {
  upload: PatientUpload;
  data: Buffer;
}

/** One of the caller's own files with its bytes; another patient's id answers 404 like a missing one. */
export async function readMyUpload(deps: Deps, ctx: RequestContext, id: string): Promise<UploadFile> {
  const patientId = requirePatientId(ctx);
  if (!UUID.test(id)) throw notFound();
  const [row] = await deps.db.query<UploadRow & { data: Uint8Array }>(
    `SELECT ${META_COLUMNS}, data FROM patient_uploads WHERE id = $1 AND patient_id = $2`,
    [id, patientId],
  );
  if (!row) throw notFound();
  const data = Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
  return { upload: toUpload(row), data };
}

export async function deleteMyUpload(deps: Deps, ctx: RequestContext, id: string): Promise<void> {
  const patientId = requirePatientId(ctx);
  if (!UUID.test(id)) throw notFound();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<UploadRow>(`DELETE FROM patient_uploads WHERE id = $1 AND patient_id = $2 RETURNING ${META_COLUMNS}`, [
      id,
      patientId,
    ]);
    if (!row) throw notFound();
    await recordAudit(tx, actorOf(ctx), {
      patientId,
      resourceType: 'PatientUpload',
      resourceId: row.id,
      action: 'Delete',
      before: toUpload(row),
    });
  });
}
