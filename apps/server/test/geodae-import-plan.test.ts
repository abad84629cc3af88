import { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aeds } from '../src/modules/aeds/aeds.table';
import { GeodaeFileError } from '../src/modules/geodae/geodae-file';
import { metersBetween, planGeodaeImport } from '../src/modules/geodae/geodae-plan';
import { GEODAE_COLUMNS } from '../src/modules/geodae/geodae-row';
import { BUNDLED_AEDS_FILE } from '../src/seed/bootstrap';
import { importAedsFromFile } from '../src/seed/import-aeds';
import { bearer } from './helpers/app';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { testDatabases } from './helpers/databases';

/*
 * The dry run of a Géo'DAE import: the registry's own export changes nothing (the round trip), a
 * row near a known AED links to it, a position moves only past 50 m, an empty cell clears nothing,
 * a truncated file is blocked before it could remove, and bad files are refused whole with a reason.
 */

const fileOf = (text: string | Buffer) => Readable.from([typeof text === 'string' ? Buffer.from(text, 'utf8') : text]);
const csvLine = (cells: string[]) => `${cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')}\r\n`;
/** A file of rows given as column values (every other column empty). */
const geodaeFile = (rows: Record<string, string>[]) => csvLine(GEODAE_COLUMNS) + rows.map((r) => csvLine(GEODAE_COLUMNS.map((c) => r[c] ?? ''))).join('');

