import type { AedChange, ChangesPage } from '@aedatlas/contracts';

/** The five characters XML gives a meaning to, as entities: text and attribute values alike. */
const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const KIND_WORDS: Record<AedChange['kind'], string> = { added: 'added', changed: 'changed', state: 'state changed', removed: 'removed' };

/** What a feed reader lists: the kind and the AED's name (its title, else its address, else its id). */
function entryTitle(change: AedChange): string {
  const name = change.aed?.title || change.aed?.address || change.aedId;
  return `AED ${KIND_WORDS[change.kind]}: ${name}`;
}

function entry(change: AedChange): string {
  // RFC 4287 4.1.3.3: content of a media type that is neither XML nor text/* is Base64. The summary
  // says the same in words for a person's feed reader.
  const json = Buffer.from(JSON.stringify(change)).toString('base64');
  const state = change.aed ? ` (state: ${change.aed.state})` : '';
  return [
    '<entry>',
    `<id>urn:aedatlas:aed-change:${change.seq}</id>`,
    `<title>${escapeXml(entryTitle(change))}</title>`,
    `<updated>${change.at}</updated>`,
    `<summary>${escapeXml(`Change ${change.seq}: ${entryTitle(change)}${state}`)}</summary>`,
    `<content type="application/json">${json}</content>`,
    '</entry>',
  ].join('');
}

/**
 * The change feed's page as an Atom 1.0 feed: `selfUrl` is the page asked for, `nextUrl` the same
 * query from the page's `next` (what to poll next, also when nothing more is there yet).
 */
export function changesAtom(page: ChangesPage, urls: { feedId: string; selfUrl: string; nextUrl: string }): string {
  const updated = page.changes.at(-1)?.at ?? new Date().toISOString();
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `<id>${escapeXml(urls.feedId)}</id>`,
    '<title>AED Atlas: changes to AEDs</title>',
    `<updated>${updated}</updated>`,
    '<author><name>AED Atlas</name></author>',
    `<link rel="self" type="application/atom+xml" href="${escapeXml(urls.selfUrl)}"/>`,
    `<link rel="next" type="application/atom+xml" href="${escapeXml(urls.nextUrl)}"/>`,
    ...page.changes.map(entry),
    '</feed>',
  ].join('\n');
}
