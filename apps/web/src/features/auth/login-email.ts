import { STORAGE_KEYS } from '@aedatlas/contracts';

/** The email left by the registration dialog 'Go to Login' (000 §2.3); read once, then dropped. */
export function peekLoginEmail(): string {
  return localStorage.getItem(STORAGE_KEYS.loginEmail) ?? '';
}

export function forgetLoginEmail(): void {
  localStorage.removeItem(STORAGE_KEYS.loginEmail);
}
