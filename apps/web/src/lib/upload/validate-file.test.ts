import { describe, expect, it } from 'vitest';
import { acceptFor, contentTypeOf, sizeError, typeError } from './validate-file';

const file = (bytes: number, type: string, name = 'photo.jpg') => new File([new Uint8Array(bytes)], name, { type });

describe('file validation before any call (002 §5)', () => {
  it("says 'No file provided' without a file", () => {
    expect(typeError(null)).toBe('No file provided');
    expect(typeError(undefined)).toBe('No file provided');
  });

  it('refuses a type that is not allowed and lists the allowed ones', () => {
    expect(typeError(file(10, 'image/svg+xml', 'logo.svg'))).toBe('File type not allowed (image/svg+xml). Allowed types: jpg, jpeg, png, gif, webp');
    expect(typeError(file(10, 'application/pdf', 'a.pdf'))).toMatch(/^File type not allowed \(application\/pdf\)/);
    expect(typeError(file(10, 'application/pdf', 'a.pdf'), ['IMAGE', 'DOCUMENT'])).toBeNull();
    expect(typeError(file(10, 'image/webp', 'a.webp'))).toBeNull();
  });

  it('reads the type from the extension when the browser gives none', () => {
    expect(contentTypeOf(file(10, '', 'IMG_0001.JPG'))).toBe('image/jpeg');
    expect(typeError(file(10, '', 'IMG_0001.JPG'))).toBeNull();
  });

  it("refuses a file over its kind's limit with both sizes", () => {
    expect(sizeError(new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]), 'image/jpeg')).toBe('File too large: 10.0 MB (maximum 10.0 MB)');
    expect(sizeError(new Blob([new Uint8Array(12 * 1024 * 1024)]), 'image/png')).toBe('File too large: 12.0 MB (maximum 10.0 MB)');
    expect(sizeError(new Blob([new Uint8Array(12 * 1024 * 1024)]), 'application/pdf')).toBeNull();
    expect(sizeError(new Blob([new Uint8Array(1024)]), 'image/jpeg')).toBeNull();
  });

  it('offers only images by default', () => {
    expect(acceptFor(['IMAGE'])).toBe('image/*');
  });
});
