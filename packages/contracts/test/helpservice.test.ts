import { describe, expect, it } from 'vitest';
import { helpLocaleOf, helpServiceCreateSchema, isIconUrl, localizedName } from '../src/helpservice';

describe('helpLocaleOf: the help locale a request asks for', () => {
  it.each([
    ['sl-SI,sl;q=0.9,en;q=0.8', 'si'],
    ['sl', 'si'],
    ['si', 'si'],
    ['de-AT', 'de'],
    ['fr-FR, sq;q=0.4, de;q=0.5', 'de'],
    ['en;q=0, sr', 'sr'],
    ['fr, ja', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s -> %s', (header, locale) => expect(helpLocaleOf(header)).toBe(locale));
});

describe('localizedName', () => {
  const names = [
    { locale: 'en', fieldName: 'display_value', fieldValue: 'First aid' },
    { locale: 'si', fieldName: 'value', fieldValue: 'Prva pomoč' },
    { locale: 'de', fieldName: 'display_value', fieldValue: '  ' },
  ];
  it('takes the language asked for, display_value before value, then English, then the key', () => {
    expect(localizedName(names, 'first_aid', 'si')).toBe('Prva pomoč');
    expect(localizedName(names, 'first_aid', 'de')).toBe('First aid');
    expect(localizedName(names, 'first_aid')).toBe('First aid');
    expect(localizedName([], 'first_aid', 'si')).toBe('first_aid');
  });
});

describe('keys and icons', () => {
  it('accepts lowercase keys with digits and underscores and http(s) or site icons', () => {
    expect(helpServiceCreateSchema.safeParse({ key: 'call_112', icon: '/icons/helpservices/emergency-call.svg' }).success).toBe(true);
    for (const key of ['Call112', 'call-112', '112_call', 'klic_v_siliž']) expect(helpServiceCreateSchema.safeParse({ key, icon: '/i.svg' }).success, key).toBe(false);
    expect([isIconUrl('https://cdn.example.com/a.svg'), isIconUrl('/a.svg'), isIconUrl('//evil.example/a.svg'), isIconUrl('data:image/svg+xml,x')]).toEqual([true, true, false, false]);
  });
});
