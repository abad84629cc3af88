import type { Club, ClubCategoryType, ClubType } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAsAdmin } from '../../../test/admin-screen';
import { TOKEN_PATH, json, mockFetch } from '../../../test/fetch-mock';
import { adminClaims, makeAccessToken, tokenResponse } from '../../../test/tokens';
import { clubsResource } from './clubs-resource';

const ID = '00000000-0000-4000-8000-000000000001';
const ID2 = '00000000-0000-4000-8000-000000000002';
const FRIEND_LIST = '00000000-0000-4000-8000-00000000000a';
const HIKING = '00000000-0000-4000-8000-00000000000b';
const PERSONAL = '00000000-0000-4000-8000-00000000000c';
const SPORTS = '00000000-0000-4000-8000-00000000000d';
// Sorted by name as the server answers; the defaults are not the first entries.
const types: ClubType[] = [
  { id: '00000000-0000-4000-8000-00000000000e', name: 'Family', description: 'Family members', show: true },
  { id: FRIEND_LIST, name: 'FriendList', description: 'Friends', show: true },
  { id: HIKING, name: 'Hiking club', description: 'Mountaineers', show: true },
];
const categories: ClubCategoryType[] = [
  { id: '00000000-0000-4000-8000-00000000000f', name: 'Community' },
  { id: PERSONAL, name: 'Personal' },
  { id: SPORTS, name: 'Sports and recreation' },
];
const WALLET = `0x${'ab'.repeat(20)}`;

const club = (extra: Partial<Club> = {}): Club => ({
  clubId: ID,
  clubTypeId: HIKING,
  clubTypeName: 'Hiking club',
  clubCategoryTypeId: SPORTS,
  clubCategoryTypeName: 'Sports and recreation',
  clubStatusId: 2,
  clubStatusName: 'InReview',
  name: 'PD Žiri',
  icon: '/icons/catalogues/event-mountain.svg',
  isPublic: true,
  acceptPublicMembers: false,
  activationCode: 'PD-ZIRI',
  walletAddress: WALLET,
  pointsAvailable: 120,
  pointsCollected: 300,
  pointsDistributed: 180,
  creatorUserId: '00000000-0000-4000-8000-000000000099',
  creatorName: 'Marko Kranjc',
  createdAt: '2026-03-05T13:07:00.000Z',
  updatedAt: '2026-03-05T13:07:00.000Z',
  ...extra,
});
const approved = club({ clubId: ID2, name: 'Družina Novak', clubStatusId: 1, clubStatusName: 'Approved', isPublic: false });
const page = (data: Club[]) => json(200, { data, page: 0, pageSize: 12, totalCount: data.length, totalPages: 1 });
const refused = () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Authentication required' });

const asAdmin = (handlers: Parameters<typeof mockFetch>[0]) =>
  renderAsAdmin([clubsResource], '/dashboard/Clubs', { 'GET /api/admin/ClubTypes': () => json(200, types), 'GET /api/admin/ClubCategoryTypes': () => json(200, categories), ...handlers });
const field = (panel: HTMLElement, label: string) => within(panel).getByLabelText(new RegExp(`^${label}`));

