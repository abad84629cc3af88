import { ODBL_ATTRIBUTION, type GeodaeReport } from '@aedatlas/contracts';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aeds } from '../src/modules/aeds/aeds.table';
import { GEODAE_COLUMNS, GEODAE_REQUIRED } from '../src/modules/geodae/geodae-row';
import schema from '../src/modules/geodae/schema-dae.json';
import { compileTableSchema } from '../src/modules/geodae/table-schema';
import { BUNDLED_AEDS_FILE } from '../src/seed/bootstrap';
import { importAedsFromFile } from '../src/seed/import-aeds';
import { bearer } from './helpers/app';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { testDatabases } from './helpers/databases';

/*
 * The Géo'DAE export (atlasante/schema-dae 1.0.8, Slovenian profile): the 45 columns in the
 * schema's order, every row checked against the schema's rules (schema-dae.json, a Table Schema)
 * by Ajv, and the completeness report that says which required values the registry lacks.
 */

const check = compileTableSchema(schema);
const parseCsv = (text: string) => parse(text, { columns: true, comment: '#', skip_empty_lines: true }) as Record<string, string>[];

/** An AED the console knows everything about, as far as Géo'DAE asks. */
const complete = {
  title: 'Knjižnica Bežigrad',
  description: 'Ob vhodu',
  latitude: 46.0702,
  longitude: 14.5109,
  address: 'Einspielerjeva ulica 1',
  postalCode: '1000',
  city: 'Ljubljana',
  municipality: 'Ljubljana',
  accessibility: 'WORKING_HOURS',
  indoorCabinet: true,
  floor: '0',
  locationDescription: 'Left of the lift, "red cabinet"',
  openingHours: 'Mo,We 8:00-20:00; Tu,Th-Fr 08:00-15:00; Sa 08:00-24:00; PH off',
  contactPhoneNumber: '01 234 56 78',
  contactEmail: 'knjiznica@example.si',
  model: 'Philips HeartStart FRx',
  serialNumber: 'B12F-00991',
  maintainer: 'Mestna knjižnica Ljubljana',
  electrodeExpiry: '2028-03-01',
  childElectrodeExpiry: '2027-09-30',
  batteryExpiry: '2030-01-15',
  lastCheck: '2026-10-02',
  cabinetNotes: 'Cabinet code QX7Z9',
};

