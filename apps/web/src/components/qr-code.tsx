import { encode } from 'uqr';
import { useMemo } from 'react';

/** The dark modules of a QR code as one SVG path, a run of dark modules in a row per rectangle. */
export function qrPath(text: string): { size: number; path: string } {
  const { data } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      path += `M${start} ${y}h${x - start + 1}v1h-${x - start + 1}z`;
    }
  });
  return { size: data.length, path };
}

/**
 * A QR code drawn as one SVG path, dark modules on white with the quiet zone the standard asks
 * for, so any phone's camera reads it from the screen or from paper.
 */
export function QrCode({ text, label, className = '' }: { text: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => qrPath(text), [text]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className={`bg-white ${className}`}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
