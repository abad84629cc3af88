import type { HelpServiceOption } from '@aedatlas/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { getOption } from '../api/get-option';
import { useUpdateOption } from '../api/save-option';
import { saveOptionError } from '../help-messages';
import { HelpIcon } from '../icon-preview';
import { QuickEditActions, QuickEditFailure } from '../quick-edit-parts';
import { useQuickEdit } from '../use-quick-edit';
import { VisibilityBadge } from '../visibility-badge';

interface Props {
  option: HelpServiceOption;
  /** 'Edit' on an option's page, 'View' on the create page (001 §2). */
  linkLabel: string;
  /** The option whose page this is: no link to itself. */
  current?: boolean;
}

/**
 * An option of the service with inline quick edit of icon and visible (001 §2, §4). The version
 * is the one the edit started from; a stale save keeps what was typed and offers Reload.
 */
export function OptionQuickEditRow({ option: o, linkLabel, current = false }: Props) {
  const id = useId();
  const update = useUpdateOption();
  const edit = useQuickEdit(saveOptionError);
  const [icon, setIcon] = useState(o.icon);
  const [visible, setVisible] = useState(o.visible);
  const [notice, setNotice] = useState<string | null>(null);

  const start = () => {
    setIcon(o.icon);
    setVisible(o.visible);
    setNotice(null);
    edit.start(o.updatedAt);
  };
  const save = () => edit.save(Boolean(icon.trim()), (callbacks) => update.mutate({ id: o.id, body: { icon: icon.trim(), visible }, version: edit.version! }, callbacks));
  const reload = () =>
    edit.reload(async () => {
      const latest = await getOption(o.id);
      setNotice(`The saved icon is ${latest.icon} and the option is ${latest.visible ? 'visible' : 'hidden'}. Your values are still in the fields: Save to replace them.`);
      return latest.updatedAt;
    });

  return (
    <li className="py-3">
      {/* Icon, name, then badge and links: beside the name from 640 px, under it on a phone. */}
      <div className="grid grid-cols-[2rem_minmax(0,1fr)] items-center gap-x-3 gap-y-2 sm:grid-cols-[2rem_minmax(0,1fr)_auto]">
        <HelpIcon src={o.icon} name={o.displayName} size="sm" />
        <div>
          <p className="text-sm font-medium break-words text-slate-900">
            {o.displayName} {current && <span className="font-normal text-slate-600">(this option)</span>}
          </p>
          <p className="font-mono text-xs break-all text-slate-700">{o.key}</p>
        </div>
        <div className="col-start-2 flex items-center gap-3 text-sm font-medium sm:col-start-3">
          <VisibilityBadge visible={o.visible} />
          {!edit.editing && !current && (
            <button type="button" className="text-slate-800 hover:underline" onClick={start} aria-label={`Quick edit ${o.key}`}>
              Quick edit
            </button>
          )}
          {!current && (
            <Link to={`/admin/helpservice-option/${encodeURIComponent(o.id)}`} className="text-red-700 hover:underline" aria-label={`${linkLabel} ${o.key}`}>
              {linkLabel}
            </Link>
          )}
        </div>
      </div>
      {edit.editing && (
        <div className="mt-3 space-y-3 rounded-lg bg-slate-50 p-3">
          <QuickEditFailure edit={edit} onReload={reload} />
          {notice && (
            <p role="status" className="text-sm break-words text-amber-900">
              {notice}
            </p>
          )}
          <div>
            <label htmlFor={`${id}-icon`} className="mb-1 block text-sm font-medium text-slate-800">
              Icon URL of {o.key}
            </label>
            <input id={`${id}-icon`} type="url" value={icon} onChange={(e) => setIcon(e.target.value)} className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm" />
          </div>
          <div className="flex items-center gap-2">
            <input id={`${id}-visible`} type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} className="h-4 w-4 accent-red-700" />
            <label htmlFor={`${id}-visible`} className="text-sm text-slate-800">
              Visible
            </label>
          </div>
          <QuickEditActions edit={edit} busy={update.isPending} onSave={save} />
        </div>
      )}
    </li>
  );
}
