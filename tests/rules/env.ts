import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  type DocumentData,
  type Query,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, it } from 'vitest';
import { useEmulatorEnv } from '../../scripts/lib/emulators';
import { RULES_PROJECT_ID, coverageUrls, type CoverageReport } from '../../scripts/lib/rule-coverage';

// Denied writes are what these tests expect; the SDK would log each one as a warning.
setLogLevel('error');

const [host = '', port = ''] = useEmulatorEnv().firestore.split(':');

/** The rules the emulator holds for the rules tests' project, read from its coverage report. */
async function loadedRules(): Promise<string | undefined> {
  try {
    const response = await fetch(coverageUrls(`${host}:${port}`).json);
    if (!response.ok) return undefined;
    return ((await response.json()) as CoverageReport).rules?.files?.[0]?.content;
  } catch {
    return undefined;
  }
}

/**
 * A rules test environment on the running Firestore emulator, with the project's rules.
 * Its own project id keeps the Cloud Functions triggers (registered for the app's
 * project) from firing on rules fixtures, and gives the coverage gate a clean report.
 * Loading rules resets the emulator's coverage, so they are loaded only when the
 * emulator does not hold them yet: coverage then adds up over every test file.
 */
export async function rulesEnvironment(): Promise<RulesTestEnvironment> {
  const rules = readFileSync('firestore.rules', 'utf8');
  // The coverage report grows with every evaluation (tens of MB once the card rules are
  // tested): read it once per rules text and emulator, then trust a marker file. The
  // emulator loads firestore.rules itself at start and on every change of the file.
  const key = createHash('sha256').update(`${host}:${port}\n${rules}`).digest('hex');
  const checked = existsSync(RULES_MARKER) && readFileSync(RULES_MARKER, 'utf8') === key;
  const current = checked ? rules : await loadedRules();
  const env = await initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { ...(current === rules ? {} : { rules }), host, port: Number(port) },
  });
  if (!checked) {
    mkdirSync('reports', { recursive: true });
    writeFileSync(RULES_MARKER, key);
  }
  return env;
}

/** Where rulesEnvironment notes the rules text it found loaded (reports/ is ignored). */
const RULES_MARKER = 'reports/.rules-loaded';

export const ADMIN_UID = 'admin-1';
export const MEMBER_UID = 'member-1';
export const OTHER_UID = 'member-2';
export const MEMBER_EMAIL = 'member-1@example.com';

/** The kinds of caller every collection is tested with. */
export function callers(env: RulesTestEnvironment) {
  return {
    visitor: env.unauthenticatedContext().firestore(),
    member: env.authenticatedContext(MEMBER_UID, { email: MEMBER_EMAIL }).firestore(),
    other: env.authenticatedContext(OTHER_UID, { email: 'member-2@example.com' }).firestore(),
    admin: env.authenticatedContext(ADMIN_UID, { admin: true, email: 'admin-1@example.com' }).firestore(),
    // A member who forged an `admin` claim of the wrong type is still not an admin.
    fakeAdmin: env.authenticatedContext('member-3', { admin: 'true', email: 'member-3@example.com' }).firestore(),
  };
}
export type Callers = ReturnType<typeof callers>;
/** A client Firestore as the rules test contexts hand it out. */
export type Db = Callers['visitor'];

/** The four callers of every access table: a visitor, the member, another member, an admin. */
export type Who = 'visitor' | 'member' | 'other' | 'admin';
const EVERYONE: Who[] = ['visitor', 'member', 'other', 'admin'];

/** Rows for `it.each`: every caller with whether it may do the operation. */
export function table(allowed: Who[]): [Who, boolean][] {
  return EVERYONE.map((who) => [who, allowed.includes(who)]);
}

/** Asserts that the operation is allowed (resolves) or denied (PERMISSION_DENIED). */
export async function expectAccess(operation: Promise<unknown>, allowed: boolean): Promise<void> {
  if (allowed) await assertSucceeds(operation);
  else await assertFails(operation);
}

export const allow = (operation: Promise<unknown>) => assertSucceeds(operation);
export const deny = (operation: Promise<unknown>) => assertFails(operation);

export const at = (iso: string) => Timestamp.fromDate(new Date(iso));
export const daysFromNow = (days: number) => Timestamp.fromMillis(Date.now() + days * 86_400_000);

/**
 * Registers the per-file lifecycle: one environment, and before every test (or,
 * with reset 'once', before the file's first) an empty database holding just
 * `fixtures` (path -> data, written past the rules).
 */
export function useRules(
  fixtures: () => Record<string, DocumentData>,
  reset: 'each' | 'once' = 'each',
): { as: () => Callers; env: () => RulesTestEnvironment; withoutRules: (write: (db: Db) => Promise<unknown>) => Promise<void> } {
  let environment: RulesTestEnvironment | undefined;
  let as: Callers | undefined;
  beforeAll(async () => {
    environment = await rulesEnvironment();
    as = callers(environment);
  });
  afterAll(async () => environment?.cleanup());
  (reset === 'each' ? beforeEach : beforeAll)(async () => {
    const current = environment;
    if (!current) throw new Error('rules environment not initialised');
    await current.clearFirestore();
    await current.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      await Promise.all(Object.entries(fixtures()).map(([path, data]) => setDoc(doc(db, path), data)));
    });
  });
  const get = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('rules environment not initialised');
    return value;
  };
  /** Writes past the rules, as the Admin SDK, the console or an import would. */
  const withoutRules = (write: (db: Db) => Promise<unknown>) =>
    get(environment).withSecurityRulesDisabled(async (ctx) => {
      await write(ctx.firestore());
    });
  return { as: () => get(as), env: () => get(environment), withoutRules };
}

export interface Access {
  get: Who[];
  list: Who[];
  create: Who[];
  update: Who[];
  delete: Who[];
}

