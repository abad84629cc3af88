/*
 * Which image requests are the map's raster tiles: the public config's mapTileUrl (Leaflet's
 * template, e.g. https://{s}.tile.example.org/{z}/{x}/{y}{r}.png) turned into a pattern.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const PLACEHOLDERS: Record<string, string> = {
  z: '\\d+',
  x: '\\d+',
  y: '-?\\d+',
  '-y': '-?\\d+',
  s: '[a-z0-9-]+',
  r: '(?:@2x)?',
};

/** The template as a pattern over whole URLs; unknown placeholders ({apikey}...) match one path or query part. */
export function tileUrlPattern(template: string): RegExp | null {
  if (!/^https?:\/\//.test(template) && !template.startsWith('/')) return null; // data: and other schemes are not fetched
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name === undefined) return escape(part);
      return PLACEHOLDERS[name] ?? '[^/?&#]*';
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** Until the config is known: any image whose path ends in /z/x/y.png (or .jpg, .webp). */
export const GENERIC_TILE_PATH = /\/\d+\/\d+\/\d+(?:@2x)?\.(?:png|jpe?g|webp)$/;
