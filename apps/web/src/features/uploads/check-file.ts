import { detectUploadMimeType, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES, type UploadMimeType } from '@symptoms/domain';
import { firstBytes } from '../../api/uploads';

export type FileProblem = 'tooLarge' | 'wrongType' | 'emptyFile';

/** The same checks the server makes, before anything is sent: size, declared type and first bytes. */
export async function checkFile(file: File): Promise<{ ok: true; mimeType: UploadMimeType } | { ok: false; problem: FileProblem }> {
  if (file.size === 0) return { ok: false, problem: 'emptyFile' };
  if (file.size > UPLOAD_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  if (file.type && !(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return { ok: false, problem: 'wrongType' };
  const detected = detectUploadMimeType(await firstBytes(file));
  if (!detected || (file.type && detected !== file.type)) return { ok: false, problem: 'wrongType' };
  return { ok: true, mimeType: detected };
}