describe.each(testDatabases)("the Géo'DAE export on $kind", (engine) => {
  const t = appWithAdminAndMember(engine);
  let bundled: number;
  beforeAll(async () => {
    bundled = (await importAedsFromFile(t.app.database.db, BUNDLED_AEDS_FILE)).added;
  });
  const get = (url: string, token: string | null = t.adminToken) => t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });

  it('writes the 45 columns in the order of the schema, a complete AED as a row the schema accepts, hours and phone as the schema says', async () => {
    expect(GEODAE_COLUMNS).toHaveLength(45);
    expect(GEODAE_REQUIRED).toHaveLength(16);
    const [{ id }] = await t.app.database.db.insert(aeds).values(complete).returning({ id: aeds.id });
    const res = await get('/api/admin/aed/export.geodae.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('aed-atlas-geodae.csv');
    expect(res.headers.link).toContain('rel="license"');
    const [attribution, header] = res.body.split('\r\n');
    expect(attribution).toContain(ODBL_ATTRIBUTION);
    expect(header).toBe(GEODAE_COLUMNS.join(','));
    // Without the attribution line, for validators that take no comments: the header comes first.
    expect((await get('/api/admin/aed/export.geodae.csv?plain=1')).body.split('\r\n')[0]).toBe(GEODAE_COLUMNS.join(','));

    const rows = parseCsv(res.body);
    expect(rows).toHaveLength(bundled + 1);
    const row = rows.find((r) => r.nom === complete.title)!;
    expect(check(row)).toEqual([{ field: 'expt_siren', message: 'is required' }]);
    expect(row).toMatchObject({
      lat_coor1: '46.0702',
      long_coor1: '14.5109',
      adr_num: '1',
      adr_voie: 'Einspielerjeva ulica',
      com_cp: '1000',
      com_nom: 'Ljubljana',
      acc: 'Intérieur',
      acc_lib: 'true',
      acc_etg: '0',
      acc_complt: 'Left of the lift, "red cabinet"',
      tel1: '+38612345678',
      expt_tel1: '+38612345678',
      site_email: 'knjiznica@example.si',
      etat: 'Actif',
      etat_fonct: 'En fonctionnement',
      fab_rais: 'Philips',
      modele: 'Philips HeartStart FRx',
      num_serie: 'B12F-00991',
      lc_ped: 'true',
      dtpr_lcped: '2027-09-30',
      dtpr_lcad: '2028-03-01',
      dtpr_bat: '2030-01-15',
      dermnt: '2026-10-02',
      expt_rais: 'Mestna knjižnica Ljubljana',
      expt_email: 'knjiznica@example.si',
      // Lists of days as one rule each, 8:00 as 08:00, 24:00 as 23:59.
      dispo_horaires: 'Mo 08:00-20:00; We 08:00-20:00; Tu 08:00-15:00; Th-Fr 08:00-15:00; Sa 08:00-23:59; PH off',
      disp_complt: '',
    });
    // The cabinet's code is in no column.
    expect(res.body).not.toContain('QX7Z9');
    await t.app.database.db.delete(aeds).where(eq(aeds.id, id));
  });

  it('says in disp_complt the hours the schema cannot express, and exports AEDs removed for good with their state', async () => {
    const made = await t.app.database.db
      .insert(aeds)
      .values([
        { ...complete, title: 'At dusk', openingHours: 'sunrise-sunset' },
        { ...complete, title: 'Gone', state: 'removed' },
        { ...complete, title: 'Used', state: 'outOfService', contactPhoneNumber: '+43 1 234 5678' },
      ])
      .returning({ id: aeds.id });
    const rows = parseCsv((await get('/api/admin/aed/export.geodae.csv')).body);
    const dusk = rows.find((r) => r.nom === 'At dusk')!;
    expect(dusk.dispo_horaires).toBe('');
    expect(dusk.disp_complt).toContain('sunrise-sunset');
    expect(rows.find((r) => r.nom === 'Gone')).toMatchObject({ etat: 'A supprimer', etat_fonct: 'Supprimé définitivement' });
    // A number outside Slovenia is left out rather than written against the schema's pattern.
    expect(rows.find((r) => r.nom === 'Used')).toMatchObject({ etat_fonct: 'Hors service', tel1: '' });
    // A change is in the next download.
    await t.app.database.db.update(aeds).set({ serialNumber: 'SN-CHANGED' }).where(eq(aeds.id, made[2].id));
    expect(parseCsv((await get('/api/admin/aed/export.geodae.csv')).body).find((r) => r.nom === 'Used')!.num_serie).toBe('SN-CHANGED');
    for (const { id } of made) await t.app.database.db.delete(aeds).where(eq(aeds.id, id));
  });

  it("checks every row of the 1,079 bundled AEDs against the schema: only missing values, each counted in the completeness report", async () => {
    const rows = parseCsv((await get('/api/admin/aed/export.geodae.csv')).body);
    expect(rows).toHaveLength(bundled);
    const missing = new Map<string, number>();
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(GEODAE_COLUMNS);
      for (const issue of check(row)) {
        // Every value the export writes keeps the schema's rules: what fails is only what is not known.
        expect(issue.message, `${issue.field} of ${row.nom}: ${row[issue.field]}`).toBe('is required');
        missing.set(issue.field, (missing.get(issue.field) ?? 0) + 1);
      }
    }
    const res = await get('/api/admin/aed/export.geodae/report');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as GeodaeReport;
    expect(report.rows).toBe(bundled);
    expect(report.invalid).toEqual([]);
    expect(report.required.map((r) => r.field)).toEqual(GEODAE_REQUIRED);
    for (const { field, missing: n } of report.required) expect(n, field).toBe(missing.get(field) ?? 0);
    expect(report.complete).toBe(rows.filter((r) => check(r).length === 0).length);
    // Every AED has a position, a state and a name to export.
    expect(report.required.find((r) => r.field === 'etat_fonct')!.missing).toBe(0);
    expect(report.required.find((r) => r.field === 'lat_coor1')!.missing).toBe(0);
  });

  it('is for admins only, and refuses bad filters with 400', async () => {
    expect((await get("/api/admin/aed/export.geodae.csv", null)).statusCode).toBe(401);
    expect((await get('/api/admin/aed/export.geodae.csv', t.memberToken)).statusCode).toBe(403);
    expect((await get('/api/admin/aed/export.geodae/report', t.memberToken)).statusCode).toBe(403);
    const bad = await get('/api/admin/aed/export.geodae.csv?bbox=1,2,3');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.bbox).toBeDefined();
    expect((await get('/api/admin/aed/export.geodae.csv?plain=maybe')).statusCode).toBe(400);
    // A box: only the AEDs in it.
    const boxed = parseCsv((await get('/api/admin/aed/export.geodae.csv?bbox=14.4,45.98,14.6,46.1')).body);
    expect(boxed.length).toBeGreaterThan(0);
    expect(boxed.length).toBeLessThan(bundled);
    for (const row of boxed) expect(Number(row.long_coor1)).toBeGreaterThanOrEqual(14.4);
  });
});
