import type { ProfileForm, User, UserUpdate } from '@aedatlas/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The body of PUT /api/user/{id} (000 §7): the whole record, as the seeds' client sends it, with
 * the edited names and phone. A display name that was just "first last" follows the new names.
 */
export function profileUpdateBody(user: User, values: ProfileForm): UserUpdate {
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const phone = values.phone.trim();
  const oldFullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const followsNames = !user.displayName || user.displayName === oldFullName;
  return {
    id: user.id,
    userType: user.userType,
    email: user.email,
    phone: phone || null,
    displayName: followsNames ? `${firstName} ${lastName}` : user.displayName,
    firstName,
    lastName,
    languageCode: user.languageCode,
    iceContacts: user.iceContacts,
  };
}

/** PUT /api/user/{id}. Silent: the profile screen shows its own success and failure toasts. */
export function updateProfile(user: User, values: ProfileForm): Promise<User> {
  return api.put<User>(`/api/user/${encodeURIComponent(user.id)}`, profileUpdateBody(user, values), { silent: true });
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: ({ user, values }: { user: User; values: ProfileForm }) => updateProfile(user, values) });
}
