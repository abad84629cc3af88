import type { GeodaeReport, RegistryImportRun } from '@aedatlas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAsAdmin } from '../../../test/admin-screen';
import { textOf, watchDownloads } from '../../../test/downloads';
import { mockXhr } from '../../../test/fake-xhr';
import { json } from '../../../test/fetch-mock';
import { aedsResource } from '../aeds/aeds-resource';

const REPORT: GeodaeReport = {
  rows: 1079,
  complete: 3,
  hoursUnsaid: 4,
  invalid: [],
  required: [
    { field: 'nom', title: 'Nom donné au DAE', missing: 0 },
    { field: 'tel1', title: "Numéro de téléphone 1 sur le site d'implantation du DAE", missing: 1012 },
    { field: 'dispo_horaires', title: 'Horaires de disponibilité du DAE', missing: 5 },
  ],
};
const CSV = 'nom,lat_coor1\r\nKnjižnica,46.07\r\n';

const page = (data: RegistryImportRun[]) => json(200, { data, page: 0, pageSize: 5, totalCount: data.length, totalPages: 1 });
const open = (report: (attempt: number) => Response, more: Parameters<typeof renderAsAdmin>[2] = {}) =>
  renderAsAdmin([aedsResource], '/admin/registry-formats', {
    'GET /api/admin/aed/export.geodae/report': (_r, attempt) => report(attempt),
    'GET /api/admin/registry-imports': () => page([]),
    ...more,
  });

const RUN: RegistryImportRun = {
  id: '00000000-0000-4000-8000-0000000000d1',
  format: 'geodae',
  source: 'geodae:si',
  fileName: 'registry.csv',
  startedBy: 'admin@aedatlas.test',
  createdAt: '2026-12-01T10:00:00.000Z',
  status: 'planned',
  blocked: null,
  counts: { rows: 3, refused: 1, ignored: 0, added: 1, linked: 1, unchanged: 0, changed: 1, moved: 0, removed: 0, kept: 0 },
  details: {
    refused: [{ line: 4, reason: 'lat_coor1 must be <= 90' }],
    ignored: [],
    added: [{ line: 3, name: 'Šola Vič', latitude: 46.04, longitude: 14.48 }],
    changed: [{ aedId: '00000000-0000-4000-8000-0000000000a1', line: 2, changes: [{ field: 'modele', ours: 'ZOLL AED Plus', theirs: 'ZOLL AED 3' }] }],
    moved: [],
    removed: [],
    kept: [],
  },
  appliedAt: null,
  appliedBy: null,
};

