import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAdmin } from '../features/admin/shell/require-admin';
import { IceContactsPage } from '../features/account/ice-contacts-page';
import { ProfilePage } from '../features/account/profile-page';
import { ForgotPasswordPage } from '../features/auth/forgot-password/forgot-password-page';
import { LoginPage } from '../features/auth/login-page';
import { LogoutPage } from '../features/auth/logout-page';
import { RegisterPage } from '../features/auth/register/register-page';
import { ResetPasswordPage } from '../features/auth/reset-password/reset-password-page';
import { AedDetailPage } from '../features/aed-detail/aed-detail-page';
import { AedsTablePage } from '../features/aeds/aeds-table-page';
import { AuthTestPage } from '../features/auth-test/auth-test-page';
import { DashboardHomePage } from '../features/dashboard/dashboard-home-page';
import { HelpCentersPage } from '../features/helpcenters/helpcenters-page';
import { MapPage } from '../features/map/map-page';
import { LandingPage } from '../features/public/landing-page';
import { NotFoundPage } from '../features/public/not-found-page';
import { TermsOfUsePage } from '../features/public/terms-of-use-page';
import { MapAccessGuard } from './guards/map-access-guard';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireLogin } from './guards/require-login';
import { Spinner } from '../components/spinner';
import { AdaptiveLayout } from './layouts/adaptive-layout';
import { MemberLayout } from './layouts/member-layout';
import { PublicLayout } from './layouts/public-layout';

const AdminConsole = lazy(() => import('./admin-console'));
// The member's notifications load when opened: the map's first load stays as small as it was.
const InboxPage = lazy(() => import('../features/notifications/inbox-page').then((m) => ({ default: m.InboxPage })));
const NotificationDetailPage = lazy(() => import('../features/notifications/notification-detail-page').then((m) => ({ default: m.NotificationDetailPage })));

function LazyPage({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}

function LazyConsole({ area = 'admin' }: { area?: 'admin' | 'dashboard' }) {
  return (
    <Suspense fallback={<ConsoleLoading />}>
      <AdminConsole area={area} />
    </Suspense>
  );
}

function ConsoleLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label="Loading the administration console..." />
    </div>
  );
}

/** The route table of 000 §2.1. A later feature replaces its placeholder element here. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { element: <RedirectIfSignedIn to="/dashboard" />, children: [{ index: true, element: <LandingPage /> }] },
      { element: <RedirectIfSignedIn to="/map" />, children: [{ path: 'login', element: <LoginPage /> }] },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'terms-of-use', element: <TermsOfUsePage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
    ],
  },
  {
    element: <RequireLogin />,
    handle: { session: 'required' },
    children: [
      {
        element: <MemberLayout />,
        children: [
          { path: 'dashboard', element: <DashboardHomePage /> },
          { path: 'dashboard/aeds', element: <AedsTablePage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'ice-contacts', element: <IceContactsPage /> },
          { path: 'notifications', element: <LazyPage><InboxPage /></LazyPage> },
          { path: 'notifications/:id', element: <LazyPage><NotificationDetailPage /></LazyPage> },
          { path: 'helpcenter', element: <HelpCentersPage /> },
          { path: 'auth-test', element: <AuthTestPage /> },
        ],
      },
    ],
  },
  {
    // Public unless the server runs with mapRequiresLogin (lib/session/page-access.ts).
    element: <MapAccessGuard />,
    handle: { session: 'map' },
    children: [
      // Full screen with its own header and bottom bar (no member frame); Leaflet loads lazily inside.
      { path: 'map', element: <MapPage /> },
      // The map for other sites' iframes: the only page that may be framed (server: plugins/web.ts).
      { path: 'embed', element: <MapPage embedded /> },
      {
        element: <AdaptiveLayout />,
        children: [
          { path: 'aed/:id', element: <AedDetailPage /> },
          { path: 'aeds', element: <AedsTablePage /> },
        ],
      },
    ],
  },
  // 001: the console, for the admin role only; a resource is registered in admin-resources.ts.
  {
    path: 'admin',
    element: <RequireAdmin />,
    handle: { session: 'required' },
    // `*` does not match /admin itself, so the index renders the console too.
    children: [
      { index: true, element: <LazyConsole /> },
      { path: '*', element: <LazyConsole /> },
    ],
  },
  // 002: the legacy dashboard's screens (/dashboard/ads...), in the console's shell, for admins only:
  // a member sees that administrator rights are needed. /dashboard and /dashboard/aeds stay theirs.
  {
    path: 'dashboard',
    element: <RequireAdmin />,
    handle: { session: 'required' },
    children: [{ path: '*', element: <LazyConsole area="dashboard" /> }],
  },
  { element: <AdaptiveLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
];
