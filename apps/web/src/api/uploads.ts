import { PatientUpload, PatientUploadList, type PatientUploadCreate } from '@symptoms/domain';
import { apiRequest, refreshSession, requestHeaders } from './client';
import { apiErrorFrom } from './errors';
import { getSession } from './session';

export const uploadsKeys = {
  all: ['my', 'patient', 'uploads'] as const,
};

export function getUploads(signal?: AbortSignal): Promise<PatientUpload[]> {
  return apiRequest('/api/my/patient/uploads', { signal }, PatientUploadList);
}

export function createUpload(input: PatientUploadCreate): Promise<PatientUpload> {
  return apiRequest('/api/my/patient/uploads', { method: 'POST', json: input }, PatientUpload);
}

export async function deleteUpload(id: string): Promise<void> {
  await apiRequest(`/api/my/patient/uploads/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * The bytes of an upload. A new tab cannot send the Authorization header, so the file is fetched
 * here (with one token refresh on 401, like every other call) and shown from an object URL.
 */
export async function downloadUpload(id: string, signal?: AbortSignal): Promise<Blob> {
  const url = `/api/my/patient/uploads/${encodeURIComponent(id)}/file`;
  const send = () => fetch(url, { headers: requestHeaders(getSession()), signal });
  let response = await send();
  if (response.status === 401 && getSession()) {
    await refreshSession();
    response = await send();
  }
  if (!response.ok) throw await apiErrorFrom(response);
  return response.blob();
}

/** Reads a file as the base64 data URL the server expects. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The first bytes of a file, to check its real type before sending. */
export async function firstBytes(file: Blob, count = 8): Promise<Uint8Array> {
  const slice = file.slice(0, count);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  const dataUrl = await readAsDataUrl(slice);
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
