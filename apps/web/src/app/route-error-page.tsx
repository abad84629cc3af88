import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { PageErrorFallback } from '../components/page-error-boundary';

/**
 * What the router shows when a layout or guard itself fails to draw (the layouts' own boundary
 * catches the pages): a friendly way back, the error in the console, never a stack trace on screen.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error('A screen failed to draw:', error), [error]);
  return (
    <main id="main" className="px-4">
      <PageErrorFallback />
    </main>
  );
}
