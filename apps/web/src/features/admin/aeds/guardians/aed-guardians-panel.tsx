import { GUARDIANS_PER_AED_MAX, guardianEmailSchema, type Guardian } from '@aedatlas/contracts';
import { useState } from 'react';
import { Badge } from '../../../../components/badge';
import { buttonClass } from '../../../../components/button-styles';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { FormAlert } from '../../../../components/form-alert';
import { TextField } from '../../../../components/form-fields';
import { formatDateTime } from '../../../../lib/format';
import { serverWordsOf } from '../../../../lib/http';
import { toastSuccess } from '../../../../lib/success-toast';
import { serverFieldErrors } from '../../../account/field-errors';
import { useAedGuardians, useChangeGuardians, type GuardianChange } from '../api/aed-guardians';

/** Who the guardian is: the member's name, or an address nobody has signed up with yet. */
export const guardianWho = (g: Pick<Guardian, 'name' | 'member'>) => g.name ?? (g.member ? 'Member (no name given)' : 'Invited, no account yet');

function AddGuardianForm({ aedId }: { aedId: string }) {
  const change = useChangeGuardians(aedId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  return (
    <form
      noValidate
      aria-label="Add a guardian"
      className="mt-3 max-w-xl space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = guardianEmailSchema.safeParse(email);
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        setError(undefined);
        change.mutate(
          { kind: 'assign', email: parsed.data },
          {
            onSuccess: () => {
              toastSuccess('Guardian added');
              setEmail('');
            },
            onError: (failure) => setError(serverFieldErrors(failure).email ?? serverWordsOf(failure, 'Failed to add the guardian')),
          },
        );
      }}
    >
      <TextField
        label="Guardian email"
        type="email"
        autoComplete="off"
        maxLength={320}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
        hint="A member with this address looks after the AED; an address without an account is invited by mail."
      />
      <button type="submit" className={buttonClass('secondary')} disabled={change.isPending}>
        {change.isPending ? 'Adding...' : 'Add guardian'}
      </button>
    </form>
  );
}

function GuardianRow({ guardian, busy, onChange, onRemove }: { guardian: Guardian; busy: boolean; onChange: (change: GuardianChange) => void; onRemove: () => void }) {
  const requested = guardian.status === 'requested';
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-all text-slate-900">{guardian.email}</span>
          <Badge tone={requested ? 'yellow' : 'green'}>{requested ? 'Asks to look after it' : 'Active'}</Badge>
        </p>
        <p className="text-slate-700">{guardianWho(guardian)}</p>
        <p className="text-slate-600">
          {requested
            ? `Asked ${formatDateTime(guardian.createdAt)}`
            : `Approved ${formatDateTime(guardian.approvedAt ?? guardian.createdAt)}${guardian.approvedBy ? ` by ${guardian.approvedBy}` : ''}`}
        </p>
      </div>
      <div className="flex flex-none flex-wrap gap-2">
        {requested ? (
          <>
            <button type="button" className={buttonClass('primary')} disabled={busy} aria-label={`Approve ${guardian.email}`} onClick={() => onChange({ kind: 'approve', guardianId: guardian.id })}>
              Approve
            </button>
            <button type="button" className={buttonClass('danger')} disabled={busy} aria-label={`Decline ${guardian.email}`} onClick={() => onChange({ kind: 'remove', guardianId: guardian.id })}>
              Decline
            </button>
          </>
        ) : (
          <button type="button" className={buttonClass('danger')} disabled={busy} aria-label={`Remove ${guardian.email}`} onClick={onRemove}>
            Remove
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * The AED's guardians on its edit page: who looks after it (members, or addresses invited to
 * become members) and who asks to; add by address, approve or decline a request, remove.
 */
export function AedGuardiansPanel({ aedId }: { aedId: string }) {
  const guardians = useAedGuardians(aedId);
  const change = useChangeGuardians(aedId);
  const [removing, setRemoving] = useState<Guardian | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const act = (next: GuardianChange, done: string) => {
    setFailure(null);
    change.mutate(next, { onSuccess: () => toastSuccess(done), onError: (error) => setFailure(serverWordsOf(error, 'The change could not be saved')) });
  };

  return (
    <section aria-labelledby="aed-guardians" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="aed-guardians" className="text-base font-semibold text-slate-900">
        Guardians
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The people who keep this AED ready and check it on the spot (at most {GUARDIANS_PER_AED_MAX}, requests included). Members can ask to look after it; you approve or decline here or in Guardian
        Requests.
      </p>
      <AddGuardianForm aedId={aedId} />
      {guardians.isPending && (
        <p role="status" className="mt-3 text-sm text-slate-600">
          Loading guardians...
        </p>
      )}
      {guardians.isError && (
        <div className="mt-3">
          <p role="alert" className="text-sm font-medium text-red-700">
            Failed to load guardians
          </p>
          <button type="button" className={buttonClass('secondary', 'mt-2')} onClick={() => void guardians.refetch()}>
            Try Again
          </button>
        </div>
      )}
      {failure && (
        <div className="mt-3">
          <FormAlert message={failure} />
        </div>
      )}
      {guardians.data &&
        (guardians.data.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No guardians yet.</p>
        ) : (
          <ul aria-label="Guardians of this AED" className="mt-2 divide-y divide-slate-100">
            {guardians.data.map((g) => (
              <GuardianRow
                key={g.id}
                guardian={g}
                busy={change.isPending}
                onChange={(next) => act(next, next.kind === 'approve' ? 'Request approved' : 'Request declined')}
                onRemove={() => {
                  change.reset();
                  setRemoving(g);
                }}
              />
            ))}
          </ul>
        ))}
      {removing && (
        <ConfirmDialog
          title="Remove guardian"
          message={`Remove ${removing.email} as a guardian of this AED? It leaves their My AEDs.`}
          confirmLabel="Remove"
          busyLabel="Removing..."
          busy={change.isPending}
          error={change.isError ? serverWordsOf(change.error, 'Failed to remove the guardian') : null}
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            change.mutate(
              { kind: 'remove', guardianId: removing.id },
              {
                onSuccess: () => {
                  toastSuccess('Guardian removed');
                  setRemoving(null);
                },
              },
            )
          }
        />
      )}
    </section>
  );
}
