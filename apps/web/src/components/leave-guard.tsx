import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type Blocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Every form on screen that may hold unsaved typing. The router consults only one blocker (the
 * one registered last), so a blocker asks whether any of them does: a dialog's form over a
 * page's form is guarded by the page's blocker.
 */
const forms = new Set<{ current: boolean }>();
const anyUnsaved = () => [...forms].some((form) => form.current);
let leavingOnPurpose = false;

/**
 * Runs `go` (a navigation after a save or a delete) without asking: what was typed is saved, or
 * the record is gone. The router consults its blocker before `navigate` returns.
 */
export function leaveWithoutAsking(go: () => void): void {
  leavingOnPurpose = true;
  try {
    go();
  } finally {
    leavingOnPurpose = false;
  }
}

export interface LeaveGuard {
  /** The question, while it is asked: render it. */
  dialog: ReactNode;
  /** For a Cancel or a close that is not a navigation (a panel, a dialog): asks first when there is unsaved typing. */
  confirmLeave: (leave: () => void) => void;
}

/**
 * `useLeaveGuard` without the router's blocker, for a dialog's form inside a page that has a
 * guard of its own (the page's blocker asks for both). Closing or reloading the tab asks too.
 */
export function useCloseGuard(unsaved: boolean): LeaveGuard {
  return useGuard(unsaved, null);
}

/**
 * Asks 'Leave without saving?' (Stay / Leave) before unsaved typing is thrown away: on a link,
 * Back or any other move to another page (React Router's blocker), through `confirmLeave` on a
 * Cancel or close that is not a navigation, and with the browser's own question when the tab is
 * closed or reloaded. `unsaved`: the form differs from what it loaded and is not being saved
 * (a save under way, or done, leaves without asking). One per page: dialogs use `useCloseGuard`.
 */
export function useLeaveGuard(unsaved: boolean): LeaveGuard {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => !leavingOnPurpose && currentLocation.pathname !== nextLocation.pathname && anyUnsaved());
  return useGuard(unsaved, blocker);
}

function useGuard(unsaved: boolean, blocker: Blocker | null): LeaveGuard {
  const { t } = useTranslation();
  const mine = useRef(unsaved);
  const [pending, setPending] = useState<(() => void) | null>(null);
  useLayoutEffect(() => {
    mine.current = unsaved;
  }, [unsaved]);
  useEffect(() => {
    const form = mine;
    forms.add(form);
    return () => void forms.delete(form);
  }, []);

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a text is set (none of them shows it).
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const confirmLeave = (leave: () => void) => (mine.current ? setPending(() => leave) : leave());
  const blocked = blocker?.state === 'blocked';
  const dialog =
    blocked || pending ? (
      <ConfirmDialog
        title={t('leaveGuard.title')}
        message={t('leaveGuard.message')}
        cancelLabel={t('leaveGuard.stay')}
        confirmLabel={t('leaveGuard.leave')}
        onCancel={() => {
          if (blocker?.state === 'blocked') blocker.reset();
          setPending(null);
        }}
        onConfirm={() => {
          if (blocker?.state === 'blocked') return blocker.proceed();
          setPending(null);
          pending?.();
        }}
      />
    ) : null;
  return { dialog, confirmLeave };
}
