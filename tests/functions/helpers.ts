/**
 * Shared helpers for the functions tests, which run inside
 * `firebase emulators:exec` against the real Auth, Firestore and Functions
 * emulators of project demo-clubhouse. No Firebase code is mocked: members are
 * real Auth users, callables are called over the callable protocol with real
 * ID tokens, and triggers are observed by polling the documents they write.
 */
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { CallableName } from '@/lib/schemas/callables';
import { collections, type CollectionName, type DocOf } from '@/lib/schemas/collections';
import { callableUrl, signInWithPassword, useEmulatorEnv, wipeEmulators } from '../../scripts/lib/emulators';
import { PROJECT_ID } from '../../scripts/lib/run';
import type { ProfileDoc } from '@/lib/schemas/profile';
import { parseStored } from '@/lib/schemas/stored';
import type { TeamDoc } from '@/lib/schemas/team';
import { daysFromNow, profileFor as buildProfile, teamFor } from '../support/builders';

export { PROJECT_ID };
const hosts = useEmulatorEnv();
const FUNCTIONS = hosts.functions;

const APP_NAME = 'functions-tests';
const app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp({ projectId: PROJECT_ID }, APP_NAME);

/** The Admin SDK on the emulators: for arranging data and checking what functions did. */
export const db = getFirestore(app);
export const auth = getAuth(app);
export const closeAdmin = () => deleteApp(app);

/**
 * Deletes every document and every Auth account of the project (the emulator
 * client's wipe, which waits out the 409 a trigger's open transaction causes).
 */
export const clearAll = () => wipeEmulators(PROJECT_ID);

export const PASSWORD = 'test-password';

export interface TestUser {
  uid: string;
  email: string;
  token: string;
}

/** Signs in through the Auth emulator's REST API and returns a fresh ID token (claims included). */
export const signIn = (email: string, password = PASSWORD) => signInWithPassword(email, password);

/** A complete profile as sign-up would create it (status pending, fee unpaid), checked by the profiles schema. */
export function profileFor(uid: string, email: string, overrides: Partial<ProfileDoc> = {}): ProfileDoc {
  return buildProfile(email, { fullName: `Member ${uid}`, ...overrides });
}

export { teamFor };

export async function makeTeam(id: string, overrides: Partial<TeamDoc> = {}): Promise<void> {
  await db.doc(`teams/${id}`).set(teamFor(id, overrides));
}

export interface UserOptions {
  admin?: boolean;
  /** Write a profile (default true); an object overrides profile fields. */
  profile?: boolean | Partial<ProfileDoc>;
}

/** Creates an Auth user (optionally admin, via the claim and its roles mirror) with a profile, signed in. */
export async function createUser(uid: string, options: UserOptions = {}): Promise<TestUser> {
  const email = `${uid}@example.com`;
  await auth.createUser({ uid, email, password: PASSWORD, displayName: `Member ${uid}` });
  if (options.admin) {
    await auth.setCustomUserClaims(uid, { admin: true });
    await db.doc(`roles/${uid}`).set({ admin: true });
  }
  if (options.profile !== false) {
    const overrides = typeof options.profile === 'object' ? options.profile : {};
    await db.doc(`profiles/${uid}`).set(profileFor(uid, email, overrides));
  }
  return { uid, email, token: await signIn(email) };
}

/** What a callable answered: its result, or the error code (lower case, e.g. `already-exists`) and message. */
export type CallOutcome = { ok: true; data: unknown } | { ok: false; code: string; message: string };

/**
 * Calls a callable function as the app's `httpsCallable` does (POST `{data}`),
 * as `token`'s user or, without a token, as a visitor.
 */
export async function call(name: CallableName, data: unknown, token?: string): Promise<CallOutcome> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(callableUrl(name, FUNCTIONS), {
    method: 'POST',
    headers,
    body: JSON.stringify({ data }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    result?: unknown;
    error?: { status?: string; message?: string };
  };
  if (response.ok && !body.error) return { ok: true, data: body.result };
  const status = body.error?.status ?? `HTTP_${response.status}`;
  return { ok: false, code: status.toLowerCase().replace(/_/g, '-'), message: body.error?.message ?? '' };
}

/** Polls `read` until `accept` holds (triggers run about 1-2 s after a write); returns the last value. */
export async function waitFor<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  { timeoutMs = 15_000, what = 'the expected state' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!accept(value)) {
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; last value: ${JSON.stringify(value)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
    value = await read();
  }
  return value;
}

/** The data of a document, or undefined when it does not exist. */
export async function read(path: string): Promise<Record<string, unknown> | undefined> {
  return (await db.doc(path).get()).data();
}

/**
 * A document parsed by its collection's schema (Timestamps as Dates), or
 * undefined when it does not exist: what the functions wrote must match the
 * shape the app reads. Throws, naming the document, when it does not.
 */
export async function readAs<K extends CollectionName>(name: K, path: string): Promise<DocOf<K> | undefined> {
  const snap = await db.doc(path).get();
  return snap.exists ? (parseStored(collections[name].doc, snap.data(), path) as DocOf<K>) : undefined;
}

/** A date `days` from now (negative: in the past). */
export { daysFromNow };
