import { expect, it } from 'vitest';
import { loginPathFor, returnPathFrom, safeReturnPath } from './return-path';

it('follows a path of this site, with its query and fragment', () => {
  expect(safeReturnPath('/admin/aed/42?tab=pictures#top')).toBe('/admin/aed/42?tab=pictures#top');
  expect(returnPathFrom(`?next=${encodeURIComponent('/profile?x=1')}`)).toBe('/profile?x=1');
});

it.each(['//evil.example/', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'map', '/a\u0000b', '/a\nb', '/login', '/login?next=/x', '/logout', '', null])(
  'does not follow %j and opens /map instead',
  (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
    expect(returnPathFrom(raw === null ? '' : `?next=${encodeURIComponent(raw)}`)).toBe('/map');
  },
);

it('sends to /login with the page asked for, and plain /login from the home page or /login itself', () => {
  expect(loginPathFor({ pathname: '/admin/aed/42', search: '?a=1', hash: '#b' })).toBe(`/login?next=${encodeURIComponent('/admin/aed/42?a=1#b')}`);
  expect(loginPathFor({ pathname: '/' })).toBe('/login');
  expect(loginPathFor({ pathname: '/login', search: '?next=%2Fx' })).toBe('/login');
});
