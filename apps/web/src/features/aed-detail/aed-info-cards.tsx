import type { Aed } from '@aedatlas/contracts';
import { DetailCard, FieldList } from './detail-card';

const link = 'text-red-700 underline-offset-2 hover:underline break-all';
const coordinates = (aed: Aed) => `${aed.latitude.toFixed(6)}, ${aed.longitude.toFixed(6)}`;

/** City and municipality the server took from the nearest settlement say so. */
function Place({ value, derived }: { value: string | null; derived: boolean }) {
  if (!value) return null;
  return (
    <>
      {value}
      {derived && <span className="text-slate-500"> (nearest settlement)</span>}
    </>
  );
}

/** Basic Information, Contact Information and Location Details (000 §2.10). */
export function AedInfoCards({ aed }: { aed: Aed }) {
  return (
    <>
      <DetailCard title="Basic Information">
        <FieldList
          fields={[
            ['Description', aed.description],
            ['Location description', aed.locationDescription],
            ['Model', aed.model],
            ['Serial number', aed.serialNumber],
          ]}
        />
      </DetailCard>
      <DetailCard title="Contact Information">
        <FieldList
          fields={[
            ['Contact person', aed.contact],
            [
              'Phone',
              aed.contactPhoneNumber && (
                <a href={`tel:${aed.contactPhoneNumber.replace(/[^\d+]/g, '')}`} className={link}>
                  {aed.contactPhoneNumber}
                </a>
              ),
            ],
            [
              'Email',
              aed.contactEmail && (
                <a href={`mailto:${aed.contactEmail}`} className={link}>
                  {aed.contactEmail}
                </a>
              ),
            ],
            ['Maintainer', aed.maintainer],
          ]}
        />
      </DetailCard>
      <DetailCard title="Location Details">
        <FieldList
          fields={[
            ['Address', aed.address],
            ['Postal code', aed.postalCode],
            ['City', aed.city && <Place value={aed.city} derived={aed.placeDerived} />],
            ['Country', aed.country],
            ['Municipality', aed.municipality && <Place value={aed.municipality} derived={aed.placeDerived} />],
            ['Coordinates', coordinates(aed)],
            ['Altitude', aed.altitude === null ? null : `${aed.altitude} m`],
          ]}
        />
      </DetailCard>
    </>
  );
}
