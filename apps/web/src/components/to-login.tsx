import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from '../lib/session/return-path';

/** Sends a signed-out person to /login, which brings them back here once signed in. */
export function ToLogin() {
  const location = useLocation();
  return <Navigate to={loginPathFor(location)} replace />;
}
