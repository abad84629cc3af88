import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fetch-mock';
import { openStorage, storedFile, type Folders } from './test-storage';

const STORAGE: Folders = {
  '': { folders: ['uploads'] },
  uploads: { folders: ['aeds'] },
  'uploads/aeds': { files: [storedFile('uploads/aeds/front.jpg', 'image/jpeg'), storedFile('uploads/aeds/back.jpg', 'image/jpeg'), storedFile('uploads/aeds/notes.txt', 'text/plain')] },
  'uploads/empty': {},
};
const AEDS = '/admin/storage?path=uploads/aeds';
const bad = (status: number, message: string, errors?: Record<string, string>) => () => json(status, { statusCode: status, error: 'Error', message, errors });
const status = () => screen.getByTestId('storage-status');
const alert = () => screen.getByTestId('storage-alert');

describe('New Folder (002 §5)', () => {
  it("refuses an empty or blank name with 'Please enter a folder name' and sends nothing", async () => {
    const user = userEvent.setup();
    const { network } = openStorage(STORAGE, {}, AEDS);
    await user.click(await screen.findByRole('button', { name: 'New Folder' }));
    const name = screen.getByLabelText('Folder name');
    expect(name).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(within(screen.getByRole('form', { name: 'New folder' })).getByRole('alert')).toHaveTextContent('Please enter a folder name');
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(within(screen.getByRole('form', { name: 'New folder' })).getByRole('alert')).toHaveTextContent(/^Please enter a folder name$/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('creates the trimmed name under the current folder and lists it', async () => {
    const user = userEvent.setup();
    const folders: Folders = { ...STORAGE };
    const { network } = openStorage(folders, {
      'POST /api/storage/folders': (request) => {
        folders['uploads/aeds'] = { folders: ['reports'], files: [] };
        return json(201, { name: 'reports', path: `${JSON.parse(request.body).parent}/reports` });
      },
    }, AEDS);
    await user.click(await screen.findByRole('button', { name: 'New Folder' }));
    await user.type(screen.getByLabelText('Folder name'), '  reports  ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await within(status()).findByText('Folder "reports" created.')).toBeInTheDocument();
    expect(JSON.parse(network.calls.find((c) => c.method === 'POST')!.body)).toEqual({ parent: 'uploads/aeds', name: 'reports' });
    expect(screen.queryByRole('form', { name: 'New folder' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Folder' })).toHaveFocus();
    expect(within(await screen.findByRole('list', { name: 'Folders' })).getByRole('button', { name: 'Open reports' })).toBeInTheDocument();
    // The tree shows it too: uploads/aeds starts expanded.
    expect(within(screen.getByRole('list', { name: 'Storage tree' })).getByRole('button', { name: 'Open reports' })).toBeInTheDocument();
  });

  it("says 'Failed to create folder: ' and the server's reason; Cancel closes the form", async () => {
    const user = userEvent.setup();
    openStorage(STORAGE, { 'POST /api/storage/folders': bad(409, 'A folder named reports already exists') }, AEDS);
    await user.click(await screen.findByRole('button', { name: 'New Folder' }));
    await user.type(screen.getByLabelText('Folder name'), 'reports');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await within(screen.getByRole('form', { name: 'New folder' })).findByRole('alert')).toHaveTextContent('Failed to create folder: A folder named reports already exists');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Folder name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Folder' })).toHaveFocus();
    // Escape closes it too.
    await user.click(screen.getByRole('button', { name: 'New Folder' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Folder name')).not.toBeInTheDocument();
  });

  it("shows a 400's field message as the reason, and checks a name the server would refuse before sending it", async () => {
    const user = userEvent.setup();
    const { network } = openStorage(STORAGE, { 'POST /api/storage/folders': bad(400, 'Invalid data', { name: 'That name is reserved' }) }, AEDS);
    await user.click(await screen.findByRole('button', { name: 'New Folder' }));
    await user.type(screen.getByLabelText('Folder name'), '.secret');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const form = screen.getByRole('form', { name: 'New folder' });
    expect(within(form).getByRole('alert')).toHaveTextContent(/^Failed to create folder: Folder names use letters/);
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.clear(screen.getByLabelText('Folder name'));
    await user.type(screen.getByLabelText('Folder name'), 'tmp');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Failed to create folder: That name is reserved')).toBeInTheDocument();
  });
});

describe('deleting one file', () => {
  it("asks 'Delete {file name}?' and removes it; Cancel keeps it", async () => {
    const user = userEvent.setup();
    const folders: Folders = { ...STORAGE };
    const { network } = openStorage(folders, {
      'DELETE /api/storage/object': () => {
        folders['uploads/aeds'] = { files: [storedFile('uploads/aeds/back.jpg', 'image/jpeg'), storedFile('uploads/aeds/notes.txt', 'text/plain')] };
        return new Response(null, { status: 204 });
      },
    }, AEDS);
    await user.click(await screen.findByRole('button', { name: 'Delete front.jpg' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete file' });
    expect(dialog).toHaveTextContent('Delete front.jpg?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(network.calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete front.jpg' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(status()).findByText('Deleted front.jpg.')).toBeInTheDocument();
    expect(network.calls.find((c) => c.method === 'DELETE')!.query.get('path')).toBe('uploads/aeds/front.jpg');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Files (2)' })).toBeInTheDocument();
  });

  it("shows 'Delete failed: ' and the reason in the dialog", async () => {
    const user = userEvent.setup();
    openStorage(STORAGE, { 'DELETE /api/storage/object': bad(404, 'File not found') }, AEDS);
    await user.click(await screen.findByRole('button', { name: 'Delete notes.txt' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent('Delete failed: File not found');
  });
});

describe('Clear Files (002 §8)', () => {
  it("says 'No files to delete' in a folder without files, without asking", async () => {
    const user = userEvent.setup();
    const { network } = openStorage(STORAGE, {}, '/admin/storage?path=uploads');
    await screen.findByRole('button', { name: 'Open aeds' });
    await user.click(screen.getByRole('button', { name: 'Clear Files' }));
    expect(status()).toHaveTextContent('No files to delete');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("asks 'Delete all files in current folder?', deletes the folder's files and reports 'Deleted n files. Failed: m.'", async () => {
    const user = userEvent.setup();
    const { network } = openStorage(STORAGE, {
      'POST /api/storage/delete-many': () =>
        json(200, { successes: ['uploads/aeds/front.jpg', 'uploads/aeds/back.jpg'], failures: [{ path: 'uploads/aeds/notes.txt', error: 'Permission denied' }] }),
    }, AEDS);
    await screen.findByRole('button', { name: 'Delete notes.txt' });
    await user.click(screen.getByRole('button', { name: 'Clear Files' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clear files' });
    expect(dialog).toHaveTextContent('Delete all files in current folder?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete 3 files' }));
    expect(await within(alert()).findByText('Deleted 2 files. Failed: 1.')).toBeInTheDocument();
    expect(alert()).toHaveTextContent('uploads/aeds/notes.txt: Permission denied');
    expect(JSON.parse(network.calls.find((c) => c.path === '/api/storage/delete-many')!.body)).toEqual({
      paths: ['uploads/aeds/front.jpg', 'uploads/aeds/back.jpg', 'uploads/aeds/notes.txt'],
    });
  });

  it("reports a clean run politely, and 'Bulk delete failed: ' when the call fails", async () => {
    const user = userEvent.setup();
    let answer = () => json(200, { successes: ['a', 'b', 'c'], failures: [] });
    openStorage(STORAGE, { 'POST /api/storage/delete-many': () => answer() }, AEDS);
    await screen.findByRole('button', { name: 'Delete notes.txt' });
    await user.click(screen.getByRole('button', { name: 'Clear Files' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete 3 files' }));
    expect(await within(status()).findByText('Deleted 3 files. Failed: 0.')).toBeInTheDocument();
    expect(alert()).toBeEmptyDOMElement();

    answer = bad(403, 'Admins only');
    await user.click(screen.getByRole('button', { name: 'Clear Files' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete 3 files' }));
    expect(await within(alert()).findByText('Bulk delete failed: Admins only')).toBeInTheDocument();
    expect(status()).toBeEmptyDOMElement();
  });
});
