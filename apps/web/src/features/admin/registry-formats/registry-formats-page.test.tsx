import type { GeodaeReport } from '@aedatlas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAsAdmin } from '../../../test/admin-screen';
import { textOf, watchDownloads } from '../../../test/downloads';
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

const open = (report: (attempt: number) => Response, more: Parameters<typeof renderAsAdmin>[2] = {}) =>
  renderAsAdmin([aedsResource], '/admin/registry-formats', { 'GET /api/admin/aed/export.geodae/report': (_r, attempt) => report(attempt), ...more });

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
});
