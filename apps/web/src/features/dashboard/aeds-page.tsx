import { PlaceholderPage } from '../../components/placeholder-page';

/** /dashboard/aeds (000 §2.11): the AED locations table lands here. */
export function DashboardAedsPage() {
  return <PlaceholderPage title="AED Locations" sentence="A searchable, sortable table of all AEDs will be shown here." />;
}
