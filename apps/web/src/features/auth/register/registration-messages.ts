import { en } from '../../../i18n/en';
import { i18n } from '../../../i18n/i18n';
import type { RegistrationStep } from './registration-flow';

/** 000 §8, word for word (English; the screen shows it in the language on screen). */
export const REGISTRATION_SUCCESS = en.auth.register.success;

/** The resources' group of a step: the last two steps share the seeds' 'Registration Finalization Failed'. */
const GROUP = { account: 'account', tokens: 'tokens', profile: 'finalization', device: 'finalization' } as const;

/** The failure heading of each step, in English (000 §8). */
export const FAILURE_HEADINGS: Record<RegistrationStep, string> = {
  account: en.auth.register.failure.account,
  tokens: en.auth.register.failure.tokens,
  profile: en.auth.register.failure.finalization,
  device: en.auth.register.failure.finalization,
};

/** The failure heading of a step in the language on screen. */
export const failureHeading = (step: RegistrationStep) => i18n.t(`auth:register.failure.${GROUP[step]}`);

export const retryMessage = (secondsLeft: number) => i18n.t('auth:register.progress.retrying', { seconds: secondsLeft });

type CauseKey = '400' | '401' | '403' | '409' | '422' | '500' | '503' | 'network' | 'other';
const CAUSE_KEYS = new Set<string>(Object.keys(en.auth.register.causes.account));

function causeKey(status: number): CauseKey {
  if (status === 0 || status === 408 || status === 504) return 'network';
  if (status === 502 || status === 503) return '503';
  if (status >= 500) return '500';
  const key = String(status);
  return CAUSE_KEYS.has(key) ? (key as CauseKey) : 'other';
}

/**
 * The likely causes listed under a failure heading, by step and status (0: no response), in the
 * language on screen. The seeds name the statuses but not the wording (000 §8): the words are ours.
 */
export function failureCauses(step: RegistrationStep, status: number): string[] {
  const causes = i18n.t(`auth:register.causes.${GROUP[step]}.${causeKey(status)}`, { returnObjects: true });
  return Array.isArray(causes) ? causes.map(String) : [];
}
