import { PlaceholderPage } from '../../components/placeholder-page';

/** /admin (001): the administration console's home lands here. */
export function AdminDashboardPage() {
  return <PlaceholderPage title="Admin Dashboard" sentence="The administration console for AEDs, users, notifications and statistics will be here." />;
}
