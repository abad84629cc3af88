import type { Challenge } from '@aedatlas/contracts';
import { formatDateTime } from '../../../lib/format';
import { defineAdminResource } from '../../admin/resource/define-admin-resource';
import { listChallenges } from './api/list-challenges';
import { ChallengeStatusBadge } from './challenge-status-badge';

const time = (value: string) => (
  <time dateTime={value} className="whitespace-nowrap">
    {formatDateTime(value)}
  </time>
);

/**
 * Challenges between app users (002 §2): read-only, 12 a page, newest first (the server's order);
 * the details slide-over shows the comment, when it was made, the points and the status.
 */
export const challengesResource = defineAdminResource<Challenge>({
  base: 'dashboard',
  name: 'challenge',
  label: { one: 'Challenge', many: 'Challenges' },
  path: 'challenges',
  getId: (c) => c.id,
  api: { list: listChallenges },
  list: {
    exportPath: '/api/admin/Challenges',
    mode: 'legacy',
    searchPlaceholder: 'Search by name or comment...',
    defaultSort: null,
    sortFields: { challenger: 'challenger', contender: 'contender', startTime: 'startTime', endTime: 'endTime', status: 'challengeStatusId' },
    columns: [
      { id: 'challenger', header: 'Challenger', accessor: (c) => c.challenger.name, cell: (c) => <span className="font-medium text-slate-900">{c.challenger.name}</span> },
      { id: 'contender', header: 'Contender', accessor: (c) => c.contender.name },
      { id: 'startTime', header: 'Start Time', accessor: (c) => c.startTime, cell: (c) => time(c.startTime) },
      { id: 'endTime', header: 'End time', accessor: (c) => c.endTime, cell: (c) => time(c.endTime) },
      { id: 'status', header: 'Status', accessor: (c) => c.challengeStatusId, cell: (c) => <ChallengeStatusBadge challenge={c} /> },
    ],
    rowLabel: (c) => `${c.challenger.name} and ${c.contender.name}, ${formatDateTime(c.startTime)}`,
    rowClick: 'detail',
    rowActions: { view: true },
    retry: true,
  },
  detail: {
    presentation: 'panel',
    title: (c) => `${c.challenger.name} vs ${c.contender.name}`,
    groups: [
      {
        title: 'Challenge',
        fields: [
          { label: 'Challenger', value: (c) => c.challenger.name },
          { label: 'Contender', value: (c) => c.contender.name },
          { label: 'Type', key: 'challengeTypeName' },
          { label: 'Comment', key: 'comment' },
          { label: 'Created time', value: (c) => formatDateTime(c.createdTime) },
          { label: 'Start time', value: (c) => formatDateTime(c.startTime) },
          { label: 'End time', value: (c) => formatDateTime(c.endTime) },
          { label: 'Points available', value: (c) => String(c.pointsAvailable) },
          { label: 'Points distributed', value: (c) => String(c.pointsDistributed) },
          { label: 'Status', value: (c) => c.challengeStatusName, render: (c) => <ChallengeStatusBadge challenge={c} /> },
        ],
      },
    ],
  },
  messages: {
    loadListFailed: 'Failed to load challenges. Please try again later.',
    empty: 'No challenges yet',
    emptySearch: (s) => `No challenges match "${s}"`,
  },
});
