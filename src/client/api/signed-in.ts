import { useSession } from '../session/session-store.ts';

/** Whether a player is signed in: game queries run only then. */
export function useSignedIn(): boolean {
  return useSession((s) => Boolean(s.user?.token));
}
