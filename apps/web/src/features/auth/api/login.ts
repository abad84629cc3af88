import { useMutation } from '@tanstack/react-query';
import { signIn, type SignInInput } from '../../../lib/session/sign-in';

/** Password login (000 §2.3). The screen shows failures in its own banner: no global toasts. */
export function useLogin() {
  return useMutation({ mutationFn: (input: SignInInput) => signIn(input) });
}
