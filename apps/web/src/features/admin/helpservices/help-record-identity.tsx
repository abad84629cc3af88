import type { ReactNode } from 'react';
import { HelpIcon } from './icon-preview';

const LOOKS = {
  // The page's subject: large, nothing cut off.
  page: { name: 'text-lg font-semibold break-words text-slate-900', detail: 'font-mono text-sm break-all text-slate-700' },
  // In a side panel: one line for the name.
  panel: { name: 'truncate font-medium text-slate-900', detail: 'text-xs break-all text-slate-600' },
};

/** A service or an option as its icon, its name and a line under it (the key, the id). */
export function HelpRecordIdentity({ icon, name, detail, look, className = '' }: { icon: string; name: string; detail: ReactNode; look: keyof typeof LOOKS; className?: string }) {
  const classes = LOOKS[look];
  return (
    <div className={`${className} flex items-center gap-3`.trim()}>
      <HelpIcon src={icon} name={name} />
      <div className="min-w-0">
        <p className={classes.name}>{name}</p>
        <p className={classes.detail}>{detail}</p>
      </div>
    </div>
  );
}
