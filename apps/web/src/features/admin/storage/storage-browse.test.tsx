import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { storeSession } from '../../../test/session-fixtures';
import { makeAccessToken } from '../../../test/tokens';
import { renderAdmin } from '../test-admin';
import { storageResource } from './storage-resource';
import { openStorage, storedFile, type Folders } from './test-storage';

const STORAGE: Folders = {
  '': { folders: ['backups', 'uploads'], files: [storedFile('readme.txt', 'text/plain', 300)] },
  uploads: { folders: ['aeds', 'res', 'users'] },
  'uploads/aeds': { files: [storedFile('uploads/aeds/front.jpg', 'image/jpeg', 1536), storedFile('uploads/aeds/service.pdf', 'application/pdf', 2 * 1024 * 1024)] },
  'uploads/res': { folders: ['icons'] },
  // The server leaves dot-files out; should one slip through, the tree still hides it.
  'uploads/res/icons': { files: [storedFile('uploads/res/icons/pin.png'), storedFile('uploads/res/icons/.keep', 'application/octet-stream', 0)] },
  'uploads/users': { files: [storedFile('uploads/users/me.png')] },
  backups: { folders: [] },
};

const tree = () => screen.getByRole('list', { name: 'Storage tree' });
const toggle = (name: string) => within(tree()).getByRole('button', { name: `Folder ${name}` });
const crumbs = () => within(screen.getByRole('navigation', { name: 'Folder path' })).getAllByRole('listitem').map((li) => li.textContent?.replace('/', '').trim());

