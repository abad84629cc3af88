import { CLUB_STATUS_IDS, CLUB_STATUS_LABELS, CLUB_STATUSES, MESSAGES, type Club, type ClubStatusName } from '@aedatlas/contracts';
import { Badge, type BadgeTone } from '../../../components/badge';
import { formatDateTime } from '../../../lib/format';
import { RecordHistoryPanel } from '../../admin/audit/record-history-panel';
import { defineAdminResource } from '../../admin/resource/define-admin-resource';
import { ActivateClubButton } from './activate-club-button';
import { createClub } from './api/create-club';
import { deleteClub } from './api/delete-club';
import { getClub } from './api/get-club';
import { listClubs } from './api/list-clubs';
import { updateClub } from './api/update-club';
import { ClubCatalogueFields } from './club-catalogue-fields';
import { CLUB_FORM_DEFAULTS, clubFormSchema, clubToValues, clubUpdateFormSchema } from './club-form';

const STATUS_TONES: Record<ClubStatusName, BadgeTone> = { Approved: 'green', InReview: 'blue', Pending: 'yellow', Rejected: 'red' };
const status = (c: Club) => <Badge tone={STATUS_TONES[c.clubStatusName]}>{CLUB_STATUS_LABELS[c.clubStatusName]}</Badge>;
const yesNo = (value: boolean, yes: string, no: string) => (value ? <Badge tone="green">{yes}</Badge> : <Badge>{no}</Badge>);
const count = (n: number) => <span className="tabular-nums">{n}</span>;
/** The day over its time, so the column stays narrow beside the row's buttons. */
const created = (c: Club) => {
  const [day, time] = formatDateTime(c.createdAt).split(', ');
  return (
    <time dateTime={c.createdAt} className="tabular-nums">
      <span className="block">{day},</span>
      <span className="block text-xs text-slate-600">{time}</span>
    </time>
  );
};

/**
 * Clubs (002 §2, §3, §4, §5): the table with an Activate action on clubs not approved yet, a
 * details slide-over, add and edit in a side panel (type and category from their catalogues; a new
 * club is Pending, FriendList, Personal), delete with a confirmation. A 401 says 'Unauthorized.
 * Please login again.' (002 §8).
 */
