import { helpCenterEmail, helpCenterMobile } from '@aedatlas/contracts';
import type { TFunction } from 'i18next';
import { Badge } from '../../components/badge';
import { EmailLink } from '../../components/email-link';
import type { DataTableColumn } from '../../components/data-table';
import { NotGiven } from '../../components/not-given';
import type { HelpCenterRow } from './api/get-helpcenters';
import { HelpCenterPhotosButton } from './helpcenter-photos-button';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const link = 'text-red-700 underline-offset-2 hover:underline';

function Secondary({ children }: { children: string }) {
  return <p className="mt-0.5 text-xs text-slate-500">{children}</p>;
}

type T = TFunction<'helpcenters'>;

export const validatedLabel = (t: T, validated: boolean) => (validated ? t('validated') : t('notValidated'));

/**
 * 000 §2.12's columns, in the language of `t`; a second line shows the additional description,
 * postal code and mobile.
 */
export const helpCenterColumns = (t: T): DataTableColumn<HelpCenterRow>[] => [
  { id: 'name', header: t('columns.name'), accessor: (h) => h.name, cell: (h) => <span className="font-semibold text-slate-900">{h.name}</span>, className: 'min-w-32' },
  {
    id: 'description',
    header: t('columns.description'),
    accessor: (h) => h.description,
    searchText: (h) => h.additionalDescription,
    className: 'min-w-44 max-w-xs',
    cell: (h) => (
      <>
        {h.description ? <p>{h.description}</p> : <NotGiven />}
        {h.additionalDescription && <Secondary>{h.additionalDescription}</Secondary>}
      </>
    ),
  },
  {
    id: 'address',
    header: t('columns.address'),
    accessor: (h) => h.address,
    searchText: (h) => h.postalCode,
    className: 'min-w-32',
    cell: (h) => (
      <>
        {h.address ? <p>{h.address}</p> : <NotGiven />}
        {h.postalCode && <Secondary>{h.postalCode}</Secondary>}
      </>
    ),
  },
  { id: 'city', header: t('columns.city'), accessor: (h) => h.city, cell: (h) => h.city || <NotGiven /> },
  {
    id: 'phone',
    header: t('columns.phone'),
    accessor: (h) => h.phoneNumber,
    searchText: (h) => helpCenterMobile(h.mobileNumber),
    cell: (h) => {
      const mobile = helpCenterMobile(h.mobileNumber);
      return (
        <>
          {h.phoneNumber ? (
            <a href={telHref(h.phoneNumber)} className={`whitespace-nowrap ${link}`}>
              {h.phoneNumber}
            </a>
          ) : (
            <NotGiven />
          )}
          {mobile && (
            <p className="mt-0.5 text-xs text-slate-500">
              {t('mobile')}{' '}
              <a href={telHref(mobile)} className={`whitespace-nowrap ${link}`}>
                {mobile}
              </a>
            </p>
          )}
        </>
      );
    },
  },
  {
    id: 'email',
    header: t('columns.email'),
    accessor: (h) => helpCenterEmail(h.email),
    className: 'min-w-36',
    cell: (h) => {
      const email = helpCenterEmail(h.email);
      return email ? (
        <EmailLink email={email} />
      ) : (
        <span className="text-slate-500">{t('notAvailable')}</span>
      );
    },
  },
  {
    id: 'validated',
    header: t('columns.validated'),
    accessor: (h) => validatedLabel(t, h.validated),
    cell: (h) => <Badge tone={h.validated ? 'green' : 'red'}>{validatedLabel(t, h.validated)}</Badge>,
  },
  { id: 'photos', header: t('columns.photos'), sortable: false, cell: (h) => <HelpCenterPhotosButton id={h.id} name={h.name} /> },
];
