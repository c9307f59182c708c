import { useEffect } from 'react';
import type { ApiError } from '@resort/shared';
import { UNAUTHORIZED, redirectToSignIn } from './sign-in-redirect';

/** A guest is sent to sign in and back to `path`; true while that happens. */
export function useGuestRedirect(error: ApiError | null, path: string): boolean {
  const guest = error?.status === UNAUTHORIZED;
  useEffect(() => {
    if (guest) redirectToSignIn(path);
  }, [guest, path]);
  return guest;
}
