import type { AedChange } from '@aedatlas/contracts';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { newAedPayload } from './helpers/files';

const ATOM = 'http://www.w3.org/2005/Atom';

/** Parses as XML, strictly: a document that is not well-formed throws. */
function parseXml(text: string): Document {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length) throw new Error(`not well-formed XML: ${doc.documentElement.textContent}`);
  return doc;
}
const child = (el: Element, name: string) => Array.from(el.children).filter((c) => c.namespaceURI === ATOM && c.localName === name);
const textOf = (el: Element, name: string) => child(el, name)[0]?.textContent;
const link = (feed: Element, rel: string) => child(feed, 'link').find((l) => l.getAttribute('rel') === rel)?.getAttribute('href');

describe.each(testDatabases)('the change feed as Atom on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: bearer(t.adminToken) });

  it('is a valid Atom 1.0 feed of the same changes, with escaped titles, the JSON in each entry and a next link', async () => {
    const start = (await admin('GET', '/api/changes')).json().next as number;
    // A title with every character XML gives a meaning to.
    const titles = [`<b>"Tom & Jerry's"</b> ]]> AED`, 'Zdravstveni dom Žiri'];
    for (const title of titles) {
      const res = await admin('POST', '/api/admin/aed', { ...newAedPayload(title), title, municipality: 'Žiri' });
      expect(res.statusCode, res.body).toBe(201);
    }
    const json = (await admin('GET', `/api/changes?after=${start}&limit=1&area=municipality:ziri`)).json() as { changes: AedChange[]; next: number };

    const res = await admin('GET', `/api/changes.atom?after=${start}&limit=1&area=municipality:ziri`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    const feed = parseXml(res.body).documentElement;
    expect([feed.namespaceURI, feed.localName]).toEqual([ATOM, 'feed']);
    expect(textOf(feed, 'id')).toBe('http://localhost:8080/api/changes.atom?area=municipality%3Aziri');
    expect(textOf(feed, 'title')).toBe('AED Atlas: changes to AEDs');
    expect(textOf(feed, 'updated')).toBe(json.changes[0].at);
    expect(child(feed, 'author')).toHaveLength(1);
    expect(link(feed, 'self')).toBe(`http://localhost:8080/api/changes.atom?after=${start}&limit=1&area=municipality:ziri`);
    expect(link(feed, 'next')).toBe(`http://localhost:8080/api/changes.atom?after=${json.next}&limit=1&area=municipality%3Aziri`);

    const entries = child(feed, 'entry');
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(textOf(entry, 'id')).toBe(`urn:aedatlas:aed-change:${json.changes[0].seq}`);
    expect(textOf(entry, 'title')).toBe(`AED added: ${titles[0]}`);
    expect(textOf(entry, 'updated')).toBe(json.changes[0].at);
    const content = child(entry, 'content')[0];
    expect(content.getAttribute('type')).toBe('application/json');
    // RFC 4287 4.1.3.3: JSON (neither XML nor text/*) is carried in Base64.
    expect(JSON.parse(Buffer.from(content.textContent!, 'base64').toString('utf8'))).toEqual(json.changes[0]);

    // Following the next link gives the second AED, then an empty feed whose next stays put.
    const second = parseXml((await admin('GET', link(feed, 'next')!.replace('http://localhost:8080', ''))).body).documentElement;
    expect(child(second, 'entry').map((e) => textOf(e, 'title'))).toEqual([`AED added: ${titles[1]}`]);
    const last = parseXml((await admin('GET', link(second, 'next')!.replace('http://localhost:8080', ''))).body).documentElement;
    expect(child(last, 'entry')).toHaveLength(0);
    expect(link(last, 'next')).toBe(link(last, 'self')?.replace('municipality:ziri', 'municipality%3Aziri'));
  });

  it('answers bad parameters with the same 400 and field messages as the JSON view', async () => {
    const res = await admin('GET', '/api/changes.atom?limit=5000&area=box:1');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['area', 'limit']);
  });
});
