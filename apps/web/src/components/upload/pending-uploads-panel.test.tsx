import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockXhr } from '../../test/fake-xhr';
import { json, mockFetch } from '../../test/fetch-mock';
import { PENDING_UPLOADS_KEY, type PendingUpload } from '../../lib/upload/pending-uploads';
import { PendingUploadsPanel } from './pending-uploads-panel';

const AED_ID = '9d3f1a2b-4c5d-4e6f-8a7b-9c0d1e2f3a4b';
const entry = (id: string, fileName: string, entityId = AED_ID): PendingUpload => ({
  id,
  fileName,
  fileSize: 2048,
  fileType: 'image/gif',
  entityType: 'AED',
  entityId,
  options: { entityType: 'AED', entityId, displayOrder: 1 },
  error: 'Upload failed after retries: Network error: No response from server...',
  timestamp: Date.UTC(2025, 0, 2, 10, 30),
  retryCount: 0,
});
const store = (...entries: PendingUpload[]) => localStorage.setItem(PENDING_UPLOADS_KEY, JSON.stringify(entries));

describe('PendingUploadsPanel (002 §8)', () => {
  it("lists this entity's queued uploads, as left by an earlier visit, with Retry and Discard", async () => {
    const user = userEvent.setup();
    store(entry('a', 'front.gif'), entry('b', 'other.gif', 'another-aed'));
    render(<PendingUploadsPanel entity={{ entityType: 'AED', entityId: AED_ID }} />);
    expect(screen.getByRole('heading', { name: 'Pending uploads (1)' })).toBeInTheDocument();
    expect(screen.getByText('front.gif')).toBeInTheDocument();
    expect(screen.queryByText('other.gif')).toBeNull();
    expect(screen.getByText('Upload failed after retries: Network error: No response from server...')).toBeInTheDocument();
    // The kind in words, never its code.
    expect(screen.getByText(`2.0 KB · AED ${AED_ID} · failed`, { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Discard upload of front.gif' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Pending uploads/ })).toBeNull());
    expect(JSON.parse(localStorage.getItem(PENDING_UPLOADS_KEY)!).map((e: PendingUpload) => e.id)).toEqual(['b']);
  });

  it('asks for the file again when its bytes are not kept, and sends it with the queued options', async () => {
    const user = userEvent.setup();
    store(entry('a', 'front.gif'));
    const network = mockFetch({
      'POST /api/files/upload-url': () => json(200, { uploadId: '0b9a4f3e-7d55-4f0e-9a61-5a1f8d3b2c10', uploadUrl: '/s', expiresAt: '', downloadUrl: null, mediaLinkId: null, status: 'pending' }),
      'POST /api/files/upload-complete': (r) => json(200, { ...JSON.parse(r.body), mediaLinkId: JSON.parse(r.body).uploadId, downloadUrl: '/d', status: 'completed' }),
    });
    mockXhr(() => ({ status: 200 }));
    const onUploaded = vi.fn();
    const { container } = render(<PendingUploadsPanel onUploaded={onUploaded} />);
    expect(screen.getByText('The file is not kept in this browser: choose it again to retry.')).toBeInTheDocument();
    const picker = container.querySelector<HTMLInputElement>('input[type=file]')!;
    const opened = vi.spyOn(picker, 'click');
    await user.click(screen.getByRole('button', { name: 'Retry upload of front.gif' }));
    expect(opened).toHaveBeenCalled();
    await user.upload(picker, new File([new Uint8Array(2048)], 'front.gif', { type: 'image/gif' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(JSON.parse(network.calls[1].body)).toMatchObject({ aedId: AED_ID, displayOrder: 1 });
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Pending uploads/ })).toBeNull());
  });

  it("names a help center's upload 'Help Center', not HELP_CENTER", () => {
    store({ ...entry('h', 'hall.gif', '42'), entityType: 'HELP_CENTER', options: { entityType: 'HELP_CENTER', entityId: '42' } });
    render(<PendingUploadsPanel />);
    expect(screen.getByText(/· Help Center 42 ·/)).toBeInTheDocument();
    expect(screen.queryByText(/HELP_CENTER/)).toBeNull();
  });

  it('sends a retry where nobody listens for it (the storage screen) and says it arrived, with a link', async () => {
    const user = userEvent.setup();
    store(entry('a', 'front.gif'));
    mockFetch({
      'POST /api/files/upload-url': () => json(200, { uploadId: '0b9a4f3e-7d55-4f0e-9a61-5a1f8d3b2c10', uploadUrl: '/s', expiresAt: '', downloadUrl: null, mediaLinkId: null, status: 'pending' }),
      'POST /api/files/upload-complete': (r) => json(200, { ...JSON.parse(r.body), mediaLinkId: JSON.parse(r.body).uploadId, downloadUrl: '/d/front.gif', status: 'completed' }),
    });
    mockXhr(() => ({ status: 200 }));
    const { container } = render(<PendingUploadsPanel />);
    await user.click(screen.getByRole('button', { name: 'Retry upload of front.gif' }));
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, new File([new Uint8Array(2048)], 'front.gif', { type: 'image/gif' }));
    const said = await screen.findByRole('status');
    expect(said).toHaveTextContent('front.gif uploaded.');
    expect(screen.getByRole('link', { name: 'View file' })).toHaveAttribute('href', '/d/front.gif');
    expect(JSON.parse(localStorage.getItem(PENDING_UPLOADS_KEY)!)).toEqual([]);
  });
});
