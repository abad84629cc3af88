import { CHANGELOG_TYPE_LABELS, type Changelog, type ChangelogType } from '@aedatlas/contracts';
import { RecordHistoryPanel } from '../../admin/audit/record-history-panel';
import type { AdminResourceConfig } from '../../admin/resource/resource-types';
import { createChangelog } from './api/create-changelog';
import { deleteChangelog } from './api/delete-changelog';
import { getChangelog } from './api/get-changelog';
import { updateChangelog } from './api/update-changelog';
import { changelogFormSchema, changelogToValues, todayUs } from './changelog-form';

/** An entry's name on this screen and in the audit log: '{type}/{version}'. */
export const changelogId = (c: Pick<Changelog, 'type' | 'version'>) => `${c.type}/${c.version}`;

/**
 * One platform's entries as a resource: the add / edit panel and the delete of its table. Both
 * share the name 'changelog', so a change to either reloads the one list call.
 */
export function platformResource(type: ChangelogType): AdminResourceConfig<Changelog> {
  const platform = CHANGELOG_TYPE_LABELS[type];
  return {
    base: 'dashboard',
    name: 'changelog',
    label: { one: `${platform} changelog entry`, many: `${platform} changelog entries` },
    path: 'changelog',
    getId: changelogId,
    getVersion: (c) => c.updatedAt,
    api: { get: getChangelog, create: createChangelog, update: updateChangelog, remove: deleteChangelog },
    form: {
      presentation: 'panel',
      addLabel: `Add ${platform} entry`,
      createSchema: changelogFormSchema,
      sections: [
        {
          title: `${platform} changelog entry`,
          fields: [
            { name: 'version', label: 'Version', required: true, placeholder: '2.10.1' },
            { name: 'date', label: 'Date (MM/DD/YYYY)', placeholder: 'MM/DD/YYYY', autoComplete: 'off' },
            { name: 'text', label: 'Description', type: 'textarea', required: true, wide: true, rows: 5 },
          ],
        },
      ],
      defaults: { version: '', date: todayUs(), text: '' },
      toValues: changelogToValues,
      toPayload: (values) => ({ ...values, type }),
      afterForm: (c) => <RecordHistoryPanel entityType="changelog" entityId={changelogId(c)} />,
    },
    messages: {
      deleteConfirm: `Delete this ${platform} changelog entry? You can restore it from the Trash.`,
      createFailed: 'Failed to add the changelog entry',
      updateFailed: 'Failed to update the changelog entry',
      deleteFailed: 'Failed to delete the changelog entry',
    },
  };
}
