/**
 * The live board's digest on the emulators (functions/src/digests/board.ts,
 * decision 0022): each card's public row follows the card, its registration,
 * its group and the event; a run that comes late still leaves the latest state;
 * hidden holes stay out of the rows until a card is verified; and a view of the
 * board costs the same reads for 12 players as for 120.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { publicRow } from '@/lib/board';
import { cardValues, type Hole } from '@/lib/scoring';
import { DEFAULT_ALLOWANCE, type StrokesMap } from '@/lib/schemas/scoring';
import { keepBoardRows } from '../../functions/src/digests/board';
import { useEmulatorEnv } from '../../scripts/lib/emulators';
import { tournamentFor, tournamentRegistrationFor } from '../support/builders';
import { PROJECT_ID, clearAll, closeAdmin, db, readAs, waitFor } from './helpers';

afterAll(closeAdmin);

// Each test waits on several trigger runs in turn: a busy machine's Functions emulator takes seconds for each.

const HOLES: Hole[] = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5].map((par, i) => ({ par, strokeIndex: ((i * 7) % 18) + 1 }));
const TEE = { name: 'White', courseRating: 71.2, slopeRating: 128 };
const T = 'creek-live';
/** Every player's index, on their registration and their card: the functions derive the card's handicaps from it. */
const INDEX = 18;
const { courseHandicap: COURSE_HANDICAP, playingHandicap: PLAYING_HANDICAP } = cardValues(INDEX, HOLES, TEE, DEFAULT_ALLOWANCE, {});

type Rows = Record<string, Record<string, unknown>>;
const rows = async (path = `tournamentBoards/${T}`) => ((await db.doc(path).get()).get('cards') ?? undefined) as Rows | undefined;
const rowsUntil = (what: string, accept: (r: Rows | undefined) => boolean, path?: string, timeoutMs = 60_000) =>
  waitFor(() => rows(path), accept, { what, timeoutMs });

const strokesOf = (values: (number | null)[]): StrokesMap => Object.fromEntries(values.map((v, i) => [String(i + 1), v])) as StrokesMap;

/** A card as the day of play's functions keep it (derived fields included). */
const cardOf = (strokes: StrokesMap, overrides: Record<string, unknown> = {}) => ({
  strokes,
  playerStrokes: {},
  status: 'open',
  disputedHole: null,
  groupId: 'g1',
  markerId: 'ann',
  handicapIndex: INDEX,
  courseHandicap: Number(COURSE_HANDICAP.toFixed(4)),
  playingHandicap: PLAYING_HANDICAP,
  gross: 0,
  net: 0,
  points: 0,
  birdies: 0,
  thru: Object.keys(strokes).length,
  ...overrides,
});

async function setUp(overrides: Record<string, unknown> = {}) {
  await db.doc('courses/creek').set({ name: 'Dubai Creek', holes: HOLES, tees: [TEE] });
  await db.doc(`tournaments/${T}`).set({
    ...tournamentFor('Creek Live', { date: new Date(), courseId: 'creek', teeName: 'White', groupsPublished: true, format: 'team_event' }),
    ...overrides,
  });
  await db
    .doc(`tournaments/${T}/registrations/ann`)
    .set(tournamentRegistrationFor({ uid: 'ann', fullName: 'Ann Lee' }, { teamId: 'eagles', teamName: 'Eagles', handicap: INDEX }));
  await db
    .doc(`tournaments/${T}/registrations/bob`)
    .set(tournamentRegistrationFor({ uid: 'bob', fullName: 'Bob Day' }, { handicap: INDEX }));
  // The group after its players' registrations, as the draw makes it: the functions
  // take unregistered players out of a group, and delete a group left with none.
  await db.doc(`tournaments/${T}/groups/g1`).set({ teeTime: '08:10', startHole: 1, memberIds: ['ann', 'bob'], markerId: 'ann' });
}

const expected = (strokes: StrokesMap, hiddenHoles = 0, status: 'open' | 'verified' = 'open') =>
  publicRow(
    { strokes, status, playingHandicap: PLAYING_HANDICAP },
    { fullName: 'Ann Lee', teamId: 'eagles', teamName: 'Eagles' },
    { teeTime: '08:10', startHole: 1 },
    { holes: HOLES, hiddenHoles, format: 'team_event' },
  );

