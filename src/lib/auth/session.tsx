import type { User } from 'firebase/auth';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { readSessionHint, writeSessionHint } from './session-hint';

export interface Session {
  /** True until Firebase has told us whether someone is signed in. */
  loading: boolean;
  user: User | null;
  /** The `admin` custom claim of the current ID token; false when it cannot be read. */
  isAdmin: boolean;
}

interface State {
  /** Auth has reported (signed in or not). */
  known: boolean;
  user: User | null;
  isAdmin: boolean;
}

const UNKNOWN: State = { known: false, user: null, isAdmin: false };
let state: State = UNKNOWN;
const listeners = new Set<() => void>();
/**
 * Firebase Auth is loaded only when it is needed (docs/decisions/0012-fast-first-visit.md):
 * at once when this browser had a session the last time (a hint kept in
 * localStorage, mirrored on <html data-session> by index.html before the page
 * paints), otherwise when a screen asks for the truth with `useSession()`:
 * sign-in, member and admin screens. A visitor's public pages never download it.
 * `hadSession` is the hint (session-hint.ts), read once, when the page opens.
 */
const hadSession = readSessionHint();
let started = false;

function setState(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads Auth (once) and follows the signed-in user, recomputing the admin flag on every token change. */
function startAuth(): void {
  if (started) return;
  started = true;
  // (firebase-app.ts, imported only here: a visitor's page evaluates it only when it needs the session, and never Firestore.)
  Promise.all([import('../firebase-app').then(({ loadAuth }) => loadAuth()), import('firebase/auth')])
    .then(([auth, { onIdTokenChanged }]) => {
      onIdTokenChanged(auth, (user) => {
        writeSessionHint(user !== null);
        if (!user) {
          setState({ known: true, user: null, isAdmin: false });
          return;
        }
        user
          .getIdTokenResult()
          .then((token) => setState({ known: true, user, isAdmin: token.claims.admin === true }))
          .catch(() => setState({ known: true, user, isAdmin: false }));
      });
    })
    .catch((error: unknown) => {
      console.error(error);
      setState({ known: true, user: null, isAdmin: false });
    });
}

const getState = () => state;
/** Pages are prerendered before anyone signs in. */
const getServerState = () => UNKNOWN;

const VISITOR: Session = { loading: false, user: null, isAdmin: false };
const WAITING: Session = { loading: true, user: null, isAdmin: false };
let hint: { from: State; session: Session } | undefined;
/** The hint's snapshot: stable while the state is unchanged (useSyncExternalStore compares by identity). */
function getHint(): Session {
  if (!state.known) return hadSession ? WAITING : VISITOR;
  if (hint?.from !== state) hint = { from: state, session: { loading: false, user: state.user, isAdmin: state.isAdmin } };
  return hint.session;
}
/** Prerendered HTML shows a visitor's navigation; a member's is hidden by CSS until Auth reports. */
const getServerHint = () => VISITOR;

/**
 * The session once it is known, for an action a tap starts: at once in a browser that had no session (a visitor,
 * with no Auth loaded), else once Auth has reported. A handler reads it when it runs, not the session it was
 * rendered with: a tap made before the app had started is replayed onto what hydration rendered, which is the
 * server's visitor (index.html, decision 0037).
 */
export function sessionWhenKnown(): Promise<Session> {
  if (hadSession) startAuth();
  return new Promise((resolve) => {
    const known = () => {
      const session = getHint();
      if (session.loading) return false;
      resolve(session);
      return true;
    };
    if (known()) return;
    const unsubscribe = subscribe(() => {
      if (known()) unsubscribe();
    });
  });
}

/**
 * Starts Auth at once when this browser had a session; otherwise screens that
 * need it start it through `useSession()`.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (hadSession) startAuth();
  }, []);
  return <>{children}</>;
}

/**
 * The session, loading Firebase Auth if it is not loaded yet. For screens that
 * must know who is signed in: guards, sign-in, member and admin screens.
 */
export function useSession(): Session {
  const current = useSyncExternalStore(subscribe, getState, getServerState);
  useEffect(startAuth, []);
  return { loading: !current.known, user: current.user, isAdmin: current.isAdmin };
}

/**
 * The session as far as it is known without loading Auth, for public pages
 * (the navigation, /join's membership button, a tournament's Register Now): a
 * browser that had no session is a visitor until Auth (if a screen loads it)
 * says otherwise; one that had a session is `loading` until Auth has reported.
 * What a visitor is shown carries `hiddenForMembers` (session-hint.ts).
 */
export function useSessionHint(): Session {
  return useSyncExternalStore(subscribe, getHint, getServerHint);
}
