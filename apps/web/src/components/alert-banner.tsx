import type { ReactNode } from 'react';
import { Banner } from './banner';

/** The red error banner (000 §2.3). */
export function AlertBanner({ children }: { children: ReactNode }) {
  return <Banner tone="alert">{children}</Banner>;
}
