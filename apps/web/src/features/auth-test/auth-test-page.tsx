import { PlaceholderPage } from '../../components/placeholder-page';

/** /auth-test (000 §2.13): the token diagnostics page lands here. */
export function AuthTestPage() {
  return <PlaceholderPage title="Authentication Test" sentence="Buttons to test token validation, refresh and an API call will be here." />;
}