describe('clubs screen', () => {
  it('lists clubs with their status, offers Activate only where not approved, and shows every field in the details', async () => {
    const user = userEvent.setup();
    asAdmin({ 'GET /api/admin/Clubs': () => page([club(), approved]) });
    const row = (await screen.findByText('PD Žiri')).closest('tr')!;
    expect(row).toHaveTextContent(/Hiking club\s*Sports and recreation\s*In review\s*Public\s*120/);
    expect(within(row).getByRole('button', { name: 'Activate PD Žiri' })).toBeInTheDocument();
    expect(screen.getByText('Družina Novak').closest('tr')).toHaveTextContent(/Approved\s*Private/);
    expect(screen.queryByRole('button', { name: 'Activate Družina Novak' })).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by club name...')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Details of PD Žiri' }));
    const details = screen.getByRole('dialog', { name: 'PD Žiri' });
    expect(details).toHaveTextContent(/Type\s*Hiking club/);
    expect(details).toHaveTextContent(/Category\s*Sports and recreation/);
    expect(details).toHaveTextContent(/Status\s*In review/);
    expect(details).toHaveTextContent(/Accepts public members\s*No/);
    expect(details).toHaveTextContent(/Activation code\s*PD-ZIRI/);
    expect(details).toHaveTextContent(WALLET);
    expect(details).toHaveTextContent(/Points distributed\s*180/);
    expect(details).toHaveTextContent(/Created by\s*Marko Kranjc/);
    expect(within(details).getByRole('img', { name: 'Icon of PD Žiri' })).toHaveAttribute('src', '/icons/catalogues/event-mountain.svg');
  });

  it('starts a new club as Pending, FriendList and Personal, checks the fields and sends no creator', async () => {
    const user = userEvent.setup();
    const { net } = asAdmin({ 'GET /api/admin/Clubs': () => page([]), 'POST /api/admin/Clubs': () => json(201, club({ clubStatusId: 3, clubStatusName: 'Pending' })) });
    await user.click(await screen.findByRole('button', { name: '+ Add new club' }));
    const panel = screen.getByRole('dialog', { name: 'Add new club' });
    expect(field(panel, 'Status')).toHaveDisplayValue('Pending');
    expect(await within(panel).findByRole('combobox', { name: /^Club type/ })).toHaveDisplayValue('FriendList');
    expect(await within(panel).findByRole('combobox', { name: /^Club category/ })).toHaveDisplayValue('Personal');
    expect(field(panel, 'Points available')).toHaveValue(0);
    expect(within(panel).getByLabelText('Public')).not.toBeChecked();

    await user.click(within(panel).getByRole('button', { name: 'Create Club' }));
    expect(within(panel).getAllByText('This field is required!')).toHaveLength(4);
    await user.type(field(panel, 'Name'), 'PD Žiri');
    await user.type(field(panel, 'Icon'), '/icons/catalogues/event-mountain.svg');
    await user.type(field(panel, 'Activation code'), 'PD ZIRI');
    await user.type(field(panel, 'Wallet address'), '0x123');
    await user.clear(field(panel, 'Points collected'));
    await user.type(field(panel, 'Points collected'), '1.5');
    await user.click(within(panel).getByRole('button', { name: 'Create Club' }));
    expect(await within(panel).findByText('Must be 4 to 32 letters, digits or hyphens')).toBeInTheDocument();
    expect(within(panel).getByText('Must be a wallet address: 0x and 40 hexadecimal digits')).toBeInTheDocument();
    expect(within(panel).getByText('Must be a whole number')).toBeInTheDocument();
    expect(net.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(field(panel, 'Activation code'));
    await user.type(field(panel, 'Activation code'), 'PD-ZIRI');
    await user.clear(field(panel, 'Wallet address'));
    await user.type(field(panel, 'Wallet address'), WALLET);
    await user.clear(field(panel, 'Points collected'));
    await user.type(field(panel, 'Points collected'), '15');
    await user.click(within(panel).getByLabelText('Public'));
    await user.click(within(panel).getByRole('button', { name: 'Create Club' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(net.calls.find((c) => c.method === 'POST')!.body)).toEqual({
      name: 'PD Žiri',
      icon: '/icons/catalogues/event-mountain.svg',
      clubTypeId: FRIEND_LIST,
      clubCategoryTypeId: PERSONAL,
      clubStatusId: 3,
      activationCode: 'PD-ZIRI',
      walletAddress: WALLET,
      isPublic: true,
      acceptPublicMembers: false,
      pointsAvailable: 0,
      pointsCollected: 15,
      pointsDistributed: 0,
    });
  });

  it('edits in the panel with clubId and If-Match, the type and category as stored', async () => {
    const user = userEvent.setup();
    const { net } = asAdmin({ 'GET /api/admin/Clubs': () => page([club()]), [`PUT /api/admin/Clubs/${ID}`]: () => json(200, club({ pointsAvailable: 100 })) });
    await user.click(await screen.findByRole('button', { name: 'Edit PD Žiri' }));
    const panel = screen.getByRole('dialog', { name: 'Edit Club' });
    expect(await within(panel).findByRole('combobox', { name: /^Club type/ })).toHaveDisplayValue('Hiking club');
    expect(within(panel).getByRole('combobox', { name: /^Club category/ })).toHaveDisplayValue('Sports and recreation');
    expect(field(panel, 'Status')).toHaveDisplayValue('In review');
    await user.selectOptions(within(panel).getByRole('combobox', { name: /^Club category/ }), 'Community');
    await user.clear(field(panel, 'Points available'));
    await user.type(field(panel, 'Points available'), '100');
    await user.click(within(panel).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Club' })).not.toBeInTheDocument());
    const put = net.calls.find((c) => c.method === 'PUT')!;
    expect(put.headers.get('If-Match')).toBe('"2026-03-05T13:07:00.000Z"');
    expect(JSON.parse(put.body)).toMatchObject({ clubId: ID, pointsAvailable: 100, clubTypeId: HIKING, clubCategoryTypeId: categories[0].id, clubStatusId: 2 });
    expect(JSON.parse(put.body)).not.toHaveProperty('creatorUserId');
  });

  it('asks before Activate, then sets the status to Approved; the reloaded row has no Activate', async () => {
    const user = userEvent.setup();
    let activated = false;
    const { net } = asAdmin({
      'GET /api/admin/Clubs': () => page([activated ? club({ clubStatusId: 1, clubStatusName: 'Approved' }) : club()]),
      'POST /api/admin/Clubs/Status': () => {
        activated = true;
        return json(200, club({ clubStatusId: 1, clubStatusName: 'Approved' }));
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Activate PD Žiri' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Activate club' });
    expect(confirm).toHaveTextContent('Activate PD Žiri? Its status becomes Approved.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(net.calls.some((c) => c.path === '/api/admin/Clubs/Status')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Activate PD Žiri' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Activate club' })).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(JSON.parse(net.calls.find((c) => c.path === '/api/admin/Clubs/Status')!.body)).toEqual({ id: ID, status: 'Approved' });
    const row = screen.getByText('PD Žiri').closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('Approved'));
    expect(within(row).queryByRole('button', { name: /^Activate/ })).not.toBeInTheDocument();
  });

  it("says 'Unauthorized. Please login again.' when the server refuses with 401 after a renewed token (002 §8)", async () => {
    const user = userEvent.setup();
    asAdmin({ 'GET /api/admin/Clubs': () => page([club()]), 'POST /api/admin/Clubs/Status': refused, [TOKEN_PATH]: () => json(200, tokenResponse(makeAccessToken(adminClaims))) });
    await user.click(await screen.findByRole('button', { name: 'Activate PD Žiri' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Activate' }));
    expect(await within(screen.getByRole('alertdialog')).findByText('Unauthorized. Please login again.')).toBeInTheDocument();
  });

  it("says 'Unauthorized. Please login again.' when the list is refused with 401", async () => {
    asAdmin({ 'GET /api/admin/Clubs': refused, [TOKEN_PATH]: () => json(200, tokenResponse(makeAccessToken(adminClaims))) });
    expect(await screen.findByText('Unauthorized. Please login again.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load clubs. Please try again later.')).not.toBeInTheDocument();
  });
});
