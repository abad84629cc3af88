import { PlaceholderPage } from '../../components/placeholder-page';

/** /ice-contacts (000 §2.8): filled by the ICE contacts feature. */
export function IceContactsPage() {
  return <PlaceholderPage title="ICE Contacts" sentence="The people to contact in case of emergency will be listed and managed here." />;
}
