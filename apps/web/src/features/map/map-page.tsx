import { PlaceholderPage } from '../../components/placeholder-page';

/** /map (000 §2.9): the full-screen AED map replaces this with the map feature. */
export function MapPage() {
  return <PlaceholderPage title="AED Map" sentence="The map of all registered defibrillators, with search, will be shown here." />;
}
