import type { Aed } from '@aedatlas/contracts';
import { aedShortName } from './aed-names';
import { AedInfoCards } from './aed-info-cards';
import { AedMaintenanceCards } from './aed-maintenance-cards';
import { AedPicturesCard } from './aed-pictures-card';

/** The seven cards of 000 §2.10, two columns from tablet width up. */
export function AedDetailCards({ aed }: { aed: Aed }) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <AedInfoCards aed={aed} />
      <AedMaintenanceCards aed={aed} />
      <AedPicturesCard pictures={aed.pictures} name={aedShortName(aed)} />
    </div>
  );
}
