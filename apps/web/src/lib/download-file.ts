import { api } from './api-client';

/**
 * Fetches a file through the API (token, refresh and outage handling included) and hands it to
 * the browser as a download named `fileName`; `onProgress` hears the bytes received so far. A
 * file cut off on the way fails (ApiError): the browser is given nothing rather than part of it.
 */
export async function downloadFile(path: string, fileName: string, type: string, onProgress?: (received: number) => void): Promise<void> {
  const bytes = await api.get<ArrayBuffer>(path, { rawBody: true, accept: type, silent: true, onProgress });
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the file once the click's task ran; a minute is ample.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
