import { STORAGE_KEYS } from '@aedatlas/contracts';
import { localStore } from '../../lib/browser-storage';

/** The email left by the registration dialog 'Go to Login' (000 §2.3); read once, then dropped. */
export function peekLoginEmail(): string {
  return localStore.getItem(STORAGE_KEYS.loginEmail) ?? '';
}

export function forgetLoginEmail(): void {
  localStore.removeItem(STORAGE_KEYS.loginEmail);
}

/** 'Go to Login' in the registration dialog: the login form starts with this email (000 §8). */
export function rememberLoginEmail(email: string): void {
  localStore.setItem(STORAGE_KEYS.loginEmail, email);
}