describe('tournamentBoards/{id}.cards', () => {
  beforeEach(clearAll);

  it("lists each card's public row and follows the marker's entries, the group and the registration", async () => {
    await setUp();
    const first = strokesOf([5, 4, 3]);
    await db.doc(`tournaments/${T}/cards/ann`).set(cardOf(first));
    await db.doc(`tournaments/${T}/cards/bob`).set(cardOf({}, { markerId: 'ann' }));
    let board = await rowsUntil('two rows', (r) => Object.keys(r ?? {}).length === 2 && r?.ann?.thru === 3);
    expect(board?.ann).toEqual(expected(first));
    expect(board?.ann).toMatchObject({ fullName: 'Ann Lee', teamName: 'Eagles', teeTime: '08:10', startHole: 1, thru: 3 });
    expect(board?.bob).toMatchObject({ fullName: 'Bob Day', thru: 0, teeTime: '08:10' });
    expect(board?.ann).not.toHaveProperty('playerStrokes');

    // Only the hole the write names changes; the row follows.
    await db.doc(`tournaments/${T}/cards/ann`).update({ 'strokes.4': 6, thru: 4 });
    board = await rowsUntil("ann's 4th hole", (r) => r?.ann?.thru === 4);
    expect(board?.ann).toEqual(expected(strokesOf([5, 4, 3, 6])));

    // A new tee time and a new name show on the rows.
    await db.doc(`tournaments/${T}/groups/g1`).update({ teeTime: '08:30' });
    await rowsUntil('the new tee time', (r) => r?.ann?.teeTime === '08:30' && r?.bob?.teeTime === '08:30');
    await db.doc(`tournaments/${T}/registrations/bob`).update({ fullName: 'Robert Day' });
    await rowsUntil("bob's new name", (r) => r?.bob?.fullName === 'Robert Day');

    // A removed card leaves the board; the digest reads with its collection's schema.
    await db.doc(`tournaments/${T}/cards/bob`).delete();
    await rowsUntil('bob to go', (r) => r !== undefined && !('bob' in r));
    const parsed = await readAs('tournamentBoards', `tournamentBoards/${T}`);
    expect(parsed?.cards?.ann?.points).toBe(expected(strokesOf([5, 4, 3, 6])).points);
    expect(parsed?.holes).toEqual(HOLES);
  }, 180_000);

  it('leaves the latest state when runs come in a burst and a late run comes after the last', async () => {
    await setUp();
    await db.doc(`tournaments/${T}/cards/ann`).set(cardOf({}));
    await rowsUntil('the card', (r) => r?.ann !== undefined);
    const values = [4, 5, 3, 6, 4, 4, 5, 3, 4];
    // Nine entries written one after another without waiting: their triggers may run in any order.
    for (let i = 0; i < values.length; i++) {
      await db.doc(`tournaments/${T}/cards/ann`).update({ [`strokes.${i + 1}`]: values[i] });
    }
    const final = strokesOf(values);
    await rowsUntil('the ninth hole', (r) => r?.ann?.thru === 9);
    // A run of an earlier write arriving now (what a trigger run late does): it reads the card as it is.
    expect(await keepBoardRows(db, 'tournament', T, ['ann'])).toBe('unchanged');
    expect((await rows())?.ann).toEqual(expected(final));
  }, 180_000);

  it('keeps hidden holes out of the rows and their totals until the card is verified', async () => {
    await setUp();
    const strokes = strokesOf([4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 2, 3, 4]);
    await db.doc(`tournaments/${T}/cards/ann`).set(cardOf(strokes));
    await rowsUntil('all 18 holes', (r) => r?.ann?.thru === 18);

    await db.doc(`tournaments/${T}`).update({ hiddenHoles: 3 });
    const hidden = await rowsUntil('holes 16-18 hidden', (r) => r?.ann?.hiddenHoles === 3);
    expect(hidden?.ann).toEqual(expected(strokes, 3));
    expect(Object.keys(hidden?.ann?.strokes as object).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 15 }, (_, i) => String(i + 1)),
    );
    expect(hidden?.ann?.thru).toBe(15);
    expect(hidden?.ann?.points).toBeLessThan(expected(strokes).points as number);

    await db.doc(`tournaments/${T}/cards/ann`).update({ status: 'verified' });
    const shown = await rowsUntil('every hole once verified', (r) => r?.ann?.hiddenHoles === 0);
    expect(shown?.ann).toEqual(expected(strokes, 3, 'verified'));
    expect(shown?.ann?.thru).toBe(18);
  }, 180_000);

  it('keeps a Par 3 night its own board (par3Boards/{eventId})', async () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({ par: 3, strokeIndex: i + 1 }));
    await db.doc('courses/par3').set({ name: 'Academy', holes: nine, tees: [] });
    await db.doc('par3Events/wed').set({
      name: 'Wednesday Par 3',
      description: '',
      date: Timestamp.now(),
      location: 'Academy',
      maxParticipants: 16,
      status: 'upcoming',
      courseId: 'par3',
    });
    await db.doc('par3Events/wed/registrations/cat').set({
      memberId: 'cat',
      teeTimeId: 't1',
      teeTime: '18:00',
      status: 'registered',
      registeredAt: Timestamp.now(),
      handicap: 10,
      fullName: 'Cat Ng',
    });
    await db.doc('par3Events/wed/cards/cat').set(cardOf(strokesOf([3, 2, 4]), { groupId: 't1', markerId: 'cat', playingHandicap: 5 }));
    const board = await rowsUntil('the night', (r) => r?.cat?.thru === 3, 'par3Boards/wed');
    expect(board?.cat).toMatchObject({ fullName: 'Cat Ng', teeTime: '18:00', holeCount: 9, thru: 3, hiddenHoles: 0 });
    expect((await readAs('par3Boards', 'par3Boards/wed'))?.holes).toHaveLength(9);
  }, 180_000);
});

