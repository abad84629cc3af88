import type { ReactNode } from 'react';

/** A map beside its form: the map stays in view while the form scrolls; on phones it stacks above. */
export function MapBesideForm({ map, children }: { map: ReactNode; children: ReactNode }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="space-y-3 lg:sticky lg:top-20">{map}</div>
      {children}
    </div>
  );
}