describe('Registry Formats (/admin/registry-formats)', () => {
  it("shows how complete the Géo'DAE export is, field by field", async () => {
    open(() => json(200, REPORT));
    expect(await screen.findByRole('heading', { level: 1, name: 'Registry Formats' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: "Required fields of Géo'DAE" });
    const tel = within(table).getByRole('row', { name: /^tel1/ });
    expect(tel).toHaveTextContent('1,012 of 1,079');
    expect(tel).toHaveTextContent('94 %');
    expect(within(table).getByRole('row', { name: /dispo_horaires/ })).toHaveTextContent('< 1 %');
    expect(screen.getByText(/3 of 1,079 rows have every required value\. 4 AEDs have opening hours the schema cannot express/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Values that break the schema' })).toBeNull();
  });

  it("downloads the Géo'DAE CSV, without the licence line when asked", async () => {
    const files = watchDownloads();
    const { net } = open(() => json(200, REPORT), {
      'GET /api/admin/aed/export.geodae.csv': () => new Response(CSV, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Without the licence line/ }));
    await user.click(screen.getByRole('button', { name: "Download Géo'DAE CSV" }));
    await expect.poll(() => files.length).toBe(1);
    expect(files[0].name).toMatch(/^aed-atlas-geodae-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await textOf(files[0].blob)).toBe(CSV);
    expect(net.calls.find((c) => c.path === '/api/admin/aed/export.geodae.csv')!.query.get('plain')).toBe('1');
  });

  it('says when the download fails, and when the report cannot be made, with Try Again', async () => {
    open((attempt) => (attempt === 1 ? json(403, { statusCode: 403, error: 'Forbidden', message: 'x' }) : json(200, REPORT)), {
      'GET /api/admin/aed/export.geodae.csv': () => json(503, { statusCode: 503, message: 'Service temporarily unavailable' }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Failed to check the export against the schema. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: "Required fields of Géo'DAE" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Download Géo'DAE CSV" }));
    expect(await screen.findByText(/^Download failed: /)).toHaveAttribute('role', 'alert');
  });

  it('checks a file first, lists what it would do, and applies it after a confirmation', async () => {
    let runs: RegistryImportRun[] = [];
    const { net } = open(() => json(200, REPORT), {
      'GET /api/admin/registry-imports': () => page(runs),
      [`POST /api/admin/registry-imports/${RUN.id}/apply`]: () => {
        runs = [{ ...RUN, status: 'applied', appliedAt: '2026-12-01T10:05:00.000Z', appliedBy: 'admin@aedatlas.test' }];
        return json(200, runs[0]);
      },
    });
    const upload = mockXhr(() => {
      runs = [RUN];
      return { status: 201, body: RUN, progress: [0.5, 1] };
    });
    const user = userEvent.setup();
    expect(await screen.findByText('No file has been imported yet.')).toBeInTheDocument();
    // Without a file: said by the field, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText("Choose a Géo'DAE CSV file first.")).toBeInTheDocument();
    await user.upload(screen.getByLabelText("Géo'DAE file (CSV, UTF-8)"), new File(['nom\r\n'], 'registry.csv', { type: 'text/csv' }));
    await user.clear(screen.getByLabelText('Source'));
    await user.type(screen.getByLabelText('Source'), 'geodae:si');
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const card = await screen.findByRole('article', { name: 'Import of registry.csv' });
    expect(card).toHaveTextContent('Dry run: not applied');
    await user.click(within(card).getByText('Changed (1)'));
    expect(card).toHaveTextContent('modele “ZOLL AED Plus” → “ZOLL AED 3”');
    await user.click(within(card).getByText('Rows refused (1)'));
    expect(card).toHaveTextContent('Line 4: lat_coor1 must be <= 90');

    await user.click(within(card).getByRole('button', { name: 'Apply this import' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Apply this import?' });
    expect(dialog).toHaveTextContent('It adds 1, changes 1, moves 0 and removes 0 AEDs');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(await screen.findByRole('article', { name: 'Import of registry.csv' })).findByText('Applied')).toBeInTheDocument();
    expect(net.calls.filter((c) => c.method === 'POST' && c.path === `/api/admin/registry-imports/${RUN.id}/apply`)).toHaveLength(1);
    // The fields before the file, as the server reads them.
    expect(upload.sent).toHaveLength(1);
    expect([...(upload.sent[0].body as FormData).keys()]).toEqual(['format', 'source', 'file']);
    expect((upload.sent[0].body as FormData).get('source')).toBe('geodae:si');
  });

  it("shows the server's field message by the file, and a blocked run's reason without Apply", async () => {
    const blocked: RegistryImportRun = { ...RUN, status: 'blocked', blocked: 'The file would remove 8 of the 10 AEDs of geodae:coast in its area, more than 10 %.' };
    open(() => json(200, REPORT), {
      'GET /api/admin/registry-imports': () => page([blocked]),
    });
    mockXhr(() => ({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'x', errors: { file: 'The file lacks the column: nom.' } } }));
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Import of registry.csv' });
    expect(within(card).getByRole('alert')).toHaveTextContent('would remove 8 of the 10 AEDs');
    expect(within(card).queryByRole('button', { name: 'Apply this import' })).toBeNull();
    await user.upload(screen.getByLabelText("Géo'DAE file (CSV, UTF-8)"), new File(['x'], 'bad.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('The file lacks the column: nom.')).toBeInTheDocument();
    expect(screen.getByLabelText("Géo'DAE file (CSV, UTF-8)")).toHaveAttribute('aria-invalid', 'true');
  });
});
