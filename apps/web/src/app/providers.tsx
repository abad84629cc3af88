import { TOAST_AUTO_CLOSE_MS } from '@aedatlas/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { ServiceStatusBanner } from '../components/service-status-banner';
import { queryClient } from '../lib/query-client';

/** App-wide providers: the query cache, the toast area (top-right, 5 s: 000 §9), the outage banner. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ServiceStatusBanner />
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop closeOnClick />
    </QueryClientProvider>
  );
}
