import { onIdTokenChanged, type User } from 'firebase/auth';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { loadAuth } from '../firebase';

export interface Session {
  /** True until Firebase has told us whether someone is signed in. */
  loading: boolean;
  user: User | null;
  /** The `admin` custom claim of the current ID token; false when it cannot be read. */
  isAdmin: boolean;
}

const SessionContext = createContext<Session>({ loading: true, user: null, isAdmin: false });

/**
 * Follows the signed-in user and recomputes the admin flag from the ID token on
 * every session change (sign-in, sign-out, token refresh).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ loading: true, user: null, isAdmin: false });

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void loadAuth().then((auth) => {
      if (cancelled) return;
      unsubscribe = onIdTokenChanged(auth, (user) => {
        if (!user) {
          setSession({ loading: false, user: null, isAdmin: false });
          return;
        }
        user
          .getIdTokenResult()
          .then((token) => setSession({ loading: false, user, isAdmin: token.claims.admin === true }))
          .catch(() => setSession({ loading: false, user, isAdmin: false }));
      });
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
