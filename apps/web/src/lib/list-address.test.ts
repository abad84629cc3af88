import { describe, expect, it } from 'vitest';
import { listAddress, readListState, withFilters, writeListState, type ListAddressOptions } from './list-address';

const options: ListAddressOptions = {
  defaults: { pageIndex: 0, pageSize: 20, sort: { id: 'modifiedAt', desc: true }, search: '' },
  pageSizes: [20, 50, 100],
  sortable: ['modifiedAt', 'city', 'description'],
};

describe('a list in the address', () => {
  it('reads page (from 1), size, sort, order and search, and the defaults for what is missing', () => {
    expect(readListState(new URLSearchParams('page=3&size=50&sort=city&order=asc&q=Bled'), options)).toEqual({ pageIndex: 2, pageSize: 50, sort: { id: 'city', desc: false }, search: 'Bled' });
    expect(readListState(new URLSearchParams(''), options)).toEqual(options.defaults);
    expect(readListState(new URLSearchParams('sort=none'), options).sort).toBeNull();
  });

  it('ignores what the list does not offer: bad pages, sizes and sort columns', () => {
    const state = readListState(new URLSearchParams('page=-1&size=7&sort=passwordHash&q=' + 'x'.repeat(300)), options);
    expect(state).toEqual({ ...options.defaults, search: 'x'.repeat(200) });
    expect(readListState(new URLSearchParams('page=abc'), options).pageIndex).toBe(0);
  });

  it('changes filters, drops the empty ones and goes back to the first page, keeping size and search', () => {
    const next = withFilters(new URLSearchParams('page=3&size=50&q=bled&kind=aed&from=x'), { kind: 'helpservice', from: '', serviceId: 'a1' });
    expect(Object.fromEntries(next)).toEqual({ size: '50', q: 'bled', kind: 'helpservice', serviceId: 'a1' });
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    const written = writeListState(new URLSearchParams('tab=1&page=4'), { pageIndex: 1, pageSize: 20, sort: { id: 'city', desc: true }, search: 'Šola' }, options.defaults);
    expect(Object.fromEntries(written)).toEqual({ tab: '1', page: '2', sort: 'city', order: 'desc', q: 'Šola' });
    expect(writeListState(new URLSearchParams('page=2&q=x'), options.defaults, options.defaults).toString()).toBe('');
    expect(Object.fromEntries(writeListState(new URLSearchParams(), { ...options.defaults, sort: null }, options.defaults))).toEqual({ sort: 'none' });
    // What is written reads back the same.
    const state = { pageIndex: 4, pageSize: 100, sort: { id: 'description', desc: false }, search: 'a b' };
    expect(readListState(writeListState(new URLSearchParams(), state, options.defaults), options)).toEqual(state);
  });

  it('goes back to a list with the filters it last had in this tab', () => {
    sessionStorage.setItem('list-address:/admin/aeds', '?q=bled&page=2');
    expect(listAddress('/admin/aeds')).toBe('/admin/aeds?q=bled&page=2');
    expect(listAddress('/admin/users')).toBe('/admin/users');
  });
});
