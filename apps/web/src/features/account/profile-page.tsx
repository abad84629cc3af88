import { PlaceholderPage } from '../../components/placeholder-page';

/** /profile (000 §2.7): filled by the profile feature. */
export function ProfilePage() {
  return <PlaceholderPage title="Profile" sentence="Your profile information, with an Edit Profile dialog, will be shown here." />;
}
