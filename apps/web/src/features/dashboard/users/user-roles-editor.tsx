import type { LegacyUser } from '@aedatlas/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSession } from '../../../lib/session/use-session';
import { failureMessage } from '../../admin/resource/resource-messages';
import { resourceKeys } from '../../admin/resource/resource-queries';
import { changeRole, listRoles } from './api/legacy-users-api';
import { LEGACY_USERS_NAME } from './users-keys';

/** Roles nobody takes from a user here: USER always; ADMIN not from oneself (the server refuses too). */
function removable(role: string, user: LegacyUser, selfId: string | undefined): boolean {
  const name = role.toUpperCase();
  return name !== 'USER' && !(name === 'ADMIN' && user.id === selfId);
}

/**
 * The user's roles (002 §2, §6): assign one chosen from the existing roles, remove one after
 * confirming. The list reloads after each change, so the slide-over shows what the server holds.
 */
export function UserRolesEditor({ user }: { user: LegacyUser }) {
  const client = useQueryClient();
  const { user: self } = useSession();
  const selectId = useId();
  const roles = useQuery({ queryKey: ['admin', 'user-role', 'choices'], queryFn: ({ signal }) => listRoles(signal) });
  const held = user.userRoles.map((r) => r.role.name);
  const choices = (roles.data ?? []).map((r) => r.name).filter((name) => !held.some((h) => h.toUpperCase() === name.toUpperCase()));
  const [chosen, setChosen] = useState('');
  const [toRemove, setToRemove] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: ({ role, give }: { role: string; give: boolean }) => changeRole(user.id, role, give),
    onSuccess: async (_answer, { role, give }) => {
      setError(null);
      setChosen('');
      setToRemove(null);
      toast.success(give ? `Role ${role} assigned` : `Role ${role} removed`);
      await client.invalidateQueries({ queryKey: resourceKeys.all(LEGACY_USERS_NAME) });
      await client.invalidateQueries({ queryKey: ['admin', 'user-role'] });
    },
    onError: (e, { give }) => setError(failureMessage(e, give ? 'Failed to assign the role' : 'Failed to remove the role')),
  });

  return (
    <div className="space-y-3">
      <ul className="flex flex-wrap gap-2" aria-label="Roles of this user">
        {held.length === 0 && <li className="text-slate-600">No roles</li>}
        {held.map((role) => (
          <li key={role} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm font-medium text-slate-800">
            {role}
            {removable(role, user, self?.id) ? (
              <button
                type="button"
                className="inline-flex h-8 w-8 items-center justify-center rounded-full text-slate-600 hover:bg-red-50 hover:text-red-700"
                aria-label={`Remove role ${role}`}
                title="Remove"
                onClick={() => setToRemove(role)}
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : (
              <span className="w-2" />
            )}
          </li>
        ))}
      </ul>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (chosen) change.mutate({ role: chosen, give: true });
        }}
      >
        <div className="min-w-40 flex-1">
          <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-800">
            Role to assign
          </label>
          <select
            id={selectId}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            disabled={roles.isPending || choices.length === 0}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900"
          >
            <option value="">{roles.isPending ? 'Loading roles...' : roles.isError ? 'Roles could not be loaded' : choices.length ? 'Choose a role' : 'The user holds every role'}</option>
            {choices.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass('primary')} disabled={!chosen || change.isPending}>
          {change.isPending && change.variables?.give ? 'Assigning...' : 'Assign role'}
        </button>
      </form>
      {error && !toRemove && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {toRemove && (
        <ConfirmDialog
          title="Remove role"
          message={`Remove the role ${toRemove} from ${user.userName}?${toRemove.toUpperCase() === 'ADMIN' ? ' They lose administrator rights at once.' : ''}`}
          confirmLabel="Remove"
          busyLabel="Removing..."
          busy={change.isPending}
          error={error}
          onConfirm={() => change.mutate({ role: toRemove, give: false })}
          onCancel={() => {
            setToRemove(null);
            setError(null);
          }}
        />
      )}
    </div>
  );
}
