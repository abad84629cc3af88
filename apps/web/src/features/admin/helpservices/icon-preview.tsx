import { PictureImage } from '../../../components/picture-image';

/** A help service's or option's icon; 'Image not available' in its place when it cannot load (001 §8). */
export function HelpIcon({ src, name, size = 'md' }: { src: string; name: string; size?: 'sm' | 'md' | 'lg' }) {
  const box = { sm: 'h-8 w-8', md: 'h-12 w-12', lg: 'h-20 w-20' }[size];
  return (
    <PictureImage
      src={src}
      alt={`${name} icon`}
      compact={size !== 'lg'}
      className={`${box} flex-none rounded-lg object-contain`}
      fallbackClassName={`${box} flex-none overflow-hidden rounded-lg bg-slate-100 text-slate-600`}
    />
  );
}

/** The live preview beside an Icon URL field: what the app will show, or why it cannot. */
export function IconPreview({ url }: { url: string }) {
  const src = url.trim();
  return (
    <figure className="flex items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3">
      {src ? (
        <HelpIcon src={src} name="Preview" size="lg" />
      ) : (
        <span className="flex h-20 w-20 flex-none items-center justify-center rounded-lg bg-slate-100 text-center text-xs text-slate-600">No icon yet</span>
      )}
      <figcaption className="text-sm text-slate-600">Icon preview</figcaption>
    </figure>
  );
}
