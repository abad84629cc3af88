import type { AedImportReport, AedImportRun } from '@aedatlas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAsAdmin } from '../../../test/admin-screen';
import { mockXhr } from '../../../test/fake-xhr';
import { json } from '../../../test/fetch-mock';

const RUN_ID = '00000000-0000-4000-8000-0000000b0001';
const AED_ID = '00000000-0000-4000-8000-0000000a0001';
const report = (counts: Partial<AedImportReport>): AedImportReport => ({ added: 0, updated: 0, unchanged: 0, skipped: 0, conflicts: 0, flaggedMissing: 0, restored: 0, linked: 0, kept: 0, moved: 0, ...counts });
const planned: AedImportRun = {
  id: RUN_ID,
  status: 'planned',
  mode: 'full',
  fileName: 'slovenia.csv',
  processed: 3,
  total: 3,
  report: report({ added: 1, updated: 1, linked: 1, skipped: 1 }),
  details: {
    added: [{ osmId: 'node/5', title: 'Nova postaja', latitude: 46.2, longitude: 14.5 }],
    changed: [{ aedId: AED_ID, osmId: 'node/1', title: 'Pošta', changes: [{ field: 'title', ours: 'Pošta', theirs: 'Pošta Center' }] }],
    linked: [{ osmId: 'node/4', aedId: AED_ID, title: 'Registry One', meters: 10 }],
    moved: [],
    kept: [],
    flagged: [],
    skipped: [{ reason: 'line 4: node/9 has invalid coordinates' }],
  },
  blocked: null,
  error: null,
  startedBy: 'admin@aedatlas.test',
  appliedBy: null,
  createdAt: '2026-12-06T10:00:00.000Z',
  finishedAt: '2026-12-06T10:00:02.000Z',
};
const emptyPage = () => json(200, { data: [], page: 0, pageSize: 20, totalCount: 0, totalPages: 0 });

function open(run: () => AedImportRun, more: Parameters<typeof renderAsAdmin>[2] = {}) {
  const screenOf = renderAsAdmin([], '/admin/aed-import', {
    'GET /api/admin/aed-import': emptyPage,
    'GET /api/admin/aed-import/conflicts': emptyPage,
    'GET /api/admin/aed-import/missing': emptyPage,
    [`GET /api/admin/aed-import/${RUN_ID}`]: () => json(200, run()),
    ...more,
  });
  mockXhr(() => ({ status: 202, body: { ...planned, status: 'queued', report: null, details: null, processed: 0, total: null }, progress: [1] }));
  return screenOf;
}

async function startDryRun() {
  const user = userEvent.setup();
  await user.upload(await screen.findByLabelText('OpenStreetMap export (CSV or GeoJSON)'), new File(['@id,@type,@lat,@lon\n'], 'slovenia.csv', { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: 'Start dry run' }));
  return user;
}

describe('an OpenStreetMap import: the dry run first', () => {
  it('shows what the file would do, row by row, and applies it after a confirmation', async () => {
    let run = planned;
    const { net } = open(() => run, {
      [`POST /api/admin/aed-import/${RUN_ID}/apply`]: () => {
        run = { ...planned, status: 'done', appliedBy: 'admin@aedatlas.test' };
        return json(202, { ...planned, status: 'applying', processed: 0 });
      },
    });
    const user = await startDryRun();
    const plan = await screen.findByRole('region', { name: 'Dry run' });
    expect(plan).toHaveTextContent('A dry run: nothing has been written yet.');
    await user.click(within(plan).getByText('Changed (1)'));
    expect(plan).toHaveTextContent('node/1, Pošta: title “Pošta” → “Pošta Center”');
    await user.click(within(plan).getByText('Linked (1)'));
    expect(plan).toHaveTextContent('node/4 is 10 m from Registry One: linked, not added');
    expect(within(plan).getByRole('link', { name: 'Registry One' })).toHaveAttribute('href', `/admin/aed/${AED_ID}`);
    await user.click(within(plan).getByText('Skipped (1)'));
    expect(plan).toHaveTextContent('line 4: node/9 has invalid coordinates');

    await user.click(within(plan).getByRole('button', { name: 'Apply this import' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Apply this import?' });
    expect(dialog).toHaveTextContent('It adds 1, updates 1, moves 0 and flags 0 AEDs as missing, exactly as listed.');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('region', { name: 'Import report' })).toBeInTheDocument();
    expect(screen.getByText('Applied: 3 of 3 read')).toBeInTheDocument();
    expect(net.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/apply'))).toHaveLength(1);
  });

  it('says why a blocked run cannot be applied, and offers no Apply', async () => {
    const run: AedImportRun = { ...planned, status: 'blocked', blocked: 'The file would flag 10 of the 12 OpenStreetMap AEDs in its area as missing, more than 10 %.', report: report({ flaggedMissing: 10 }) };
    open(() => run);
    await startDryRun();
    const plan = await screen.findByRole('region', { name: 'Dry run' });
    expect(within(plan).getByRole('alert')).toHaveTextContent('The file would flag 10 of the 12 OpenStreetMap AEDs');
    expect(within(plan).queryByRole('button', { name: 'Apply this import' })).not.toBeInTheDocument();
    expect(screen.getByText('Blocked by a safety rule')).toBeInTheDocument();
  });

  it('says so when the registry changed before the apply: nothing was written', async () => {
    open(() => ({ ...planned, status: 'stale', error: 'The registry changed since this dry run: it would now do something else. Nothing was applied.' }));
    await startDryRun();
    expect(await screen.findByText('Not applied: the registry changed since the dry run')).toBeInTheDocument();
    expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes('Nothing was applied.'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Apply this import' })).not.toBeInTheDocument();
  });
});
