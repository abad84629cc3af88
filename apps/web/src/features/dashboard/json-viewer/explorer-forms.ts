import { z } from 'zod';

/** 002 §5: every field of the explorer is required. */
export const FIELD_REQUIRED = 'Field is required!';

const required = z.string().trim().min(1, FIELD_REQUIRED);

/**
 * A path relative to the API base ('docs/json', 'admin/aed?page=0'): it stays on this site, so no
 * scheme, no '//' and no '..'.
 */
export const pathFormSchema = z.object({
  path: required
    .refine((v) => !/^[a-z][a-z0-9+.-]*:/i.test(v) && !v.startsWith('//') && !v.includes('\\'), 'Enter a path of this API, not a full address')
    .refine((v) => !v.split(/[?#]/)[0].split('/').includes('..'), "A path may not contain '..'"),
});

/** A full http(s) address and the bearer token to send with it. */
export const urlFormSchema = z.object({
  url: required.refine((v) => {
    if (v === '') return true;
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Enter a full http:// or https:// address'),
  token: required,
});

/** '/api/' + the path, without a leading slash doubled. */
export const apiAddress = (path: string) => `/api/${path.trim().replace(/^\/+/, '').replace(/^api\//, '')}`;