describe('reads per view of the board', () => {
  beforeEach(clearAll);
  const FUNCTION = `http://${useEmulatorEnv().functions}/${PROJECT_ID}/us-central1/render`;
  const readsOf = async (path: string) => {
    const response = await fetch(`${FUNCTION}${path}`, { redirect: 'manual' });
    expect(response.status, path).toBe(200);
    return Number(response.headers.get('x-firestore-reads'));
  };

  it('are the same for 12 players and for 120 (/tournament/{id} and the clubhouse screen)', async () => {
    await setUp();
    let players = 0;
    const grow = async (count: number) => {
      const from = players;
      players += count;
      await Promise.all(
        Array.from({ length: count }, async (_, k) => {
          const uid = `p${from + k}`;
          await db
            .doc(`tournaments/${T}/registrations/${uid}`)
            .set(tournamentRegistrationFor({ uid, fullName: `Player ${from + k}` }, { handicap: INDEX }));
          await db.doc(`tournaments/${T}/cards/${uid}`).set(cardOf(strokesOf([4, 5, 3, 4]), { groupId: null, markerId: uid }));
        }),
      );
      // The grown players' rows (setUp's Ann and Bob have theirs too).
      await rowsUntil(
        `${players} rows`,
        (r) => Object.keys(r ?? {}).filter((id) => /^p\d+$/.test(id)).length === players,
        undefined,
        150_000,
      );
      // And the participants' digest on the same board (another trigger): until it has them, the page reads the registrations.
      await waitFor(
        async () => (await db.doc(`tournamentBoards/${T}`).get()).get('registrations') as Record<string, unknown> | undefined,
        (registrations) => Object.keys(registrations ?? {}).length === players + 2,
        { what: `${players + 2} registrations on the board`, timeoutMs: 150_000 },
      );
    };
    const views = async () => ({ page: await readsOf(`/tournament/${T}`), screen: await readsOf(`/tournament/${T}/leaderboard`) });

    await grow(12);
    const small = await views();
    const html = await (await fetch(`${FUNCTION}/tournament/${T}`)).text();
    expect(html).toContain('Live Leaderboard');
    expect(html).toContain('Player 0');
    expect(html).toMatch(/<meta property="og:description" content="Live: Player \d+ leads on \d+ points, thru 4\./);
    await grow(108);
    const large = await views();
    expect(large).toEqual(small);
    expect(small.page).toBeGreaterThan(0);
  }, 360_000);
});
