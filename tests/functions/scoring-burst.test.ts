/**
 * A burst on the day of play (issue 28): a 40-player tournament on a course in
 * 10 published groups of 4. Every group's marker, signed in with the client
 * SDK (so the rules apply, as on the phone), enters a hole for each of their
 * 4 players at the same moment as every other marker, naming only that hole,
 * for several holes in a row without waiting for the functions. Nothing is
 * lost: every card ends with every entry, its derived values equal the
 * scoring core's, and the board digest lists all 40 rows with the same points.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getFirestore, setLogLevel, updateDoc } from 'firebase/firestore';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardValues } from '@/lib/scoring';
import type { CardDoc, StrokesMap } from '@/lib/schemas/scoring';
import { useEmulatorEnv } from '../../scripts/lib/emulators';
import { courseFor } from '../support/courses';
import { makeTournament, tournamentRegistrationFor } from './callables-helpers';
import { PASSWORD, PROJECT_ID, clearAll, closeAdmin, createUser, db, waitFor, type TestUser } from './helpers';

setLogLevel('error');

const T = 'burst-day';
const PLAYERS = 40;
const GROUP_SIZE = 4;
/** Holes 1-5 entered in a row, each a burst of every marker at once. */
const HOLES_ENTERED = 5;
const COURSE = courseFor();
const TEE = COURSE.tees[0]!;
const hosts = useEmulatorEnv();

/** Player i's index: from scratch to 39, and one plus handicap. */
const indexOf = (i: number) => (i === 0 ? -1.5 : Number((i * 0.97).toFixed(1)));
/** Player i's score on a hole: around par, with a pick-up now and then. */
const scoreOf = (i: number, hole: number): number | null => {
  if ((i + hole) % 11 === 0) return null;
  return COURSE.holes[hole - 1]!.par + (((i * 3 + hole) % 5) - 1);
};
const strokesOf = (i: number, upTo: number): StrokesMap =>
  Object.fromEntries(Array.from({ length: upTo }, (_, h) => [String(h + 1), scoreOf(i, h + 1)])) as StrokesMap;

const cardPath = (uid: string) => `tournaments/${T}/cards/${uid}`;
const cards = async () => new Map((await db.collection(`tournaments/${T}/cards`).get()).docs.map((d) => [d.id, d.data() as CardDoc]));

/** A marker's phone: the client SDK, signed in as them. */
async function phoneOf(
  member: TestUser,
): Promise<{ app: FirebaseApp; write: (uid: string, hole: number, v: number | null) => Promise<void> }> {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-key' }, `burst-${member.uid}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${hosts.auth}`, { disableWarnings: true });
  const firestore = getFirestore(app);
  const [host = '', port = ''] = hosts.firestore.split(':');
  connectFirestoreEmulator(firestore, host, Number(port));
  await signInWithEmailAndPassword(auth, member.email, PASSWORD);
  return { app, write: (uid, hole, v) => updateDoc(doc(firestore, cardPath(uid)), { [`strokes.${hole}`]: v }) };
}

let members: TestUser[] = [];
const apps: FirebaseApp[] = [];

afterAll(async () => {
  await Promise.all(apps.map((a) => deleteApp(a)));
  await closeAdmin();
});

beforeAll(async () => {
  await clearAll();
  members = [];
  const quiet = { membershipStatus: 'active' as const, emailPreferences: { confirmations: false, reminders: false } };
  for (let i = 0; i < PLAYERS; i += 1) {
    const id = `burst${String(i).padStart(2, '0')}`;
    members.push(await createUser(id, { profile: { ...quiet, fullName: `Burst Player ${i}` } }));
  }
  await db.doc('courses/creek').set(COURSE);
  await makeTournament(T, {
    name: 'Burst Medal',
    date: new Date(),
    courseId: 'creek',
    teeName: TEE.name,
    handicapAllowance: 95,
    registeredCount: PLAYERS,
  });
  // The registrations as registerForTournament writes them: the functions create the cards.
  const registrations = db.batch();
  members.forEach((m, i) =>
    registrations.set(db.doc(`tournaments/${T}/registrations/${m.uid}`), tournamentRegistrationFor(m.uid, { handicap: indexOf(i) })),
  );
  await registrations.commit();
  await waitFor(cards, (c) => c.size === PLAYERS, { what: '40 cards', timeoutMs: 240_000 });

  // Ten groups of four, the first of each marks; published, the functions copy them to the cards.
  const groups = db.batch();
  for (let g = 0; g < PLAYERS / GROUP_SIZE; g += 1) {
    const ids = members.slice(g * GROUP_SIZE, (g + 1) * GROUP_SIZE).map((m) => m.uid);
    const teeTime = `08:${String(g * 5).padStart(2, '0')}`;
    groups.set(db.doc(`tournaments/${T}/groups/g${g + 1}`), { teeTime, startHole: 1, memberIds: ids, markerId: ids[0] });
  }
  await groups.commit();
  await db.doc(`tournaments/${T}`).update({ groupsPublished: true });
  await waitFor(cards, (c) => members.every((m, i) => c.get(m.uid)?.markerId === members[i - (i % GROUP_SIZE)]!.uid), {
    what: 'every card naming its marker',
    timeoutMs: 240_000,
  });
}, 600_000);

