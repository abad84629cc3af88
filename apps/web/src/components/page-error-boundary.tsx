import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonClass } from './button-styles';

/** What a page that failed to draw shows instead of itself: never the error or a stack trace. */
export function PageErrorFallback() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto my-10 max-w-lg rounded-lg border border-red-300 bg-red-50 px-5 py-4 text-red-900">
      <h1 className="text-lg font-semibold">{t('pageError.title')}</h1>
      <p className="mt-1 text-sm">{t('pageError.text')}</p>
      <button type="button" className={`${buttonClass('primary')} mt-4`} onClick={() => window.location.reload()}>
        {t('pageError.reload')}
      </button>
    </div>
  );
}

interface BoundaryProps {
  /** A new key (the next address) gives the page a fresh try: the sidebar still works after a failure. */
  resetKey: string;
  children: ReactNode;
}

class ErrorBoundary extends Component<BoundaryProps, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failedAt: string | null }) {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Logged for whoever opens the console; the person sees the fallback only.
    console.error('A page failed to draw:', error, info.componentStack);
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <PageErrorFallback />;
  }
}

/** Wraps a layout's page: a page that throws while drawing leaves the frame (menus, sidebar) usable. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}
