import { api } from './api-client';
import type { HttpOptions } from './http';

/** How far a download has come: its bytes and lines so far, and the rows the server said are coming (X-Total-Count). */
export interface DownloadProgress {
  bytes: number;
  lines: number;
  total?: number;
}

const NEWLINE = 0x0a;

function linesIn(part: Uint8Array): number {
  let lines = 0;
  for (let at = part.indexOf(NEWLINE); at !== -1; at = part.indexOf(NEWLINE, at + 1)) lines++;
  return lines;
}

/**
 * Fetches a file through the API (token, refresh and outage handling included) and hands it to
 * the browser as a download named `fileName`; `onProgress` hears how much has come so far. A
 * file cut off on the way fails (ApiError): the browser is given nothing rather than part of it.
 */
export async function downloadFile(
  path: string,
  fileName: string,
  type: string,
  onProgress?: (progress: DownloadProgress) => void,
  options: Pick<HttpOptions, 'outageBanner'> = {},
): Promise<void> {
  let lines = 0;
  const bytes = await api.get<ArrayBuffer>(path, {
    ...options,
    rawBody: true,
    accept: type,
    silent: true,
    onProgress:
      onProgress &&
      ((received, part, headers) => {
        lines += linesIn(part);
        const total = Number(headers.get('x-total-count') ?? NaN);
        onProgress({ bytes: received, lines, total: Number.isInteger(total) && total >= 0 ? total : undefined });
      }),
  });
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
