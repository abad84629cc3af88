import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockXhr } from '../../test/fake-xhr';
import { json, mockFetch } from '../../test/fetch-mock';
import { UploadButton } from './upload-button';

const AED_ID = '9d3f1a2b-4c5d-4e6f-8a7b-9c0d1e2f3a4b';
const UPLOAD_ID = '0b9a4f3e-7d55-4f0e-9a61-5a1f8d3b2c10';
const ticket = { uploadId: UPLOAD_ID, uploadUrl: '/api/storage/signed/x', expiresAt: '', downloadUrl: null, mediaLinkId: null, status: 'pending' };
const gif = (name = 'door.gif') => new File([new Uint8Array(500)], name, { type: 'image/gif' });

function deferred() {
  let resolve: (value?: unknown) => void = () => undefined;
  const promise = new Promise((r) => (resolve = r));
  return { promise, resolve };
}

const button = () => screen.getByRole('button');
const input = () => screen.getByTestId('upload-input') as HTMLInputElement;
const bar = () => screen.queryByRole('progressbar', { name: 'Upload progress' });

describe('UploadButton (002 §4)', () => {
  it('shows each step: Uploading... with the percent on the button and the bar, then Upload Complete; the bar empties a second later', async () => {
    const user = userEvent.setup();
    const urlAnswer = deferred();
    const putAnswer = deferred();
    mockFetch({
      'POST /api/files/upload-url': async () => (await urlAnswer.promise, json(200, ticket)),
      'POST /api/files/upload-complete': () => json(200, { uploadId: UPLOAD_ID, mediaLinkId: UPLOAD_ID, downloadUrl: '/d', fileSize: 500, status: 'completed' }),
    });
    mockXhr(() => ({ status: 200, progress: [0.5], after: putAnswer.promise }));
    const onUploaded = vi.fn();
    render(<UploadButton options={{ entityType: 'AED', entityId: AED_ID }} onUploaded={onUploaded} />);
    expect(button()).toHaveTextContent('Upload Photo');
    expect(input()).toHaveAttribute('accept', 'image/*');
    expect(bar()).toBeNull();

    await user.upload(input(), gif());
    await waitFor(() => expect(button()).toHaveTextContent('Uploading... 10%'));
    expect(button()).toBeDisabled();
    expect(bar()).toHaveAttribute('aria-valuenow', '10');

    urlAnswer.resolve();
    await waitFor(() => expect(button()).toHaveTextContent('Uploading... 55%'));
    expect(bar()).toHaveAttribute('aria-valuenow', '55');

    putAnswer.resolve();
    await waitFor(() => expect(button()).toHaveTextContent('Upload Complete'));
    expect(onUploaded).toHaveBeenCalledWith({ uploadId: UPLOAD_ID, mediaLinkId: UPLOAD_ID, downloadUrl: '/d', fileSize: 500 });
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(bar()).toBeNull(), { timeout: 2000 });
    expect(button()).toHaveTextContent('Upload Complete');
  });

  it("fails with the seeds' text, and a click starts over: back to idle and the file picker opens", async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/files/upload-url': () => json(200, ticket),
      'POST /api/files/upload-complete': () => json(404, { statusCode: 404, error: 'Not Found', message: 'Entity not found' }),
    });
    mockXhr(() => ({ status: 200 }));
    render(<UploadButton options={{ entityType: 'AED', entityId: AED_ID }} />);
    await user.upload(input(), gif());
    await waitFor(() => expect(button()).toHaveTextContent('Upload Failed - Click to Retry'));
    expect(screen.getByRole('alert')).toHaveTextContent('Entity not found. Please verify the ID.');

    const opened = vi.spyOn(input(), 'click').mockImplementation(() => undefined);
    await user.click(button());
    expect(opened).toHaveBeenCalledOnce();
    expect(button()).toHaveTextContent('Upload Photo');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a file of a type not allowed before any call', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const network = mockFetch({});
    render(<UploadButton options={{ entityType: 'AED', entityId: AED_ID }} />);
    await user.upload(input(), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('File type not allowed (image/svg+xml). Allowed types: jpg, jpeg, png, gif, webp');
    expect(network.calls).toHaveLength(0);
  });

  it('is disabled with its hint until it may be used', () => {
    render(<UploadButton options={{ entityType: 'AED', entityId: '' }} disabled hint="Please enter an AED ID to enable upload" />);
    expect(button()).toBeDisabled();
    expect(button()).toHaveAccessibleDescription('Please enter an AED ID to enable upload');
  });
});
