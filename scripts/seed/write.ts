/**
 * Writing the season into the emulators with the Admin SDK: clearing what a
 * previous seed left, creating Auth accounts, and bulk-writing documents.
 * Only ever against the emulators of a `demo-` project.
 */
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { setAdminClaim } from '../../functions/src/members/admin-claim';
import { useEmulatorEnv, wipeEmulators } from '../lib/emulators';
import type { Doc, SeedAccount, SeedSource, SubDoc } from './types';

const APP_NAME = 'clubhouse-seed';

/** Points the Admin SDK at the local emulators (firebase.json's ports) unless told otherwise. */
export const useEmulators = useEmulatorEnv;

/** Throws unless the project id is a demo project (which can only ever live in the emulators). */
export function assertDemoProject(projectId: string): void {
  if (!projectId.startsWith('demo-')) {
    throw new Error(
      `Refusing to seed project "${projectId}": the seed only writes to emulator projects whose id starts with "demo-" ` +
        '(e.g. demo-clubhouse). Unset GCLOUD_PROJECT or pass a demo- project id.',
    );
  }
}

export interface Target {
  app: App;
  db: Firestore;
  auth: Auth;
  close: () => Promise<void>;
}

/** A private Admin SDK app for the seed, so it never reuses or disturbs a caller's app. */
export function connect(projectId: string): Target {
  assertDemoProject(projectId);
  useEmulators();
  const existing = getApps().find((a) => a.name === APP_NAME);
  const app = existing ?? initializeApp({ projectId }, APP_NAME);
  return { app, db: getFirestore(app), auth: getAuth(app), close: () => deleteApp(app) };
}

/** Deletes every Firestore document and every Auth account of the project (emulator REST API). */
export async function clearEmulators(projectId: string): Promise<void> {
  assertDemoProject(projectId);
  await wipeEmulators(projectId);
}

/** Runs `task` over `items` with at most `limit` in flight. */
export async function pool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Runs `task` over `items` with at most `limit` in flight and never two that
 * share a key (earlier items first). The seed keys each write by the documents
 * its transactions will write: the Firestore emulator resolves two
 * transactions that read and then write the same document by timing one out
 * (seconds each), while transactions on different documents run in parallel.
 */