export interface AccessSpec {
  /** An existing fixture document: read, updated and deleted. */
  path: string;
  /** Where a new document is created. */
  newPath: string;
  /** The list query each caller runs (default: the whole collection of `path`). */
  list?: (db: Db) => Query;
  /** A valid new document, and a valid change to the fixture. */
  create: () => DocumentData;
  update: () => DocumentData;
  allowed: Access;
}

/** The standard table: visitor, member, another member and admin for get, list, create, update and delete. */
export function accessTable(as: () => Callers, spec: AccessSpec): void {
  const parent = spec.path.split('/').slice(0, -1).join('/');
  const list = spec.list ?? ((db: Db) => query(collection(db, parent)));
  it.each(table(spec.allowed.get))('get as %s: allowed %s', async (who, ok) => {
    await expectAccess(getDoc(doc(as()[who], spec.path)), ok);
  });
  it.each(table(spec.allowed.list))('list as %s: allowed %s', async (who, ok) => {
    await expectAccess(getDocs(list(as()[who])), ok);
  });
  it.each(table(spec.allowed.create))('create as %s: allowed %s', async (who, ok) => {
    await expectAccess(setDoc(doc(as()[who], spec.newPath), spec.create()), ok);
  });
  it.each(table(spec.allowed.update))('update as %s: allowed %s', async (who, ok) => {
    await expectAccess(updateDoc(doc(as()[who], spec.path), spec.update()), ok);
  });
  it.each(table(spec.allowed.delete))('delete as %s: allowed %s', async (who, ok) => {
    await expectAccess(deleteDoc(doc(as()[who], spec.path)), ok);
  });
  it('refuses a forged non-boolean admin claim every write', async () => {
    await deny(setDoc(doc(as().fakeAdmin, spec.newPath), spec.create()));
    await deny(updateDoc(doc(as().fakeAdmin, spec.path), spec.update()));
    await deny(deleteDoc(doc(as().fakeAdmin, spec.path)));
  });
}

/** Written by Cloud Functions only: no client writes, admins included. */
export const FUNCTIONS_ONLY = { create: [], update: [], delete: [] } satisfies Omit<Access, 'get' | 'list'>;
export const ANYONE: Who[] = ['visitor', 'member', 'other', 'admin'];
/** Public content an admin keeps: anyone reads it, only an admin writes it. */
export const ADMIN_KEPT: Access = { get: ANYONE, list: ANYONE, create: ['admin'], update: ['admin'], delete: ['admin'] };

type Overrides = Record<string, unknown>;

export interface AdminCreateSpec {
  /** Where the admin creates the document. */
  path: string;
  /** A valid new document with `overrides` laid over it (bad values included). */
  build: (overrides: Overrides) => DocumentData;
  /** The document named in the tests' names: "refuses an admin creating <what> with …". */
  what: string;
  /** A document at the limits the rules must accept: [how the test names it, the overrides that make it]. */
  accepted?: [name: string, overrides: Overrides];
  /** What the rules must refuse: [what is wrong, the overrides that make it wrong], one test a row. */
  refused: [name: string, overrides: Overrides][];
}

/** An admin creating `what` at `path`: the document at the limits is allowed, each refused row is denied. */
export function adminCreates(as: () => Callers, spec: AdminCreateSpec): void {
  const create = (overrides: Overrides) => setDoc(doc(as().admin, spec.path), spec.build(overrides));
  const { accepted } = spec;
  if (accepted) {
    it(`lets an admin create ${spec.what} ${accepted[0]}`, async () => {
      await allow(create(accepted[1]));
    });
  }
  it.each(spec.refused)(`refuses an admin creating ${spec.what} with %s`, async (_name, overrides) => {
    await deny(create(overrides));
  });
}

export interface AdminKeptSpec extends Omit<AccessSpec, 'create' | 'allowed'>, Omit<AdminCreateSpec, 'path'> {
  /** What the access table's new document (built by `build`) changes. */
  create: Overrides;
}

/**
 * A collection of public content an admin keeps (ADMIN_KEPT): the standard access
 * table, then what the rules accept and refuse of an admin creating at `newPath`.
 */
export function adminKept(as: () => Callers, { build, what, accepted, refused, create, ...access }: AdminKeptSpec): void {
  accessTable(as, { ...access, create: () => build(create), allowed: ADMIN_KEPT });
  adminCreates(as, { path: access.newPath, build, what, accepted, refused });
}

/** A text field's length limit in the rules: at most `max` characters, at least one when `required`. */
export interface TextLimit {
  max: number;
  required?: boolean;
  /** How the tests' names call the field (default: its name). */
  label?: string;
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** The refused rows of text limits: "an empty <label>" (required fields) and "a <label> over <max> characters". */
export function textRefused(limits: Record<string, TextLimit>): [name: string, overrides: Overrides][] {
  return Object.entries(limits).flatMap(([field, { max, required = false, label = field }]) => [
    ...(required ? [[`an empty ${label}`, { [field]: '' }] as [string, Overrides]] : []),
    [`${article(label)} ${label} over ${max} characters`, { [field]: 'x'.repeat(max + 1) }] as [string, Overrides],
  ]);
}

/** The longest text each field accepts (`max` characters), for a document at the limits. */
export function textAtLimits(limits: Record<string, TextLimit>): Overrides {
  return Object.fromEntries(Object.entries(limits).map(([field, { max }]) => [field, 'x'.repeat(max)]));
}

/** What an admin may not write on an event: the counts the registration callables keep. */
export const COUNTS_OF_ITS_OWN: [name: string, overrides: Overrides][] = [
  ['a registered count of its own', { registeredCount: 1 }],
  ['a waiting list of its own', { waitlistCount: 1 }],
];