describe.each(testDatabases)("the dry run of a Géo'DAE import on $kind", (engine) => {
  const t = appWithAdminAndMember(engine);
  let exported: string;
  beforeAll(async () => {
    await importAedsFromFile(t.app.database.db, BUNDLED_AEDS_FILE);
    exported = (await t.app.inject({ method: 'GET', url: '/api/admin/aed/export.geodae.csv', headers: bearer(t.adminToken) })).body;
  });

  it("reads the registry's own export back with no change: every row linked, nothing added, moved or removed", async () => {
    const plan = await planGeodaeImport(t.app.database.db, fileOf(exported), 'geodae');
    expect(plan.refused).toEqual([]);
    expect(plan.ignored).toEqual([]);
    expect(plan.rows).toBe(1079);
    expect(plan.linked).toBe(1079);
    expect(plan.unchanged).toBe(1079);
    expect({ added: plan.added.length, changed: plan.changed, moved: plan.moved, removed: plan.removed, blocked: plan.blocked }).toEqual({ added: 0, changed: [], moved: [], removed: [], blocked: null });
  });

  it('links a row within 20 m to the known AED, changes only what differs, moves only past 50 m, and adds what is new', async () => {
    const [known] = await t.app.database.db
      .insert(aeds)
      .values({ title: 'Dom kulture', latitude: 46.5, longitude: 15.6, serialNumber: 'SER-1', model: 'ZOLL AED Plus', contactPhoneNumber: '02 123 45 67', accessibility: 'FULL_24H', source: 'geodae:test' })
      .returning();
    const [far] = await t.app.database.db.insert(aeds).values({ title: 'Gasilski dom', latitude: 46.6, longitude: 15.7, serialNumber: 'SER-2', accessibility: 'FULL_24H', source: 'geodae:test' }).returning();
    try {
      // 12 m north of the first: linked; its phone written another way is no change, a new model is.
      const near = 46.5 + 12 / 111_195;
      // The second AED's serial number, 300 m away: linked by it, and moved.
      const moved = 46.6 + 300 / 111_195;
      const plan = await planGeodaeImport(
        t.app.database.db,
        fileOf(
          geodaeFile([
            { nom: 'Dom kulture', lat_coor1: String(near), long_coor1: '15.6', tel1: '+38621234567', modele: 'ZOLL AED 3', num_serie: '', dispo_horaires: '' },
            { nom: 'Gasilski dom', lat_coor1: String(moved), long_coor1: '15.7', num_serie: 'SER-2' },
            { nom: 'Nova lekarna', lat_coor1: '46.55', long_coor1: '15.65', etat_fonct: 'En fonctionnement' },
          ]),
        ),
        'geodae:test',
      );
      expect(plan.linked).toBe(2);
      expect(plan.changed).toEqual([{ aedId: known.id, line: 2, changes: [{ field: 'modele', ours: 'ZOLL AED Plus', theirs: 'ZOLL AED 3' }] }]);
      expect(plan.moved).toEqual([{ aedId: far.id, line: 3, meters: 300, latitude: moved, longitude: 15.7 }]);
      expect(plan.added.map((a) => a.cells.nom)).toEqual(['Nova lekarna']);
      expect(plan.removed).toEqual([]);
      expect(metersBetween(46.5, 15.6, near, 15.6)).toBeCloseTo(12, 0);
    } finally {
      await t.app.database.db.delete(aeds).where(inArray(aeds.id, [known.id, far.id]));
    }
  });

  it('does not put an AED out of service back in service from a file, and says so on its line', async () => {
    const [used] = await t.app.database.db.insert(aeds).values({ title: 'Bazen Kodeljevo', latitude: 46.45, longitude: 15.45, state: 'outOfService', source: 'geodae:pool' }).returning();
    try {
      const plan = await planGeodaeImport(t.app.database.db, fileOf(geodaeFile([{ nom: 'Bazen Kodeljevo', lat_coor1: '46.45', long_coor1: '15.45', etat_fonct: 'En fonctionnement' }])), 'geodae:pool');
      expect(plan.changed).toEqual([]);
      expect(plan.unchanged).toBe(1);
      expect(plan.ignored).toEqual([{ line: 2, field: 'etat_fonct', message: expect.stringMatching(/^not taken: an AED out of service or absent comes back in service only with a check/) }]);
    } finally {
      await t.app.database.db.delete(aeds).where(inArray(aeds.id, [used.id]));
    }
  });

  it('blocks a file that would remove more than 10 % of its source in its area, and names what it would remove', async () => {
    const made = await t.app.database.db
      .insert(aeds)
      .values(Array.from({ length: 10 }, (_, k) => ({ title: `Vir ${k}`, latitude: Number((45.7 + k * 0.01).toFixed(4)), longitude: 13.7, accessibility: 'FULL_24H', source: 'geodae:coast' })))
      .returning({ id: aeds.id });
    try {
      const rows = (n: number) => Array.from({ length: n }, (_, k) => ({ nom: `Vir ${k}`, lat_coor1: (45.7 + k * 0.01).toFixed(4), long_coor1: '13.7' }));
      // Nine of ten (a new AED beside the tenth's place keeps the area): one removal is 10 %, allowed.
      const nine = await planGeodaeImport(t.app.database.db, fileOf(geodaeFile([...rows(9), { nom: 'Edge', lat_coor1: '45.79', long_coor1: '13.6' }])), 'geodae:coast');
      expect(nine.removed.map((r) => r.name)).toEqual(['Vir 9']);
      expect(nine.blocked).toBeNull();
      const eight = await planGeodaeImport(t.app.database.db, fileOf(geodaeFile([...rows(8), { nom: 'Edge', lat_coor1: '45.79', long_coor1: '13.6' }])), 'geodae:coast');
      expect(eight.removed.map((r) => r.name)).toEqual(['Vir 8', 'Vir 9']);
      expect(eight.blocked).toMatch(/^The file would remove 2 of the 10 AEDs of geodae:coast in its area, more than 10 %/);
    } finally {
      await t.app.database.db.delete(aeds).where(inArray(aeds.id, made.map((m) => m.id)));
    }
  });

  it('refuses rows without a usable position, leaves out values that break the schema, and says each with its line', async () => {
    const plan = await planGeodaeImport(
      t.app.database.db,
      fileOf(
        geodaeFile([
          { nom: 'North pole', lat_coor1: '91', long_coor1: '15' },
          { nom: 'Nowhere', lat_coor1: '', long_coor1: '' },
          { nom: 'Null island', lat_coor1: '0', long_coor1: '0' },
          { nom: 'Words', lat_coor1: 'north', long_coor1: '15' },
          { nom: 'Bad date', lat_coor1: '46.3', long_coor1: '14.3', dtpr_bat: '2027-02-30', etat_fonct: 'Broken' },
        ]),
      ),
      'geodae:bad',
    );
    expect(plan.refused).toEqual([
      { line: 2, reason: 'lat_coor1 must be <= 90' },
      { line: 3, reason: 'no position (lat_coor1, long_coor1 empty or 0, 0)' },
      { line: 4, reason: 'no position (lat_coor1, long_coor1 empty or 0, 0)' },
      { line: 5, reason: 'lat_coor1 is not a number: "north"' },
    ]);
    expect(plan.ignored).toEqual([
      { line: 6, field: 'etat_fonct', message: 'must be one of: En fonctionnement, Hors service, Supprimé définitivement, Absent momentanément, Inconnu' },
      { line: 6, field: 'dtpr_bat', message: 'is not a valid date' },
    ]);
    expect(plan.added).toHaveLength(1);
    expect(plan.added[0].cells).toMatchObject({ nom: 'Bad date', dtpr_bat: '', etat_fonct: '' });
  });

  it('refuses a whole file in the wrong encoding, without the columns, or empty, with a clear message', async () => {
    const latin2 = Buffer.concat([Buffer.from(csvLine(GEODAE_COLUMNS)), Buffer.from('Kr'), Buffer.from([0x9a]), Buffer.from('ko,46.1,14.5\r\n')]);
    await expect(planGeodaeImport(t.app.database.db, fileOf(latin2), 'x')).rejects.toThrow(new GeodaeFileError('The file is not UTF-8 text (a byte near position 0 is not): save it as "CSV UTF-8" and send it again.'));
    await expect(planGeodaeImport(t.app.database.db, fileOf('nom,lat_coor1,long_coor1\r\nA,46,14\r\n'), 'x')).rejects.toThrow(/^The file lacks 42 columns: adr_num, adr_voie, /);
    await expect(planGeodaeImport(t.app.database.db, fileOf('name,lat,lon\r\n'), 'x')).rejects.toThrow(/not a Géo'DAE file/);
    await expect(planGeodaeImport(t.app.database.db, fileOf('# only a comment\r\n'), 'x')).rejects.toThrow('The file is empty: it has no header row.');
  });
});
