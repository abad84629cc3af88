import type { Aed } from '@aedatlas/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailCard, FieldList } from './detail-card';

const link = 'text-red-700 underline-offset-2 hover:underline break-all';
const coordinates = (aed: Aed) => `${aed.latitude.toFixed(6)}, ${aed.longitude.toFixed(6)}`;

/** City and municipality the server took from the nearest settlement say so. */
function Place({ value, derived }: { value: string | null; derived: boolean }) {
  const { t } = useTranslation('aedDetail');
  if (!value) return null;
  return (
    <>
      {value}
      {derived && <span className="text-slate-500">{t('nearestSettlement')}</span>}
    </>
  );
}

/**
 * A line only when the AED has the value: most AEDs have no floor or cabinet notes, and a runner
 * reading the card needs no "Not provided" between what is there.
 */
const whenGiven = (label: string, value: string | null): [string, ReactNode][] => (value?.trim() ? [[label, value]] : []);

/** Basic Information, Contact Information and Location Details (000 §2.10). */
export function AedInfoCards({ aed }: { aed: Aed }) {
  const { t } = useTranslation('aedDetail');
  return (
    <>
      <DetailCard title={t('cards.basic')}>
        <FieldList
          fields={[
            [t('fields.description'), aed.description],
            [t('fields.locationDescription'), aed.locationDescription],
            ...whenGiven(t('fields.floor'), aed.floor),
            ...whenGiven(t('fields.cabinetNotes'), aed.cabinetNotes),
            [t('fields.model'), aed.model],
            [t('fields.serialNumber'), aed.serialNumber],
          ]}
        />
      </DetailCard>
      <DetailCard title={t('cards.contact')}>
        <FieldList
          fields={[
            [t('fields.contactPerson'), aed.contact],
            [
              t('fields.phone'),
              aed.contactPhoneNumber && (
                <a href={`tel:${aed.contactPhoneNumber.replace(/[^\d+]/g, '')}`} className={link}>
                  {aed.contactPhoneNumber}
                </a>
              ),
            ],
            [
              t('fields.email'),
              aed.contactEmail && (
                <a href={`mailto:${aed.contactEmail}`} className={link}>
                  {aed.contactEmail}
                </a>
              ),
            ],
            [t('fields.maintainer'), aed.maintainer],
          ]}
        />
      </DetailCard>
      <DetailCard title={t('cards.location')}>
        <FieldList
          fields={[
            [t('fields.address'), aed.address],
            [t('fields.postalCode'), aed.postalCode],
            [t('fields.city'), aed.city && <Place value={aed.city} derived={aed.placeDerived} />],
            [t('fields.country'), aed.country],
            [t('fields.municipality'), aed.municipality && <Place value={aed.municipality} derived={aed.placeDerived} />],
            [t('fields.coordinates'), coordinates(aed)],
            [t('fields.altitude'), aed.altitude === null ? null : `${aed.altitude} m`],
          ]}
        />
      </DetailCard>
    </>
  );
}
