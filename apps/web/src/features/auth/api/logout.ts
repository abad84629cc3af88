import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOut } from '../../../lib/session/sign-out';

/** Logout for the user menu and /logout: revoke, clear, then the login screen (000 §4). */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => navigate('/login', { replace: true }),
  });
}
