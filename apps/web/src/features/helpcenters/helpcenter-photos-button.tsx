import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpCenterPhotosDialog } from './helpcenter-photos-dialog';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Opens the help center's photos. Only rows with this service's ids have a gallery (the list may
 * come from another service); the photos are asked for when opened, never with the list.
 */
export function HelpCenterPhotosButton({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('helpcenters');
  const [open, setOpen] = useState(false);
  if (!UUID.test(id)) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('photos.buttonLabel', { name: name || t('photos.thisHelpCenter') })}
        className="whitespace-nowrap rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
      >
        {t('photos.button')}
      </button>
      {open && <HelpCenterPhotosDialog helpCenterId={id} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}
