import { getSession, type Session } from './session';

/**
 * The `auth` half of the router context `{ queryClient, auth }`. Its getters read the session
 * store at call time, so a `beforeLoad` that runs right after sign-in already sees the new user.
 */
export interface AuthContext {
  readonly session: Session | null;
  readonly isAuthenticated: boolean;
}

export const auth: AuthContext = {
  get session() {
    return getSession();
  },
  get isAuthenticated() {
    return getSession() !== null;
  },
};
