import { describe, expect, it } from 'vitest';
import { apiAddress, FIELD_REQUIRED, pathFormSchema, urlFormSchema } from './explorer-forms';

const pathError = (path: string) => pathFormSchema.safeParse({ path }).error?.issues[0].message;

describe('API explorer forms (002 §2, §5)', () => {
  it('needs every field', () => {
    expect(pathError('  ')).toBe(FIELD_REQUIRED);
    const url = urlFormSchema.safeParse({ url: '', token: '' });
    expect(url.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['url', FIELD_REQUIRED],
      ['token', FIELD_REQUIRED],
    ]);
  });

  it('keeps the path form on this API', () => {
    expect(pathError('docs/json')).toBeUndefined();
    expect(pathError('admin/aed?page=0&size=5')).toBeUndefined();
    expect(pathError('https://evil.example/x')).toBe('Enter a path of this API, not a full address');
    expect(pathError('//evil.example/x')).toBe('Enter a path of this API, not a full address');
    expect(pathError('javascript:alert(1)')).toBe('Enter a path of this API, not a full address');
    expect(pathError('admin/../../etc')).toBe("A path may not contain '..'");
    expect(apiAddress('/docs/json')).toBe('/api/docs/json');
    expect(apiAddress('api/admin/aed')).toBe('/api/admin/aed');
  });

  it('takes only http(s) addresses in the full form', () => {
    expect(urlFormSchema.safeParse({ url: 'ftp://x.example/', token: 't' }).success).toBe(false);
    expect(urlFormSchema.safeParse({ url: 'https://api.example/admin/x', token: 't' }).success).toBe(true);
  });
});
