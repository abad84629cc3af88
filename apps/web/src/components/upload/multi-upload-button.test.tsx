import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockXhr } from '../../test/fake-xhr';
import { json, mockFetch } from '../../test/fetch-mock';
import { MultiUploadButton } from './multi-upload-button';

const HC = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const gif = (name: string) => new File([new Uint8Array(100)], name, { type: 'image/gif' });
let n = 0;

describe('MultiUploadButton (002 §4)', () => {
  it('uploads the first 10 of 12 files, goes on past a failure, and lists the failed file with its error', async () => {
    const user = userEvent.setup();
    let fileName = '';
    const network = mockFetch({
      'POST /api/files/upload-url': (r) => {
        fileName = JSON.parse(r.body).fileName;
        return json(200, { uploadId: `0b9a4f3e-7d55-4f0e-9a61-5a1f8d3b2c${String(++n).padStart(2, '0')}`, uploadUrl: '/s', expiresAt: '', downloadUrl: null, mediaLinkId: null, status: 'pending' });
      },
      'POST /api/files/upload-complete': (r) =>
        fileName === 'p3.gif'
          ? json(415, { statusCode: 415, error: 'Unsupported Media Type', message: 'The file is not a picture' })
          : json(200, { ...JSON.parse(r.body), mediaLinkId: JSON.parse(r.body).uploadId, downloadUrl: '/d', status: 'completed' }),
    });
    mockXhr(() => ({ status: 200 }));
    const onDone = vi.fn();
    render(<MultiUploadButton options={{ entityType: 'HELP_CENTER', entityId: HC, displayOrder: 4 }} onDone={onDone} />);
    const button = screen.getByRole('button', { name: 'Upload Photos (up to 10)' });
    const input = screen.getByTestId('multi-upload-input');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', 'image/*');

    await user.upload(input, Array.from({ length: 12 }, (_, i) => gif(`p${i + 1}.gif`)));
    await waitFor(() => expect(button).toHaveTextContent('Some uploads failed - Click to retry'));
    expect(network.calls.filter((c) => c.path.endsWith('upload-url'))).toHaveLength(10);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Uploaded 9/10 files');
    expect(status).toHaveTextContent('9 succeeded, 1 failed');
    expect(status).toHaveTextContent('Only the first 10 files were uploaded (2 left out).');
    expect(within(screen.getByRole('alert')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['p3.gif: The file is not a picture']);
    expect(onDone.mock.calls[0][0]).toMatchObject({ succeeded: 9, failed: 1 });

    const opened = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    await user.click(button);
    expect(opened).toHaveBeenCalledOnce();
    expect(button).toHaveTextContent('Upload Photos (up to 10)');
  });

  it('says Upload Complete with the count when every file went up', async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/files/upload-url': () => json(200, { uploadId: '0b9a4f3e-7d55-4f0e-9a61-5a1f8d3b2c99', uploadUrl: '/s', expiresAt: '', downloadUrl: null, mediaLinkId: null, status: 'pending' }),
      'POST /api/files/upload-complete': (r) => json(200, { ...JSON.parse(r.body), mediaLinkId: JSON.parse(r.body).uploadId, downloadUrl: '/d', status: 'completed' }),
    });
    mockXhr(() => ({ status: 200 }));
    render(<MultiUploadButton options={{ entityType: 'HELP_CENTER', entityId: HC }} />);
    await user.upload(screen.getByTestId('multi-upload-input'), [gif('a.gif'), gif('b.gif')]);
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('Upload Complete'));
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded 2/2 files');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