describe('storage browser: tree (002 §2)', () => {
  it('starts expanded at root, uploads, uploads/aeds, uploads/res and uploads/res/icons, hiding dot-files', async () => {
    const { listed } = openStorage(STORAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Storage' })).toBeInTheDocument();
    expect(screen.getByText('Loading storage structure...')).toBeInTheDocument();
    await within(await screen.findByRole('list', { name: 'Storage tree' })).findByText('pin.png');
    for (const open of ['Root', 'uploads', 'aeds', 'res', 'icons']) expect(toggle(open)).toHaveAttribute('aria-expanded', 'true');
    for (const closed of ['users', 'backups']) expect(toggle(closed)).toHaveAttribute('aria-expanded', 'false');
    expect(within(tree()).getByText('front.jpg')).toBeInTheDocument();
    expect(within(tree()).queryByText('.keep')).not.toBeInTheDocument();
    expect(within(tree()).queryByText('me.png')).not.toBeInTheDocument();
    expect(new Set(listed())).toEqual(new Set(['', 'uploads', 'uploads/aeds', 'uploads/res', 'uploads/res/icons']));
  });

  it('expands and collapses a folder, and opens a folder from the tree', async () => {
    const user = userEvent.setup();
    const { listed, router } = openStorage(STORAGE);
    await within(await screen.findByRole('list', { name: 'Storage tree' })).findByText('pin.png');
    await user.click(toggle('users'));
    expect(await within(tree()).findByText('me.png')).toBeInTheDocument();
    expect(listed()).toContain('uploads/users');
    await user.click(toggle('uploads'));
    expect(toggle('uploads')).toHaveAttribute('aria-expanded', 'false');
    expect(within(tree()).queryByText('pin.png')).not.toBeInTheDocument();

    await user.click(within(tree()).getByRole('button', { name: 'Open backups' }));
    expect(router.state.location.search).toBe('?path=backups');
    expect(crumbs()).toEqual(['Root', 'backups']);
    expect(await screen.findByText('This folder is empty.')).toBeInTheDocument();
  });

  it("shows 'Loading storage structure...' with 'Click to retry' when the tree cannot load, and retries", async () => {
    const user = userEvent.setup();
    const folders: Folders = { ...STORAGE, '': 'fail' };
    openStorage(folders);
    const tree = await screen.findByText('Cannot read the root', { selector: '[data-testid="storage-tree"] p' });
    expect(tree.closest('[role="alert"]')).toHaveTextContent('Loading storage structure...Cannot read the rootClick to retry');
    folders[''] = STORAGE[''];
    await user.click(screen.getByRole('button', { name: 'Click to retry' }));
    expect(await screen.findByRole('button', { name: 'Folder uploads' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('storage browser: breadcrumb and Back', () => {
  it('walks down with Open, up with the breadcrumb and Back, and Back is off at the root', async () => {
    const user = userEvent.setup();
    const { router } = openStorage(STORAGE, {}, '/admin/storage?path=uploads/res/icons');
    await screen.findByRole('list', { name: 'Files' });
    expect(crumbs()).toEqual(['Root', 'uploads', 'res', 'icons']);
    expect(within(screen.getByRole('navigation', { name: 'Folder path' })).getByText('icons')).toHaveAttribute('aria-current', 'location');

    await user.click(within(screen.getByRole('navigation', { name: 'Folder path' })).getByRole('button', { name: 'uploads' }));
    expect(crumbs()).toEqual(['Root', 'uploads']);
    expect(screen.getByRole('heading', { name: 'Folder contents' })).toHaveFocus();
    const folders = await screen.findByRole('list', { name: 'Folders' });
    expect(within(folders).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['aedsOpen', 'resOpen', 'usersOpen']);

    await user.click(within(folders).getByRole('button', { name: 'Open aeds' }));
    expect(router.state.location.search).toBe('?path=uploads%2Faeds');
    const files = await screen.findByRole('list', { name: 'Files' });
    expect(within(files).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(crumbs()).toEqual(['Root', 'uploads']);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(crumbs()).toEqual(['Root']);
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Files (1)' })).toBeInTheDocument();
  });

  it('lists each file with thumbnail, size, type, creation time, View in a new tab and Delete', async () => {
    openStorage(STORAGE, {}, '/admin/storage?path=uploads/aeds');
    const files = await screen.findByRole('list', { name: 'Files' });
    const [photo, pdf] = within(files).getAllByRole('listitem');
    expect(within(photo).getByRole('img', { name: 'Thumbnail of front.jpg' })).toHaveAttribute('src', '/files/uploads/aeds/front.jpg?sig=1');
    expect(photo).toHaveTextContent('1.5 KB');
    expect(photo).toHaveTextContent('image/jpeg');
    expect(within(photo).getByText(/^\d{1,2}\. 03\. 2025, \d\d:07$/)).toBeInTheDocument();
    const view = within(photo).getByRole('link', { name: 'View front.jpg (opens in a new tab)' });
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('href', '/files/uploads/aeds/front.jpg?sig=1');
    expect(within(pdf).queryByRole('img')).not.toBeInTheDocument();
    expect(pdf).toHaveTextContent('2.0 MB');
    expect(within(pdf).getByRole('button', { name: 'Delete service.pdf' })).toBeInTheDocument();
  });

  it('shows the message and empty lists when the folder cannot be loaded', async () => {
    openStorage({ ...STORAGE, backups: 'fail' }, {}, '/admin/storage?path=backups');
    const alert = await screen.findByText('Cannot read backups');
    expect(alert.closest('[role="alert"]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Folders (0)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Files (0)' })).toBeInTheDocument();
    expect(screen.queryByText('This folder is empty.')).not.toBeInTheDocument();
  });
});

describe('storage browser: stat cards', () => {
  const value = (id: string) => within(screen.getByTestId(`stat-${id}`)).getAllByRole('definition')[0].textContent;

  it('shows Total Images, Total Size and Image Files, with the other kinds grouped underneath', async () => {
    openStorage(STORAGE);
    await waitFor(() => expect(value('total-files')).toBe('9'));
    expect(within(screen.getByLabelText('Storage statistics')).getAllByRole('term').map((t) => t.textContent)).toEqual(['Total Images', 'Total Size', 'Image Files']);
    expect(value('total-size')).toBe('3.0 MB');
    expect(value('image-files')).toBe('5');
    expect(screen.getByTestId('stat-image-files')).toHaveTextContent('Videos 1 · Documents 2 · Other 1');
  });

  it('shows zeros when the stats cannot be loaded', async () => {
    openStorage(STORAGE, { 'GET /api/storage/stats': () => json(403, { statusCode: 403, error: 'Forbidden', message: 'Admins only' }) });
    await waitFor(() => expect(screen.getByLabelText('Storage statistics')).not.toHaveAttribute('aria-busy'));
    expect([value('total-files'), value('total-size'), value('image-files')]).toEqual(['0', '0 B', '0']);
  });
});

describe('storage browser: who may see it', () => {
  it('shows a member "You need administrator rights" and asks the server for nothing in storage', async () => {
    storeSession(makeAccessToken());
    const network = mockFetch({});
    renderAdmin([storageResource], '/admin/storage');
    expect(await screen.findByRole('heading', { level: 1, name: 'You need administrator rights' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Storage tree' })).not.toBeInTheDocument();
    expect(network.calls.filter((c) => c.path.startsWith('/api/storage'))).toEqual([]);
  });
});
