import {
  detectUploadMimeType,
  ErrorCode,
  uploadMessages,
  UPLOAD_MAX_BASE64_CHARS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES_PER_PATIENT,
  UPLOAD_MAX_TOTAL_BYTES_PER_PATIENT,
  type PatientUpload,
  type PatientUploadCreate,
} from '@symptoms/domain';
import type { Deps } from '../../deps';
import { requirePatientId, type RequestContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { ownRecords, REFUSED } from '../../platform/records';
import { fitsUploadLimits, uploadRecords, WITH_DATA, type UploadRow } from './records';

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
  return (await ownRecords(deps, ctx).of(uploadRecords).list()).map(toUpload);
}

export async function createMyUpload(deps: Deps, ctx: RequestContext, input: PatientUploadCreate): Promise<PatientUpload> {
  const bytes = decodeDataUrl(input.Data, ctx);
  // The declared type must be what the bytes are: a program renamed .png is refused.
  if (detectUploadMimeType(bytes) !== input.MimeType) {
    const message = uploadMessages[ctx.language].wrongType;
    throw new AppError(ErrorCode.ValidationFailed, message, { Data: [message] });
  }
  // The limits are checked in the insert itself, so a file is stored only when it fits.
  const fits = fitsUploadLimits(requirePatientId(ctx), bytes.length, {
    files: UPLOAD_MAX_FILES_PER_PATIENT,
    totalBytes: UPLOAD_MAX_TOTAL_BYTES_PER_PATIENT,
  });
  const row = await ownRecords(deps, ctx)
    .of(uploadRecords)
    .insertWhen({ file_name: input.FileName, mime_type: input.MimeType, size_bytes: bytes.length, data: bytes }, fits);
  if (row === REFUSED) throw new AppError(ErrorCode.PayloadTooLarge, uploadMessages[ctx.language].quotaReached);
  return toUpload(row);
}

interface UploadFile {
  upload: PatientUpload;
  data: Buffer;
}

/** One of the caller's own files with its bytes; another patient's id answers 404 like a missing one. */
export async function readMyUpload(deps: Deps, ctx: RequestContext, id: string): Promise<UploadFile> {
  const records = ownRecords(deps, ctx).of(uploadRecords);
  if (!UUID.test(id)) throw notFound();
  const row = (await records.get(id, { also: WITH_DATA })) as UploadRow & { data: Uint8Array };
  const data = Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
  return { upload: toUpload(row), data };
}

export async function deleteMyUpload(deps: Deps, ctx: RequestContext, id: string): Promise<void> {
  const records = ownRecords(deps, ctx).of(uploadRecords);
  if (!UUID.test(id) || !(await records.delete(id))) throw notFound();
}