export function keyedPool<T>(
  items: readonly T[],
  limit: number,
  keysOf: (item: T) => readonly string[],
  task: (item: T) => Promise<unknown>,
): Promise<void> {
  const pending = [...items];
  const busy = new Set<string>();
  let running = 0;
  let failed = false;
  return new Promise<void>((resolve, reject) => {
    const launch = () => {
      if (failed) return;
      if (pending.length === 0 && running === 0) {
        resolve();
        return;
      }
      for (let i = 0; i < pending.length && running < limit;) {
        const item = pending[i] as T;
        const keys = keysOf(item);
        if (keys.some((k) => busy.has(k))) {
          i += 1;
          continue;
        }
        pending.splice(i, 1);
        for (const k of keys) busy.add(k);
        running += 1;
        task(item).then(
          () => {
            for (const k of keys) busy.delete(k);
            running -= 1;
            launch();
          },
          (error: unknown) => {
            failed = true;
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }
    };
    launch();
  });
}

/** Creates the Auth accounts (stable uids); admins get the claim the way `npm run grant-admin` gives it. */
export async function createAccounts(auth: Auth, db: Firestore, accounts: readonly SeedAccount[]): Promise<void> {
  await pool(accounts, 24, ({ uid, email, password, displayName }) =>
    auth.createUser({ uid, email, password, displayName, emailVerified: true }),
  );
  await pool(
    accounts.filter((a) => a.admin),
    4,
    ({ uid }) => setAdminClaim(auth, db, uid, true),
  );
}

export interface Write {
  path: string;
  data: DocumentData;
}

const top = <T extends object>(collection: string, docs: readonly Doc<T>[]): Write[] =>
  docs.map(({ id, data }) => ({ path: `${collection}/${id}`, data }));
const sub = <T extends object>(parent: string, collection: string, docs: readonly SubDoc<T>[]): Write[] =>
  docs.map(({ parentId, id, data }) => ({ path: `${parent}/${parentId}/${collection}/${id}`, data }));

/**
 * The day on which events already played were open for registration: the
 * seed registers their players first, then moves them to their real date and
 * marks them completed, as the season would have happened.
 */
export function registrationDay(today: Date): Date {
  return new Date(today.getTime() + 30 * 24 * 60 * 60 * 1000);
}

const openEvent = <T extends { status: string; date: Date }>(data: T, open: Date) => ({
  ...data,
  date: data.status === 'upcoming' ? data.date : open,
  status: 'upcoming',
  registeredCount: 0,
  waitlistCount: 0,
});

/** An event as entered before its day of play is set up: without its course (dayOfPlaySetup). */
const withoutCourse = (data: object) => Object.fromEntries(Object.entries(data).filter(([field]) => field !== 'courseId'));

/**
 * What members and admins enter first: profiles (the functions derive each
 * member's card), events and content. Counters start at 0 and played events
 * are still open. Teams and team memberships follow once the cards exist.
 */
export function profileAndContentDocuments(source: SeedSource, today: Date): Write[] {
  const open = registrationDay(today);
  return [
    ...top('profiles', source.profiles),
    ...top('courses', source.courses),
    // An event's day of play is set up once its registrations are in (dayOfPlaySetup);
    // groups are published once drawn (groupWrites, publishedGroups).
    ...top(
      'tournaments',
      source.tournaments.map(({ id, data }) => ({
        id,
        data: { ...withoutCourse(openEvent(data, open)), groupsPublished: false },
      })),
    ),
    ...top(
      'par3Events',
      source.par3Events.map(({ id, data }) => ({ id, data: withoutCourse(openEvent(data, open)) })),
    ),
    ...sub(
      'par3Events',
      'teeTimes',
      source.teeTimes.map((t) => ({ ...t, data: { ...t.data, currentParticipants: 0 } })),
    ),
    ...top('news', source.news),
    ...top('sponsors', source.sponsors),
    ...top('heroSlides', source.heroSlides),
    ...top('pageContent', source.pageContent),
  ];
}

/** The teams as an admin creates them (the functions keep memberCount and totalPoints). */
export function teamDocuments(source: SeedSource): Write[] {
  return top(
    'teams',
    source.teams.map(({ id, data }) => ({ id, data: { ...data, totalPoints: 0, memberCount: 0 } })),
  );
}

/** One member joining a team. */
export function teamMemberWrite(member: SeedSource['teamMembers'][number]): Write {
  return { path: `teamMembers/${member.id}`, data: member.data };
}

/**
 * An admin sets each event's course for its day of play once its registrations
 * are in (merged into the documents; the tee and allowance were entered with
 * the event). The functions then make the whole field's cards at once, where a
 * course set before the registrations would have them reconcile the field on
 * each one.
 */
export function dayOfPlaySetup(source: SeedSource): Write[] {
  const setUp = (collection: string, docs: readonly Doc<{ courseId?: string | null }>[]) =>
    docs.filter((d) => d.data.courseId).map(({ id, data }) => ({ path: `${collection}/${id}`, data: { courseId: data.courseId } }));
  return [...setUp('tournaments', source.tournaments), ...setUp('par3Events', source.par3Events)];
}

/** Played events back on their real date, completed (merged into the documents). */
export function closedEvents(source: SeedSource): Write[] {
  const played = <T extends { status: string; date: Date }>(collection: string, docs: readonly Doc<T>[]) =>
    docs
      .filter((d) => d.data.status === 'completed')
      .map(({ id, data }) => ({ path: `${collection}/${id}`, data: { date: data.date, status: data.status } }));
  return [...played('tournaments', source.tournaments), ...played('par3Events', source.par3Events)];
}

/** The groups an admin draws for today's tournament, once its registrations are in. */
export function groupWrites(source: SeedSource): Write[] {
  return sub('tournaments', 'groups', source.tournamentGroups);
}

/** The admin publishes the drawn groups (merged into the tournaments; the functions give each card its group and marker). */
export function publishedGroups(source: SeedSource): Write[] {
  return source.tournaments
    .filter((t) => t.data.groupsPublished)
    .map(({ id }) => ({ path: `tournaments/${id}`, data: { groupsPublished: true } }));
}

/**
 * What the markers' phones have written on today's cards: field paths naming
 * only the holes entered (`strokes.7`, as src/lib/data/scoring.ts strokesUpdate
 * writes them), then the submitted cards' status. Never a derived field.
 */
export async function enterCards(db: Firestore, source: SeedSource): Promise<number> {
  const holes = (entries: SeedSource['cardEntries'][number]) =>
    Object.fromEntries(Object.entries(entries.data.strokes).map(([hole, strokes]) => [`strokes.${hole}`, strokes ?? null]));
  const cards = source.cardEntries.filter((c) => Object.keys(c.data.strokes).length > 0);
  await pool(cards, 8, (c) => db.doc(`tournaments/${c.parentId}/cards/${c.id}`).update(holes(c)));
  return cards.length;
}

/** The marker submits their group's complete cards. */
export async function submitCards(db: Firestore, source: SeedSource): Promise<number> {
  const submitted = source.cardEntries.filter((c) => c.data.status === 'submitted');
  const batch = db.batch();
  for (const c of submitted) batch.update(db.doc(`tournaments/${c.parentId}/cards/${c.id}`), { status: 'submitted' });
  if (submitted.length > 0) await batch.commit();
  return submitted.length;
}

/** The scores admins enter after events are played. */
export function scoreDocuments(source: SeedSource): Write[] {
  return [...top('scores', source.scores), ...top('par3Scores', source.par3Scores)];
}

/**
 * Writes documents in atomic batches of up to 500, one after another. Every
 * document of a batch shares one commit time, so the triggers of a batch of
 * scores find one standings computation covering all of them instead of
 * racing each other for it.
 */
export async function writeBatches(db: Firestore, writes: readonly Write[]): Promise<number> {
  for (let start = 0; start < writes.length; start += 500) {
    const batch = db.batch();
    for (const { path, data } of writes.slice(start, start + 500)) batch.set(db.doc(path), data);
    await batch.commit();
  }
  return writes.length;
}

/** Writes (or with `merge`, merges) documents with an unthrottled BulkWriter (the emulator needs no ramp-up). */
export async function writeDocuments(db: Firestore, writes: readonly Write[], merge = false): Promise<number> {
  const writer = db.bulkWriter({ throttling: false });
  const failures: string[] = [];
  writer.onWriteError((error) => {
    if (error.failedAttempts < 3) return true;
    failures.push(`${error.documentRef.path}: ${error.message}`);
    return false;
  });
  for (const { path, data } of writes) void writer.set(db.doc(path), data, { merge }).catch(() => undefined);
  await writer.close();
  if (failures.length > 0) throw new Error(`${failures.length} writes failed, first: ${failures[0]}`);
  return writes.length;
}
