import { describe, expect, it, vi } from 'vitest';
import { compressImage, scaledSize, type CompressDeps, type DecodedImage } from './compress-image';

const photo = (bytes: number, type = 'image/jpeg', name = 'entrance.jpeg') => new File([new Uint8Array(bytes)], name, { type });

/** A decoder that reports the given size, and an encoder that makes a JPEG of the given length. */
function fakeDeps(width: number, height: number, encodedBytes: number | null | Error) {
  const release = vi.fn();
  const encode = vi.fn(async () => {
    if (encodedBytes instanceof Error) throw encodedBytes;
    return encodedBytes === null ? null : new Blob([new Uint8Array(encodedBytes)], { type: 'image/jpeg' });
  });
  const deps: CompressDeps = { decode: async () => ({ width, height, source: {} as CanvasImageSource, release }) as DecodedImage, encode };
  return { deps, encode, release };
}

describe('scaledSize (002 §9: longer side at most 2048 px, proportions kept)', () => {
  it('scales the longer side to 2048 and the other in proportion; leaves smaller images alone', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 2048, height: 1536 });
    expect(scaledSize(1000, 5000)).toEqual({ width: 410, height: 2048 });
    expect(scaledSize(2048, 1000)).toBeNull();
    expect(scaledSize(800, 600)).toBeNull();
  });
});

describe('compressImage (002 §5)', () => {
  it('uses the re-encoded JPEG when it is smaller, named .jpg, at quality 0.85', async () => {
    const { deps, encode, release } = fakeDeps(4000, 3000, 900_000);
    const result = await compressImage(photo(5_000_000, 'image/png', 'entrance.png'), deps);
    expect(result).toMatchObject({ name: 'entrance.jpg', type: 'image/jpeg', size: 900_000 });
    expect(encode).toHaveBeenCalledWith(expect.anything(), 2048, 1536, 0.85);
    expect(release).toHaveBeenCalled();
  });

  it('keeps the original when the JPEG would not be smaller', async () => {
    const original = photo(800_000);
    const { deps } = fakeDeps(4000, 3000, 800_000);
    expect(await compressImage(original, deps)).toBe(original);
  });

  it('keeps the original when the image already fits, without encoding', async () => {
    const original = photo(3_000_000);
    const { deps, encode } = fakeDeps(2048, 1536, 10);
    expect(await compressImage(original, deps)).toBe(original);
    expect(encode).not.toHaveBeenCalled();
  });

  it("keeps the original and logs 'Failed to load image' when it cannot be decoded", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const original = photo(5_000_000);
    const deps: CompressDeps = { decode: async () => Promise.reject(new Error('broken')), encode: vi.fn() };
    expect(await compressImage(original, deps)).toBe(original);
    expect(warn).toHaveBeenCalledWith('Failed to load image', expect.any(Error));
  });

  it("keeps the original and logs 'Failed to compress image' when encoding fails or gives nothing", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const original = photo(5_000_000);
    expect(await compressImage(original, fakeDeps(4000, 3000, new Error('canvas tainted')).deps)).toBe(original);
    expect(await compressImage(original, fakeDeps(4000, 3000, null).deps)).toBe(original);
    expect(warn.mock.calls.map((c) => c[0])).toEqual(['Failed to compress image', 'Failed to compress image']);
  });

  it('leaves GIFs (maybe animated) and non-images untouched', async () => {
    const { deps, encode } = fakeDeps(4000, 3000, 10);
    const gif = photo(5_000_000, 'image/gif', 'a.gif');
    const pdf = photo(5_000_000, 'application/pdf', 'a.pdf');
    expect(await compressImage(gif, deps)).toBe(gif);
    expect(await compressImage(pdf, deps)).toBe(pdf);
    expect(encode).not.toHaveBeenCalled();
  });
});
