import type { WasteSite } from '@aedatlas/contracts';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { buttonClass } from '../../../components/button-styles';
import { ModalDialog } from '../../../components/modal-dialog';
import { WasteSiteMap } from './waste-site-map';

/** The row's map slide-over (002 §2): the site on a map with the photo in its popup, and where it is in words. */
export function WasteSiteMapButton({ site }: { site: WasteSite }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Map of ${site.description}`}
        className="inline-flex h-10 items-center rounded-lg px-2 font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      >
        Map
      </button>
      {open &&
        createPortal(
          <ModalDialog
            title={site.description}
            onClose={() => setOpen(false)}
            placement="right"
            size="lg"
            footer={
              <button type="button" className={buttonClass('secondary')} onClick={() => setOpen(false)}>
                Close
              </button>
            }
          >
            <p className="mb-3 text-slate-700">
              {site.geoAddress ?? 'No address'} · {site.latitude.toFixed(5)}, {site.longitude.toFixed(5)}
            </p>
            <WasteSiteMap site={site} />
          </ModalDialog>,
          document.body,
        )}
    </>
  );
}
