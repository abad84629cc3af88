import { MAX_PICTURE_THUMBNAILS, type Aed } from '@aedatlas/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccessibilityBadge } from '../../components/accessibility-badge';
import { EmailLink } from '../../components/email-link';
import type { DataTableColumn } from '../../components/data-table';
import { NotGiven } from '../../components/not-given';
import { PictureImage } from '../../components/picture-image';

const text = (value: string | null) => (value ? value : <NotGiven />);

/** The AED's name for links and picture descriptions. */
export const aedName = (aed: Aed, fallback = 'AED') => aed.title || aed.description?.split('\n')[0] || fallback;

type T = TFunction<'aeds'>;

/** The title (when there is one), the description, and the location description under it. */
function DescriptionCell({ aed }: { aed: Aed }) {
  const main = aed.title || aed.description;
  return (
    <div className="max-w-sm min-w-48 space-y-1 sm:min-w-52">
      {aed.title && <p className="font-semibold text-slate-900">{aed.title}</p>}
      {aed.description && <p className="line-clamp-4 whitespace-pre-line">{aed.description}</p>}
      {aed.locationDescription && (
        <p className={main ? 'line-clamp-3 text-xs text-slate-500' : 'line-clamp-4 whitespace-pre-line'}>{aed.locationDescription}</p>
      )}
      {!main && !aed.locationDescription && <NotGiven />}
    </div>
  );
}

function PicturesCell({ aed }: { aed: Aed }) {
  const { t } = useTranslation('aeds');
  const count = aed.pictures.length;
  if (!count) return <NotGiven text={t('noPictures')} />;
  const more = count - MAX_PICTURE_THUMBNAILS;
  return (
    <div className="flex items-center gap-1.5">
      {aed.pictures.slice(0, MAX_PICTURE_THUMBNAILS).map((picture, i) => (
        <PictureImage
          key={picture.id}
          src={picture.url}
          alt={t('pictureAlt', { number: i + 1, name: aedName(aed, t('aed')) })}
          compact
          className="h-14 w-14 flex-none rounded-md border border-slate-200 object-cover"
        />
      ))}
      {more > 0 && <span className="text-xs font-medium whitespace-nowrap text-slate-600">{t('more', { count: more })}</span>}
    </div>
  );
}

/** 000 §2.11's columns in the language of `t`; ids are the server's sortBy names (AED_LIST_SORT). */
export const aedTableColumns = (t: T): DataTableColumn<Aed>[] => [
  { id: 'description', header: t('columns.description'), accessor: (a) => a.description, cell: (a) => <DescriptionCell aed={a} /> },
  { id: 'address', header: t('columns.address'), accessor: (a) => a.address, cell: (a) => text(a.address), className: 'min-w-32' },
  { id: 'city', header: t('columns.city'), accessor: (a) => a.city, cell: (a) => text(a.city), className: 'min-w-24' },
  { id: 'accessibility', header: t('columns.accessibility'), accessor: (a) => a.accessibility, cell: (a) => <AccessibilityBadge value={a.accessibility} /> },
  { id: 'contact', header: t('columns.contact'), accessor: (a) => a.contact, cell: (a) => text(a.contact), className: 'min-w-28' },
  {
    id: 'contactPhoneNumber',
    header: t('columns.phone'),
    accessor: (a) => a.contactPhoneNumber,
    cell: (a) =>
      a.contactPhoneNumber ? (
        <a href={`tel:${a.contactPhoneNumber.replace(/[^\d+]/g, '')}`} className="whitespace-nowrap text-red-700 underline-offset-2 hover:underline">
          {a.contactPhoneNumber}
        </a>
      ) : (
        <NotGiven />
      ),
  },
  {
    id: 'contactEmail',
    header: t('columns.email'),
    accessor: (a) => a.contactEmail,
    cell: (a) =>
      a.contactEmail ? (
        <EmailLink email={a.contactEmail} />
      ) : (
        <NotGiven />
      ),
  },
  { id: 'model', header: t('columns.model'), accessor: (a) => a.model, cell: (a) => text(a.model), className: 'min-w-24' },
  { id: 'serialNumber', header: t('columns.serialNumber'), accessor: (a) => a.serialNumber, cell: (a) => text(a.serialNumber) },
  { id: 'pictures', header: t('columns.pictures'), sortable: false, cell: (a) => <PicturesCell aed={a} /> },
  {
    id: 'view',
    header: t('columns.details'),
    sortable: false,
    pin: 'end',
    cell: (a) => (
      <Link to={`/aed/${a.id}`} className="font-semibold whitespace-nowrap text-red-700 underline-offset-2 hover:underline">
        {t('viewMore')}
        <span className="sr-only">: {aedName(a, t('aed'))}</span>
      </Link>
    ),
  },
];
