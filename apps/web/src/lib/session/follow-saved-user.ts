import { getSessionSnapshot, saveUser } from './session-store';

interface SavedUser {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
}

/**
 * The top bar shows the signed-in person's stored names: when a save changed their own record
 * (their profile, or an admin editing their own account), the stored names follow at once, named
 * as the identity provider names them in the next token (first and last name, else the display name).
 */
export function followSavedUser(saved: SavedUser): void {
  const current = getSessionSnapshot().user;
  if (!current || current.email.toLowerCase() !== saved.email.toLowerCase()) return;
  const fullName = [saved.firstName, saved.lastName].filter(Boolean).join(' ');
  saveUser({ ...current, firstName: saved.firstName ?? null, lastName: saved.lastName ?? null, name: fullName || saved.displayName || current.name });
}
