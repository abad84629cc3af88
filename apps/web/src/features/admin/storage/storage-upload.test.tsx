import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeXhr, openStorage, storedFile, type Folders } from './test-storage';

const STORAGE: Folders = { '': { folders: ['uploads'] }, uploads: { folders: ['docs'] }, 'uploads/docs': {} };
const png = () => new File([new Uint8Array(3000)], 'Front Door.png', { type: 'image/png' });

async function pickAndUpload(file: File, address = '/admin/storage?path=uploads/docs') {
  const user = userEvent.setup();
  const opened = openStorage(STORAGE, {}, address);
  const upload = await screen.findByRole('region', { name: 'Upload a file' });
  expect(within(upload).getByRole('button', { name: 'Upload' })).toBeDisabled();
  await user.upload(within(upload).getByLabelText('File'), file);
  return { user, upload, ...opened };
}

describe('plain upload (002 §2)', () => {
  it('sends the fields before the file into the current folder, shows real progress, then the result card', async () => {
    const stored = { ...storedFile('uploads/docs/front-door-1741180020000.png', 'image/png', 3000) };
    const xhr = fakeXhr(() => ({ status: 201, body: stored, progress: [0.1, 0.42] }));
    xhr.gate.hold = true;
    const { user, upload, network } = await pickAndUpload(png());
    expect(within(upload).getByText('uploads/docs')).toBeInTheDocument();
    await user.click(within(upload).getByRole('button', { name: 'Upload' }));

    const bar = await within(upload).findByRole('progressbar', { name: 'Uploading...' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '42'));
    expect(within(upload).getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    const request = xhr.sent[0];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/firebase/upload');
    expect(request.headers.Authorization).toMatch(/^Bearer /);
    expect([...request.body.keys()]).toEqual(['folder', 'fileName', 'generateUniqueName', 'file']);
    expect(request.body.get('folder')).toBe('uploads/docs');
    expect(request.body.get('fileName')).toBe('Front Door.png');
    expect(request.body.get('generateUniqueName')).toBe('true');
    expect((request.body.get('file') as File).size).toBe(3000);

    const statsBefore = network.calls.filter((c) => c.path === '/api/storage/stats').length;
    xhr.gate.release();
    const card = await within(upload).findByRole('region', { name: 'Upload result' });
    expect(within(upload).getByRole('progressbar', { name: 'Upload complete' })).toHaveAttribute('aria-valuenow', '100');
    const rows = within(card).getAllByRole('definition').map((d) => d.textContent);
    expect(rows).toEqual(['front-door-1741180020000.png', '2.9 KB', 'image/png', 'uploads/docs/front-door-1741180020000.png']);
    expect(within(card).getByRole('img', { name: 'Preview of front-door-1741180020000.png' })).toHaveAttribute('src', stored.downloadURL);
    const view = within(card).getByRole('link', { name: 'View uploaded file (opens in a new tab)' });
    expect(view).toHaveAttribute('href', stored.downloadURL);
    expect(view).toHaveAttribute('target', '_blank');
    // The folder and the stats are asked again, so the new file shows up everywhere.
    await waitFor(() => expect(network.calls.filter((c) => c.path === '/api/storage/stats').length).toBeGreaterThan(statsBefore));
  });

  it("sends nothing for an image over its kind's limit and says both sizes at once", async () => {
    const xhr = fakeXhr(() => ({ status: 201, body: storedFile('x.png', 'image/png', 1) }));
    const big = new File([new Uint8Array(12 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    const { user, upload } = await pickAndUpload(big);
    await user.click(within(upload).getByRole('button', { name: 'Upload' }));
    expect(await within(upload).findByRole('alert')).toHaveTextContent('File too large: 12.0 MB (maximum 10.0 MB)');
    expect(xhr.sent).toEqual([]);
    expect(within(upload).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('asks before replacing a file of the same name when the name is kept, and sends nothing on Cancel', async () => {
    const xhr = fakeXhr(() => ({ status: 201, body: storedFile('uploads/docs/manual.pdf', 'application/pdf', 8) }));
    const user = userEvent.setup();
    openStorage({ ...STORAGE, 'uploads/docs': { files: [storedFile('uploads/docs/manual.pdf', 'application/pdf', 5)] } }, {}, '/admin/storage?path=uploads/docs');
    const upload = await screen.findByRole('region', { name: 'Upload a file' });
    await screen.findByText('manual.pdf');
    await user.upload(within(upload).getByLabelText('File'), new File(['%PDF-1.4'], 'manual.pdf', { type: 'application/pdf' }));
    await user.click(within(upload).getByRole('checkbox', { name: 'Unique file name' }));
    await user.click(within(upload).getByRole('button', { name: 'Upload' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Replace the file?' });
    expect(ask).toHaveTextContent('manual.pdf is already in uploads/docs.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(xhr.sent).toEqual([]);
    await user.click(within(upload).getByRole('button', { name: 'Upload' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Replace' }));
    await within(upload).findByRole('region', { name: 'Upload result' });
    expect(xhr.sent).toHaveLength(1);
  });

  it('keeps the name as given when Unique file name is off, and shows no preview for a document', async () => {
    const pdf = new File(['%PDF-1.4'], 'manual.pdf', { type: 'application/pdf' });
    const xhr = fakeXhr(() => ({ status: 201, body: storedFile('manual.pdf', 'application/pdf', 8) }));
    const { user, upload } = await pickAndUpload(pdf, '/admin/storage');
    await user.click(within(upload).getByRole('checkbox', { name: 'Unique file name' }));
    await user.click(within(upload).getByRole('button', { name: 'Upload' }));
    const card = await within(upload).findByRole('region', { name: 'Upload result' });
    expect(xhr.sent[0].body.get('generateUniqueName')).toBe('false');
    expect(xhr.sent[0].body.get('folder')).toBe('');
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });

  it.each([
    [413, { statusCode: 413, error: 'Payload Too Large', message: 'Request body is too large' }, 'File too large. Please choose a smaller file.'],
    [415, { statusCode: 415, error: 'Unsupported Media Type', message: 'SVG images are not accepted' }, 'SVG images are not accepted'],
    [500, null, 'Upload failed'],
  ])('says what went wrong when the server answers %i', async (status, body, text) => {
    fakeXhr(() => ({ status, body }));
    const { user, upload } = await pickAndUpload(png());
    await user.click(within(upload).getByRole('button', { name: 'Upload' }));
    expect(await within(upload).findByRole('alert')).toHaveTextContent(text);
    expect(within(upload).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(upload).queryByRole('region', { name: 'Upload result' })).not.toBeInTheDocument();
  });
});
