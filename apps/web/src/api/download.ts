import { saveFile } from '../ui/save-file';
import { requestHeaders } from './client';
import { getSession } from './session';

/** Fetches a file the server makes for the signed-in person and hands it to the browser under the server's name for it. */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { headers: requestHeaders(getSession()) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveFile(await response.blob(), name);
}
