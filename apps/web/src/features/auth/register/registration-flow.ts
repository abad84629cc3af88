import { REGISTRATION_RETRY, type RegisterForm, type User } from '@aedatlas/contracts';
import { currentLanguage } from '../../../i18n/i18n';
import { apiRequest } from '../../../lib/api-client';
import { checkInDevice } from '../../../lib/device/device-checkin';
import { ApiError } from '../../../lib/http';
import { queryClient } from '../../../lib/query-client';
import { passwordGrant } from '../../../lib/session/identity-client';
import { clearSession, saveTokens, saveUser } from '../../../lib/session/session-store';
import { userFromAccessToken, userFromProfile, type SessionUser } from '../../../lib/session/session-user';
import { registerAccount } from '../api/register';

/**
 * Registration (000 §4): create the account, obtain tokens with the password grant, store the
 * user, check the device in. Each step that fails for want of a network answer is tried again,
 * up to REGISTRATION_RETRY.attempts times, waiting 1 s, then 2 s (000 §9).
 */
export type RegistrationStep = 'account' | 'tokens' | 'profile' | 'device';

/** The steps in order; their names are in the resources (auth:register.progress.<id>). */
export const REGISTRATION_STEPS: { id: RegistrationStep }[] = [{ id: 'account' }, { id: 'tokens' }, { id: 'profile' }, { id: 'device' }];

export type RegistrationEvent =
  | { type: 'step'; step: RegistrationStep }
  | { type: 'retry'; step: RegistrationStep; attempt: number; secondsLeft: number }
  | { type: 'done'; step: RegistrationStep };

/** A failed step: `status` is the HTTP status, 0 when no answer came. */
export class RegistrationError extends Error {
  constructor(
    readonly step: RegistrationStep,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RegistrationError';
  }
}

export interface RegistrationDeps {
  /** Waits `ms`; tests pass a faster clock. */
  wait: (ms: number) => Promise<void>;
}

const realWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** No response at all: the only kind of failure another attempt can fix. */
export const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;

/** The wait before attempt `attempt + 1`: 1000 ms, 2000 ms, ... */
export const retryDelayMs = (attempt: number) => REGISTRATION_RETRY.baseDelayMs * 2 ** (attempt - 1);

async function withRetry<T>(
  step: RegistrationStep,
  run: (attempt: number) => Promise<T>,
  onEvent: (event: RegistrationEvent) => void,
  { wait }: RegistrationDeps,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(attempt);
    } catch (error) {
      if (!isNetworkError(error) || attempt >= REGISTRATION_RETRY.attempts) throw error;
      // Count down whole seconds so the person sees 'Retrying in 2s', then 'Retrying in 1s'.
      let left = retryDelayMs(attempt);
      while (left > 0) {
        onEvent({ type: 'retry', step, attempt, secondsLeft: Math.ceil(left / 1000) });
        const slice = left % 1000 || 1000;
        await wait(slice);
        left -= slice;
      }
      onEvent({ type: 'step', step });
    }
  }
}

function toRegistrationError(step: RegistrationStep, error: unknown): RegistrationError {
  if (error instanceof RegistrationError) return error;
  if (error instanceof ApiError) return new RegistrationError(step, error.status, error.message);
  return new RegistrationError(step, 0, error instanceof Error ? error.message : String(error));
}

async function runStep<T>(
  step: RegistrationStep,
  onEvent: (event: RegistrationEvent) => void,
  run: () => Promise<T>,
): Promise<T> {
  onEvent({ type: 'step', step });
  try {
    const result = await run();
    onEvent({ type: 'done', step });
    return result;
  } catch (error) {
    throw toRegistrationError(step, error);
  }
}

export async function runRegistration(
  values: RegisterForm,
  onEvent: (event: RegistrationEvent) => void = () => undefined,
  deps: RegistrationDeps = { wait: realWait },
): Promise<SessionUser> {
  const email = values.email.trim();
  // A request that got lost on the way back may still have created the account; the retry then
  // meets 409. Whether the account is ours, the password grant below tells.
  let mayBeOurs = false;

  await runStep('account', onEvent, () =>
    withRetry(
      'account',
      async (attempt) => {
        try {
          return await registerAccount({
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email,
            password: values.password,
            // The account's language is the one the person registered in ('en' or 'sl').
            language: currentLanguage(),
          });
        } catch (error) {
          if (attempt > 1 && error instanceof ApiError && error.status === 409) {
            mayBeOurs = true;
            return null;
          }
          throw error;
        }
      },
      onEvent,
      deps,
    ),
  );

  const tokens = await runStep('tokens', onEvent, async () => {
    try {
      const granted = await withRetry('tokens', () => passwordGrant(email, values.password), onEvent, deps);
      // Like a login without 'Remember me': the new session ends with the tab (README, choices).
      saveTokens(granted, false);
      return granted;
    } catch (error) {
      if (mayBeOurs && error instanceof ApiError && (error.status === 400 || error.status === 401)) {
        throw new RegistrationError('account', 409, 'An account with this email already exists');
      }
      throw error;
    }
  });

  const user = await runStep('profile', onEvent, async () => {
    try {
      const fromToken = userFromAccessToken(tokens.accessToken);
      const sessionUser =
        fromToken ??
        userFromProfile(await withRetry('profile', () => apiRequest<User>('/api/user/me', { silent: true }), onEvent, deps));
      saveUser(sessionUser);
      return sessionUser;
    } catch (error) {
      // Tokens without a user are no session: leave nothing half-stored behind.
      clearSession();
      throw error;
    }
  });
  // Whatever an earlier session in this tab cached about "me" is not this person.
  queryClient.removeQueries({ queryKey: ['user'] });

  // A failed check-in still counts as success (000 §4): checkInDevice never throws.
  await runStep('device', onEvent, () => checkInDevice());
  return user;
}
