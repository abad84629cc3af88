import { vi } from 'vitest';

/** A request the fake XMLHttpRequest received (the signed PUT). */
export interface SeenXhr {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The answer: a status with a JSON body, the upload fractions to report first, or no answer at all. */
export type XhrAnswer = { status: number; body?: unknown; progress?: number[]; /** Answers only once this settles (to see the upload mid-way). */ after?: Promise<unknown> } | 'no-answer';

/**
 * Replaces XMLHttpRequest (the only thing sendWithProgress uses) with one that reports the given
 * upload progress, then answers. `sent` records every request in order.
 */
export function mockXhr(answer: (request: SeenXhr, attempt: number) => XhrAnswer) {
  const sent: SeenXhr[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request: SeenXhr = { method: '', url: '', headers: {}, body: null };
    open(method: string, url: string) {
      this.request = { method, url, headers: {}, body: null };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      const reply = answer(this.request, sent.length);
      setTimeout(async () => {
        if (reply === 'no-answer') return this.onerror?.();
        for (const fraction of reply.progress ?? []) this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 } as ProgressEvent);
        await reply.after;
        this.status = reply.status;
        this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { sent };
}