describe('scoring burst', () => {
  it('10 markers enter a hole for their 4 players at the same moment, hole after hole: nothing is lost', async () => {
    const markers = members.filter((_, i) => i % GROUP_SIZE === 0);
    const phones = await Promise.all(markers.map(phoneOf));
    apps.push(...phones.map((p) => p.app));

    const started = Date.now();
    for (let hole = 1; hole <= HOLES_ENTERED; hole += 1) {
      // Every marker writes their group's four entries for this hole, all 40 at once.
      await Promise.all(
        phones.flatMap((phone, g) =>
          members.slice(g * GROUP_SIZE, (g + 1) * GROUP_SIZE).map((m) => phone.write(m.uid, hole, scoreOf(members.indexOf(m), hole))),
        ),
      );
    }

    // The rules applied to every one of those writes: a marker cannot write another group's card.
    await expect(phones[0]!.write(members[GROUP_SIZE]!.uid, 1, 3)).rejects.toMatchObject({ code: 'permission-denied' });

    // The core's values for each card.
    const want = members.map((_, i) => {
      const strokes = strokesOf(i, HOLES_ENTERED);
      const { courseHandicap, playingHandicap, totals } = cardValues(indexOf(i), COURSE.holes, TEE, 95, strokes);
      return {
        strokes,
        courseHandicap: Number(courseHandicap.toFixed(4)),
        playingHandicap,
        gross: totals.gross,
        net: totals.net,
        points: totals.points,
        birdies: totals.birdies,
        thru: totals.thru,
      };
    });
    // Sanity of the fixture: pick-ups and different point totals are in it.
    expect(want.some((w) => Object.values(w.strokes).includes(null))).toBe(true);
    expect(new Set(want.map((w) => w.points)).size).toBeGreaterThan(3);

    const final = await waitFor(
      cards,
      (c) => members.every((m, i) => c.get(m.uid)?.thru === HOLES_ENTERED && c.get(m.uid)?.points === want[i]!.points),
      { what: "every card's derived values", timeoutMs: 300_000 },
    );
    const settled = Date.now();
    members.forEach((m, i) => {
      const card = final.get(m.uid);
      expect(card, m.uid).toMatchObject({ ...want[i], status: 'open', handicapIndex: indexOf(i) });
      expect(card?.strokes, m.uid).toEqual(want[i]!.strokes);
    });

    // The board digest: 40 rows, each with its card's entries and points.
    // Waits for every row's last hole, not only its points: a hole scored for
    // no points leaves them as they were while the row is still a hole behind.
    type Row = { points: number; thru: number; strokes: StrokesMap };
    const settledRow = (row: Row | undefined, i: number) =>
      row?.points === want[i]!.points && row.thru === HOLES_ENTERED && isDeepStrictEqual(row.strokes, want[i]!.strokes);
    const board = await waitFor(
      async () => ((await db.doc(`tournamentBoards/${T}`).get()).get('cards') ?? {}) as Record<string, Row>,
      (rows) => Object.keys(rows).length === PLAYERS && members.every((m, i) => settledRow(rows[m.uid], i)),
      { what: '40 rows on the board, each with its 5 holes', timeoutMs: 300_000 },
    );
    console.info(
      `scoring burst: ${PLAYERS * HOLES_ENTERED} entries; cards settled in ${settled - started} ms, board in ${Date.now() - started} ms`,
    );
    expect(Object.keys(board).sort()).toEqual(members.map((m) => m.uid).sort());
    members.forEach((m, i) => {
      expect(board[m.uid], m.uid).toMatchObject({ points: want[i]!.points, thru: HOLES_ENTERED, strokes: want[i]!.strokes });
    });
  }, 600_000);
});
