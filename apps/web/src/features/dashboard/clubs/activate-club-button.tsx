import { MESSAGES, type Club } from '@aedatlas/contracts';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../admin/resource/resource-messages';
import { useSetClubStatus } from './api/set-club-status';

/** The save's failure in the dialog; a 401 in the seeds' words (002 §8). */
const activateError = (error: unknown) =>
  error instanceof ApiError && error.status === 401 ? MESSAGES.unauthorizedLoginAgain : failureMessage(error, 'Failed to activate the club');

/**
 * 002 §4: a club that is not approved yet has an Activate action; after a confirmation it sets the
 * status to Approved (POST admin/Clubs/Status) and the list reloads without the button.
 */
export function ActivateClubButton({ club }: { club: Club }) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const activate = useSetClubStatus();
  if (club.clubStatusName === 'Approved') return null;
  const close = () => {
    setAsking(false);
    setError(null);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        aria-label={`Activate ${club.name}`}
        title="Activate"
        className="inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-lg px-2 font-medium text-green-800 hover:bg-green-50 hover:text-green-900"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className="h-5 w-5 flex-none">
          <circle cx="12" cy="12" r="9" />
          <path d="M8 12.5l2.5 2.5L16 9.5" />
        </svg>
        {/* An icon like its neighbours (edit, delete), so the table fits beside the sidebar; the word on wide screens. */}
        <span className="hidden 2xl:inline">Activate</span>
      </button>
      {asking &&
        createPortal(
          <ConfirmDialog
            title="Activate club"
            message={`Activate ${club.name}? Its status becomes Approved.`}
            confirmLabel="Activate"
            busyLabel="Activating..."
            busy={activate.isPending}
            error={error}
            onCancel={close}
            onConfirm={() => {
              setError(null);
              activate.mutate({ id: club.clubId, status: 'Approved' }, { onSuccess: close, onError: (e) => setError(activateError(e)) });
            }}
          />,
          document.body,
        )}
    </>
  );
}
