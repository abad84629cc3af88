import { IMAGE_COMPRESSION } from '@aedatlas/contracts';

/** Decodes an image to something a canvas can draw, with its size. */
export interface DecodedImage {
  width: number;
  height: number;
  source: CanvasImageSource;
  release(): void;
}

export interface CompressDeps {
  decode(file: Blob): Promise<DecodedImage>;
  /** Draws the image at the size and encodes it as JPEG; null when the browser could not. */
  encode(image: DecodedImage, width: number, height: number, quality: number): Promise<Blob | null>;
}

/** Formats worth re-encoding: GIF could be animated and would lose its frames. */
const COMPRESSIBLE = ['image/jpeg', 'image/png', 'image/webp'];

/** The size that keeps the proportions with the longer side at most `maxSide`; null when it already fits. */
export function scaledSize(width: number, height: number, maxSide: number = IMAGE_COMPRESSION.maxSide): { width: number; height: number } | null {
  const longer = Math.max(width, height);
  if (longer <= maxSide) return null;
  const scale = maxSide / longer;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const jpegName = (name: string) => `${name.replace(/\.[^.]+$/, '') || 'image'}.jpg`;

/**
 * 002 §5, §9: an image whose longer side is over 2048 px is scaled down and re-encoded as JPEG
 * (quality 0.85), and the result is used only when it is smaller than the original. Anything
 * that goes wrong leaves the original: compression saves bandwidth, it must never stop an upload.
 */
export async function compressImage(file: File, deps: CompressDeps = browserDeps): Promise<File> {
  if (!COMPRESSIBLE.includes(file.type)) return file;
  let image: DecodedImage;
  try {
    image = await deps.decode(file);
  } catch (error) {
    console.warn('Failed to load image', error);
    return file;
  }
  try {
    const size = scaledSize(image.width, image.height);
    if (!size) return file;
    const blob = await deps.encode(image, size.width, size.height, IMAGE_COMPRESSION.jpegQuality);
    if (!blob) throw new Error('The browser could not encode a JPEG');
    if (blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch (error) {
    console.warn('Failed to compress image', error);
    return file;
  } finally {
    image.release();
  }
}

async function decodeInBrowser(file: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { width: bitmap.width, height: bitmap.height, source: bitmap, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return { width: img.naturalWidth, height: img.naturalHeight, source: img, release: () => URL.revokeObjectURL(url) };
}

function encodeInBrowser(image: DecodedImage, width: number, height: number, quality: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  // JPEG has no transparency: a white ground keeps transparent PNG areas from turning black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image.source, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

export const browserDeps: CompressDeps = { decode: decodeInBrowser, encode: encodeInBrowser };