export const clubsResource = defineAdminResource<Club>({
  base: 'dashboard',
  name: 'club',
  label: { one: 'Club', many: 'Clubs' },
  path: 'Clubs',
  getId: (c) => c.clubId,
  getVersion: (c) => c.updatedAt,
  api: { list: listClubs, get: getClub, create: createClub, update: updateClub, remove: deleteClub },
  list: {
    exportPath: '/api/admin/Clubs',
    mode: 'legacy',
    searchPlaceholder: 'Search by club name...',
    defaultSort: { id: 'createdAt', desc: true },
    sortFields: { name: 'name', clubTypeName: 'clubTypeName', clubCategoryTypeName: 'clubCategoryTypeName', clubStatusId: 'clubStatusId', isPublic: 'isPublic', pointsAvailable: 'pointsAvailable', createdAt: 'createdAt' },
    columns: [
      {
        id: 'name',
        header: 'Name',
        accessor: (c) => c.name,
        cell: (c) => (
          <span className="flex items-center gap-2">
            <img src={c.icon} alt="" className="h-8 w-8 flex-none rounded-md border border-slate-200 bg-white object-contain p-0.5" />
            <span className="font-medium text-slate-900">{c.name}</span>
          </span>
        ),
        className: 'min-w-52',
      },
      { id: 'clubTypeName', header: 'Type', accessor: (c) => c.clubTypeName },
      { id: 'clubCategoryTypeName', header: 'Category', accessor: (c) => c.clubCategoryTypeName },
      { id: 'clubStatusId', header: 'Status', accessor: (c) => c.clubStatusId, cell: status },
      { id: 'isPublic', header: 'Public', accessor: (c) => c.isPublic, cell: (c) => yesNo(c.isPublic, 'Public', 'Private') },
      { id: 'pointsAvailable', header: 'Points', accessor: (c) => c.pointsAvailable, cell: (c) => count(c.pointsAvailable) },
      { id: 'createdAt', header: 'Created', accessor: (c) => c.createdAt, cell: created, className: 'whitespace-nowrap' },
    ],
    rowLabel: (c) => c.name,
    rowActions: { view: true, edit: true, delete: true },
    rowExtraActions: (c) => <ActivateClubButton club={c} />,
    retry: true,
  },
  detail: {
    presentation: 'panel',
    title: (c) => c.name,
    groups: [
      {
        title: 'Club',
        fields: [
          { label: 'Icon', key: 'icon', render: (c) => <img src={c.icon} alt={`Icon of ${c.name}`} className="h-16 w-16 rounded-lg border border-slate-200 bg-white object-contain p-1" /> },
          { label: 'Type', key: 'clubTypeName' },
          { label: 'Category', key: 'clubCategoryTypeName' },
          { label: 'Status', key: 'clubStatusName', render: status },
          { label: 'Public', key: 'isPublic' },
          { label: 'Accepts public members', key: 'acceptPublicMembers' },
          { label: 'Activation code', key: 'activationCode', render: (c) => <code className="break-all">{c.activationCode}</code> },
          { label: 'Wallet address', key: 'walletAddress', render: (c) => <code className="break-all">{c.walletAddress}</code> },
        ],
      },
      {
        title: 'Points',
        fields: [
          { label: 'Points available', key: 'pointsAvailable' },
          { label: 'Points collected', key: 'pointsCollected' },
          { label: 'Points distributed', key: 'pointsDistributed' },
        ],
      },
      {
        title: 'Record',
        fields: [
          { label: 'Created by', key: 'creatorName' },
          { label: 'Created at', value: (c) => formatDateTime(c.createdAt) },
          { label: 'Modified at', value: (c) => formatDateTime(c.updatedAt) },
          { label: 'Club id', key: 'clubId' },
        ],
      },
    ],
  },
  form: {
    presentation: 'panel',
    addLabel: 'Add new club',
    createSchema: clubFormSchema,
    updateSchema: clubUpdateFormSchema,
    sections: [
      {
        title: 'Club',
        fields: [
          { name: 'name', label: 'Name', required: true, wide: true },
          { name: 'icon', label: 'Icon (address or site path)', type: 'url', required: true, wide: true, placeholder: 'https:// or /icons/...' },
          { name: 'clubStatusId', label: 'Status', type: 'select', required: true, options: CLUB_STATUS_IDS.map((id) => ({ value: String(id), label: CLUB_STATUS_LABELS[CLUB_STATUSES[id]] })) },
          { name: 'activationCode', label: 'Activation code', required: true, autoComplete: 'off', placeholder: 'PGD-ZIRI-2026' },
          { name: 'walletAddress', label: 'Wallet address', required: true, wide: true, autoComplete: 'off', placeholder: '0x and 40 hexadecimal digits' },
          { name: 'isPublic', label: 'Public', type: 'checkbox' },
          { name: 'acceptPublicMembers', label: 'Accepts public members', type: 'checkbox' },
        ],
      },
      {
        title: 'Points',
        fields: [
          { name: 'pointsAvailable', label: 'Points available', type: 'number', step: '1' },
          { name: 'pointsCollected', label: 'Points collected', type: 'number', step: '1' },
          { name: 'pointsDistributed', label: 'Points distributed', type: 'number', step: '1' },
        ],
      },
    ],
    defaults: CLUB_FORM_DEFAULTS,
    toValues: clubToValues,
    extraFields: (form, { mode, disabled }) => <ClubCatalogueFields form={form} mode={mode} disabled={disabled} />,
    afterForm: (c) => <RecordHistoryPanel entityType="club" entityId={c.clubId} />,
  },
  messages: {
    loadListFailed: 'Failed to load clubs. Please try again later.',
    empty: 'No clubs yet',
    emptySearch: (s) => `No clubs match "${s}"`,
    deleteConfirm: 'Delete this club? Its members lose it and its points. You can restore it from the Trash.',
    unauthorized: MESSAGES.unauthorizedLoginAgain,
  },
});
