import type { RegisterForm } from '@aedatlas/contracts';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useReducer } from 'react';
import {
  REGISTRATION_STEPS,
  RegistrationError,
  runRegistration,
  type RegistrationDeps,
  type RegistrationEvent,
  type RegistrationStep,
} from './registration-flow';

export type StepStatus = 'pending' | 'active' | 'done' | 'failed';

export interface RegistrationProgress {
  steps: Record<RegistrationStep, StepStatus>;
  retry: { step: RegistrationStep; attempt: number; secondsLeft: number } | null;
}

type Action = RegistrationEvent | { type: 'reset' } | { type: 'failed'; step: RegistrationStep };

const initial = (): RegistrationProgress => ({
  steps: Object.fromEntries(REGISTRATION_STEPS.map(({ id }) => [id, 'pending'])) as Record<RegistrationStep, StepStatus>,
  retry: null,
});

function reduce(state: RegistrationProgress, action: Action): RegistrationProgress {
  switch (action.type) {
    case 'reset':
      return initial();
    case 'step':
      return { steps: { ...state.steps, [action.step]: 'active' }, retry: null };
    case 'retry':
      return { ...state, retry: { step: action.step, attempt: action.attempt, secondsLeft: action.secondsLeft } };
    case 'done':
      return { steps: { ...state.steps, [action.step]: 'done' }, retry: null };
    case 'failed': {
      // The step that failed; a step still marked active (when an earlier one is blamed) goes back.
      const steps = Object.fromEntries(
        Object.entries(state.steps).map(([id, status]) => [id, status === 'active' ? 'pending' : status]),
      ) as Record<RegistrationStep, StepStatus>;
      return { steps: { ...steps, [action.step]: 'failed' }, retry: null };
    }
  }
}

/** The multi-step registration as a mutation, with per-step progress for the screen. */
export function useRegistration(deps?: RegistrationDeps) {
  const [progress, dispatch] = useReducer(reduce, undefined, initial);
  const mutation = useMutation({
    mutationFn: (values: RegisterForm) => runRegistration(values, dispatch, deps),
    onMutate: () => dispatch({ type: 'reset' }),
    onError: (error) => {
      if (error instanceof RegistrationError) dispatch({ type: 'failed', step: error.step });
    },
  });
  const { reset: resetMutation } = mutation;
  const reset = useCallback(() => {
    dispatch({ type: 'reset' });
    resetMutation();
  }, [resetMutation]);
  const failure = mutation.error instanceof RegistrationError ? mutation.error : mutation.error ? new RegistrationError('account', 0, mutation.error.message) : null;
  return { ...mutation, progress, failure, reset };
}
