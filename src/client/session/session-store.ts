import { create } from 'zustand';
import type { SessionUser } from '../../contract/views.ts';

interface SessionState {
  /** The signed-in user, or null when signed out. */
  user: SessionUser | null;
  /** Whether the session has been asked of the server at least once. */
  loaded: boolean;
  setUser: (user: SessionUser | null) => void;
  /** Empties the session (sign out, or a 401). */
  clear: () => void;
}

/** The session: logged in when it holds a user (product-spec section 4). */
export const useSession = create<SessionState>()((set) => ({
  user: null,
  loaded: false,
  setUser: (user) => set({ user, loaded: true }),
  clear: () => set({ user: null, loaded: true }),
}));

/** Whether a user with a non-empty token is held. */
export function hasToken(): boolean {
  return Boolean(useSession.getState().user?.token);
}
