import type { ReactNode } from 'react';
import { Banner } from './banner';

/** The green counterpart of AlertBanner. */
export function SuccessBanner({ children }: { children: ReactNode }) {
  return <Banner tone="success">{children}</Banner>;
}
