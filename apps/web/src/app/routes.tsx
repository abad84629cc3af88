import type { RouteObject } from 'react-router';
import { AdminDashboardPage } from '../features/admin/admin-dashboard-page';
import { IceContactsPage } from '../features/account/ice-contacts-page';
import { ProfilePage } from '../features/account/profile-page';
import { ForgotPasswordPage, RegisterPage, ResetPasswordPage } from '../features/auth/account-placeholders';
import { LoginPage } from '../features/auth/login-page';
import { LogoutPage } from '../features/auth/logout-page';
import { AuthTestPage } from '../features/auth-test/auth-test-page';
import { DashboardAedsPage } from '../features/dashboard/aeds-page';
import { DashboardHomePage } from '../features/dashboard/dashboard-home-page';
import { HelpCentersPage } from '../features/helpcenters/helpcenters-page';
import { AedDetailPage } from '../features/map/aed-detail-page';
import { MapPage } from '../features/map/map-page';
import { LandingPage } from '../features/public/landing-page';
import { NotFoundPage } from '../features/public/not-found-page';
import { TermsOfUsePage } from '../features/public/terms-of-use-page';
import { MapAccessGuard } from './guards/map-access-guard';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireLogin } from './guards/require-login';
import { AdaptiveLayout } from './layouts/adaptive-layout';
import { MemberLayout } from './layouts/member-layout';
import { PublicLayout } from './layouts/public-layout';

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
    children: [
      {
        element: <MemberLayout />,
        children: [
          { path: 'dashboard', element: <DashboardHomePage /> },
          { path: 'dashboard/aeds', element: <DashboardAedsPage /> },
          { path: 'dashboard/*', element: <NotFoundPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'ice-contacts', element: <IceContactsPage /> },
          { path: 'helpcenter', element: <HelpCentersPage /> },
          { path: 'auth-test', element: <AuthTestPage /> },
          { path: 'admin', element: <AdminDashboardPage /> },
          { path: 'admin/*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  {
    element: <MapAccessGuard />,
    children: [
      {
        element: <AdaptiveLayout />,
        children: [
          { path: 'map', element: <MapPage /> },
          { path: 'aed/:id', element: <AedDetailPage /> },
        ],
      },
    ],
  },
  { element: <AdaptiveLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
];
