import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAdmin } from '../features/admin/shell/require-admin';
import { MapPage } from '../features/map/map-page';
import { MapAccessGuard } from './guards/map-access-guard';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireDispatch } from './guards/require-dispatch';
import { RequireLogin } from './guards/require-login';
import { Spinner } from '../components/spinner';
import { AdaptiveLayout } from './layouts/adaptive-layout';
import { pageOnDemand } from './page-on-demand';
import { MemberLayout } from './layouts/member-layout';
import { PublicLayout } from './layouts/public-layout';
import { RouteErrorPage } from './route-error-page';

const AdminConsole = lazy(() => import('./admin-console'));
// The member's notifications load when opened: the map's first load stays as small as it was.
const InboxPage = lazy(() => import('../features/notifications/inbox-page').then((m) => ({ default: m.InboxPage })));
const NotificationDetailPage = lazy(() => import('../features/notifications/notification-detail-page').then((m) => ({ default: m.NotificationDetailPage })));

/**
 * Account, sign-in and information pages load when first opened: /map, where a person in an
 * emergency lands, does not download their forms.
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] }) };
}

// Pages reached from the map, which must answer offline even when their code is not at hand.
const AedsTablePage = pageOnDemand(() => import('../features/aeds/aeds-table-page'), 'AedsTablePage', 'aeds:loadFailed');
const AedDetailPage = pageOnDemand(() => import('../features/aed-detail/aed-detail-page'), 'AedDetailPage', 'aedDetail:problem.failed');
const HelpCentersPage = pageOnDemand(() => import('../features/helpcenters/helpcenters-page'), 'HelpCentersPage', 'helpcenters:loadFailed');

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
const table: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { element: <RedirectIfSignedIn to="/dashboard" />, children: [{ index: true, ...lazyPage(() => import('../features/public/landing-page'), 'LandingPage') }] },
      { element: <RedirectIfSignedIn to="/map" followNext />, children: [{ path: 'login', ...lazyPage(() => import('../features/auth/login-page'), 'LoginPage') }] },
      { path: 'logout', ...lazyPage(() => import('../features/auth/logout-page'), 'LogoutPage') },
      { path: 'terms-of-use', ...lazyPage(() => import('../features/public/terms-of-use-page'), 'TermsOfUsePage') },
      { path: 'register', ...lazyPage(() => import('../features/auth/register/register-page'), 'RegisterPage') },
      { path: 'forgot-password', ...lazyPage(() => import('../features/auth/forgot-password/forgot-password-page'), 'ForgotPasswordPage') },
      { path: 'reset-password', ...lazyPage(() => import('../features/auth/reset-password/reset-password-page'), 'ResetPasswordPage') },
      { path: 'reminders/unsubscribe', ...lazyPage(() => import('../features/reminders/unsubscribe-page'), 'UnsubscribePage') },
    ],
  },
  {
    element: <RequireLogin />,
    handle: { session: 'required' },
    children: [
      {
        element: <MemberLayout />,
        children: [
          { path: 'dashboard', ...lazyPage(() => import('../features/dashboard/dashboard-home-page'), 'DashboardHomePage') },
          { path: 'dashboard/aeds', element: <AedsTablePage /> },
          { path: 'profile', ...lazyPage(() => import('../features/account/profile-page'), 'ProfilePage') },
          { path: 'ice-contacts', ...lazyPage(() => import('../features/account/ice-contacts-page'), 'IceContactsPage') },
          { path: 'notifications', element: <LazyPage><InboxPage /></LazyPage> },
          { path: 'notifications/:id', element: <LazyPage><NotificationDetailPage /></LazyPage> },
          { path: 'my-aeds', ...lazyPage(() => import('../features/guardians/my-aeds-page'), 'MyAedsPage') },
          { path: 'my-aeds/labels', ...lazyPage(() => import('../features/aed-check/labels/my-aed-labels-page'), 'MyAedLabelsPage') },
          { path: 'helpcenter', element: <HelpCentersPage /> },
          { path: 'auth-test', ...lazyPage(() => import('../features/auth-test/auth-test-page'), 'AuthTestPage') },
          // The dispatch view: the dispatch role or an admin, this page alone (the browser walks open it as an admin).
          { element: <RequireDispatch />, handle: { role: 'dispatch' }, children: [{ path: 'dispatch', ...lazyPage(() => import('../features/dispatch/dispatch-page'), 'DispatchPage') }] },
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
  // Where "Call 112" leads while the phone dials: for everyone, also where the map needs a login.
  { path: 'emergency', ...lazyPage(() => import('../features/emergency/emergency-screen'), 'EmergencyScreen') },
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
  {
    element: <AdaptiveLayout />,
    children: [
      // Where an AED's QR label leads: for everyone, also where the map needs a login.
      { path: 'c/:code', ...lazyPage(() => import('../features/aed-check/check-page'), 'CheckPage') },
      { path: '*', ...lazyPage(() => import('../features/public/not-found-page'), 'NotFoundPage') },
    ],
  },
];

/** Every branch has a friendly error page: the router's own shows a stack trace. */
export const routes: RouteObject[] = table.map((route) => ({ ...route, errorElement: <RouteErrorPage /> }));
