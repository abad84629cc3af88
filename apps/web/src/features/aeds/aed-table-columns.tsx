import { MAX_PICTURE_THUMBNAILS, type Aed } from '@aedatlas/contracts';
import { Link } from 'react-router';
import { AccessibilityBadge } from '../../components/accessibility-badge';
import { EmailLink } from '../../components/email-link';
import type { DataTableColumn } from '../../components/data-table';
import { NotGiven } from '../../components/not-given';
import { PictureImage } from '../../components/picture-image';

const text = (value: string | null) => (value ? value : <NotGiven />);

/** The AED's name for links and picture descriptions. */
export const aedName = (aed: Aed) => aed.title || aed.description?.split('\n')[0] || 'AED';

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
  const count = aed.pictures.length;
  if (!count) return <NotGiven text="No pictures" />;
  const more = count - MAX_PICTURE_THUMBNAILS;
  return (
    <div className="flex items-center gap-1.5">
      {aed.pictures.slice(0, MAX_PICTURE_THUMBNAILS).map((picture, i) => (
        <PictureImage
          key={picture.id}
          src={picture.url}
          alt={`Picture ${i + 1} of ${aedName(aed)}`}
          compact
          className="h-14 w-14 flex-none rounded-md border border-slate-200 object-cover"
        />
      ))}
      {more > 0 && <span className="text-xs font-medium whitespace-nowrap text-slate-600">+{more} more</span>}
    </div>
  );
}

/** 000 §2.11's columns; ids are the server's sortBy names (AED_LIST_SORT). */
export const aedTableColumns: DataTableColumn<Aed>[] = [
  { id: 'description', header: 'Description', accessor: (a) => a.description, cell: (a) => <DescriptionCell aed={a} /> },
  { id: 'address', header: 'Address', accessor: (a) => a.address, cell: (a) => text(a.address), className: 'min-w-32' },
  { id: 'city', header: 'City', accessor: (a) => a.city, cell: (a) => text(a.city), className: 'min-w-24' },
  { id: 'accessibility', header: 'Accessibility', accessor: (a) => a.accessibility, cell: (a) => <AccessibilityBadge value={a.accessibility} /> },
  { id: 'contact', header: 'Contact', accessor: (a) => a.contact, cell: (a) => text(a.contact), className: 'min-w-28' },
  {
    id: 'contactPhoneNumber',
    header: 'Phone',
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
    header: 'Email',
    accessor: (a) => a.contactEmail,
    cell: (a) =>
      a.contactEmail ? (
        <EmailLink email={a.contactEmail} />
      ) : (
        <NotGiven />
      ),
  },
  { id: 'model', header: 'Model', accessor: (a) => a.model, cell: (a) => text(a.model), className: 'min-w-24' },
  { id: 'serialNumber', header: 'Serial Number', accessor: (a) => a.serialNumber, cell: (a) => text(a.serialNumber) },
  { id: 'pictures', header: 'Pictures', sortable: false, cell: (a) => <PicturesCell aed={a} /> },
  {
    id: 'view',
    header: 'Details',
    sortable: false,
    pin: 'end',
    cell: (a) => (
      <Link to={`/aed/${a.id}`} className="font-semibold whitespace-nowrap text-red-700 underline-offset-2 hover:underline">
        View More<span className="sr-only">: {aedName(a)}</span>
      </Link>
    ),
  },
];
