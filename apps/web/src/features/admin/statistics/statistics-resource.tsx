import type { Statistics } from '@aedatlas/contracts';
import { defineAdminResource } from '../resource/define-admin-resource';
import { StatisticsPage } from './statistics-page';

/** Statistics (001 §2): a screen of its own, no list or form; registered like every admin screen. */
export const statisticsResource = defineAdminResource<Statistics>({
  name: 'statistics',
  label: { one: 'Statistics', many: 'Statistics' },
  title: 'Platform Statistics',
  path: 'statistics',
  getId: () => 'statistics',
  api: {},
  pages: { list: StatisticsPage },
});
