/**
 * Standings kept score by score (functions/src/standings/core.ts), each result
 * compared with a full recompute from scratch (computeStandings over every
 * score, team and card as stored):
 * - through the real triggers: a burst of 40 score writes (and of edits and
 *   deletes), and of 40 Par 3 scores;
 * - the core called directly, in a project of its own where no trigger runs:
 *   applications out of order, twice, concurrently and late; and the documents
 *   read per score write, the same at N and 10N scores.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyPar3Score,
  applyScore,
  LEAGUE_TALLY_PATH,
  PAR3_TALLY_PATH,
  refreshCard,
  refreshTeam,
  type ReadMeter,
} from '../../functions/src/standings/core';
import { computePar3Standings, computeStandings } from '@/lib/standings';
import { wipeEmulators } from '../../scripts/lib/emulators';
import { teamFor } from '../support/builders';
import { clearAll, closeAdmin, createUser, db, makeTeam, read, waitFor } from './helpers';

type Data = Record<string, unknown>;

/** Runs jobs `width` at a time (as the functions run a burst of trigger events a few at a time). */
async function inParallel<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) {
        const i = next++;
        results[i] = await jobs[i]!();
      }
    }),
  );
  return results;
}
const tidy = (n: number) => Math.round(n * 1e6) / 1e6;

/** What a full recompute from scratch gives, from everything stored now. */
async function fromScratch(store: Firestore) {
  const [scores, par3Scores, teams, cards] = await Promise.all(
    ['scores', 'par3Scores', 'teams', 'members'].map((c) => store.collection(c).get()),
  );
  const all = (snap: FirebaseFirestore.QuerySnapshot) => snap.docs.map((d) => ({ id: d.id, ...d.data() })) as never[];
  return {
    standings: computeStandings(all(scores!), all(teams!), all(cards!)),
    par3: computePar3Standings(all(par3Scores!), all(cards!)),
    totals: Object.fromEntries(teams!.docs.map((d) => [d.id, d.get('totalPoints')])),
    expectedTotals: Object.fromEntries(
      teams!.docs.map((d) => [
        d.id,
        tidy(scores!.docs.filter((s) => s.get('teamId') === d.id).reduce((sum, s) => sum + (s.get('points') as number), 0)),
      ]),
    ),
  };
}

/** A stored leaderboard without its timestamps. */
async function stored(store: Firestore, path: string): Promise<Data | undefined> {
  const data = (await store.doc(path).get()).data();
  if (!data) return undefined;
  const rest: Data = { ...data };
  delete rest.sourceTime;
  delete rest.updatedAt;
  return rest;
}

/** A leaderboard equals the full recompute; one not written yet is right only while there are no scores. */
async function expectBoard(store: Firestore, path: string, scratch: { scoreCount: number }) {
  const board = await stored(store, path);
  if (board === undefined) expect(scratch.scoreCount, `${path} is missing`).toBe(0);
  else expect(board).toEqual(scratch);
}

async function expectEqualToScratch(store: Firestore) {
  const scratch = await fromScratch(store);
  await expectBoard(store, 'standings/current', scratch.standings);
  await expectBoard(store, 'par3Standings/current', scratch.par3);
  expect(scratch.totals).toEqual(scratch.expectedTotals);
}

const score = (memberId: string, teamId: string | null, points: number, birdies: number, tournamentId = 't1') => ({
  tournamentId,
  memberId,
  teamId,
  grossScore: 80,
  netScore: 70,
  points,
  birdies,
});
const par3Score = (memberId: string, points: number, grossScore: number, birdies: number, eventId = 'e1') => ({
  eventId,
  memberId,
  points,
  grossScore,
  birdies,
});

describe('through the triggers', () => {
  afterAll(closeAdmin);
  const MEMBERS = ['m0', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'];
  const TEAM_OF = (i: number) => (i % 3 === 2 ? 'guests' : i % 2 === 0 ? 'eagles' : 'hawks');

  beforeAll(async () => {
    await clearAll();
    await makeTeam('eagles', { name: 'Eagles', color: '#111111' });
    await makeTeam('hawks', { name: 'Hawks', color: '#222222' });
    await makeTeam('guests', { name: 'Guests', color: '#333333', isGuest: true });
    await Promise.all(
      MEMBERS.map(async (uid, i) => {
        await createUser(uid, { profile: { fullName: `Player ${i}` } });
        await db.doc(`teamMembers/${uid}`).set({ teamId: TEAM_OF(i) });
      }),
    );
    await waitFor(
      async () => (await db.collection('members').get()).docs.filter((d) => d.get('teamId')).length,
      (n) => n === MEMBERS.length,
      // The previous test file's triggers may still be running.
      { what: 'cards with teams', timeoutMs: 90_000 },
    );
  }, 120_000);

  it('settles a burst of 40 score writes to the full recompute', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        db.doc(`scores/b${i}`).set(score(MEMBERS[i % MEMBERS.length]!, TEAM_OF(i % MEMBERS.length), 20 + (i % 17), i % 4)),
      ),
    );
    await waitFor(
      () => read('standings/current'),
      (d) => d?.scoreCount === 40,
      { what: 'standings of 40 scores', timeoutMs: 60_000 },
    );
    // Team totals are written in the same transactions: settled with the standings.
    await expectEqualToScratch(db);
  }, 120_000);

  it('settles a burst of edits and deletes, and 40 Par 3 scores, to the full recompute', async () => {
    await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => db.doc(`scores/b${i}`).update({ points: 5 + i, birdies: (i + 1) % 3 })),
      ...Array.from({ length: 10 }, (_, i) => db.doc(`scores/b${20 + i}`).delete()),
      ...Array.from({ length: 40 }, (_, i) =>
        db.doc(`par3Scores/p${i}`).set(par3Score(MEMBERS[i % MEMBERS.length]!, 5 + (i % 9), i % 5 === 0 ? 0 : 24 + (i % 7), i % 2)),
      ),
    ]);
    await waitFor(
      async () => [await read('standings/current'), await read('par3Standings/current')] as const,
      ([s, p]) => s?.scoreCount === 30 && p?.scoreCount === 40,
      { what: 'standings of 30 scores and 40 Par 3 scores', timeoutMs: 60_000 },
    );
    await waitFor(
      () => read('standings/current'),
      (d) => (d?.individuals as Data[] | undefined)?.some((m) => m.memberId === 'm0' && m.points === 5 + 13 + 21 + 35) === true,
      { what: 'the edited points of m0 (b0, b8, b16 edited, b24 deleted, b32 as written)' },
    );
    await expectEqualToScratch(db);
  }, 120_000);
});

describe('the core, called directly (no triggers)', () => {
  const PROJECT = 'demo-standings-core';
  const app = initializeApp({ projectId: PROJECT }, 'standings-core');
  const store = getFirestore(app);
  afterAll(() => deleteApp(app));

  const TEAMS = ['eagles', 'hawks', 'owls', 'guests'];
  const members = Array.from({ length: 12 }, (_, i) => `p${i}`);
  const card = (i: number, teamId: string | null) => ({
    fullName: `Player ${i}`,
    avatarUrl: '',
    handicap: null,
    teamId,
    isCaptain: false,
    isGuest: teamId === 'guests',
  });

  async function arrange() {
    await wipeEmulators(PROJECT);
    const batch = store.batch();
    for (const t of TEAMS) batch.set(store.doc(`teams/${t}`), teamFor(t, { name: t.toUpperCase(), isGuest: t === 'guests' }));
    // p11 has no card (a deleted member): the team most of their scores were for shows.
    members.slice(0, 11).forEach((m, i) => batch.set(store.doc(`members/${m}`), card(i, TEAMS[i % 4]!)));
    await batch.commit();
  }

  /** A random season's worth of writes; returns the ids written (in order, repeats kept). */
  async function randomWrites(count: number, seed: number): Promise<{ scores: string[]; par3: string[] }> {
    let state = seed;
    const rand = (n: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return Math.floor((state / 2147483648) * n); // the high bits (the low ones of this generator repeat)
    };
    const written = { scores: [] as string[], par3: [] as string[] };
    for (let i = 0; i < count; i += 1) {
      const id = `s${rand(25)}`;
      const memberId = members[rand(members.length)]!;
      const op = rand(10);
      if (rand(2) === 0) {
        const ref = store.doc(`scores/${id}`);
        if (op === 0) await ref.delete();
        else await ref.set(score(memberId, op === 1 ? null : TEAMS[rand(4)]!, rand(45) + (op === 2 ? 0.1 : 0), rand(5)));
        written.scores.push(id);
      } else {
        const ref = store.doc(`par3Scores/${id}`);
        if (op === 0) await ref.delete();
        else await ref.set(par3Score(memberId, rand(20), op === 1 ? 0 : 22 + rand(12), rand(3)));
        written.par3.push(id);
      }
    }
    return written;
  }

  it('applying late, twice, out of order and concurrently gives the full recompute', async () => {
    await arrange();
    // A first round: each write applied right after it (some twice).
    const first = await randomWrites(30, 7);
    for (const id of first.scores) await applyScore(store, id);
    for (const id of first.par3.reverse()) await applyPar3Score(store, id);
    await expectEqualToScratch(store);

    // A second round written while nothing runs; then every write's trigger fires late, in a shuffled order,
    // with duplicates, all at once (as a burst of triggers would).
    const second = await randomWrites(80, 99);
    const shuffled = <T>(xs: T[]) =>
      xs
        .map((x, i) => ({ x, k: (i * 7919) % 97 }))
        .sort((a, b) => a.k - b.k)
        .map(({ x }) => x);
    const jobs = [
      ...shuffled([...second.scores, ...second.scores.slice(0, 10)]).map((id) => () => applyScore(store, id)),
      ...shuffled([...second.par3, ...second.par3.slice(0, 10)]).map((id) => () => applyPar3Score(store, id)),
    ];
    const outcomes = await inParallel(shuffled(jobs), 6);
    expect(outcomes).toContain('unchanged'); // duplicates changed nothing
    await expectEqualToScratch(store);

    // A stale trigger (a write long since applied) changes nothing.
    const before = await stored(store, 'standings/current');
    expect(await applyScore(store, second.scores[0]!)).toBe('unchanged');
    expect(await stored(store, 'standings/current')).toEqual(before);
  }, 120_000);

  it('follows cards and teams, and builds a missing tally from every score', async () => {
    await store.doc('members/p0').update({ fullName: 'Renamed', teamId: 'owls' });
    await store.doc('members/p1').delete();
    await store.doc('teams/hawks').update({ name: 'Falcons', color: '#999999', totalPoints: 12345 });
    await store.doc('teams/kites').set(teamFor('kites', { name: 'Kites' }));
    await Promise.all([refreshCard(store, 'p0'), refreshCard(store, 'p1'), refreshTeam(store, 'hawks'), refreshTeam(store, 'kites')]);
    await expectEqualToScratch(store);

    // A deployment over an existing season: no tally yet; the first trigger builds it.
    await Promise.all([store.doc(LEAGUE_TALLY_PATH).delete(), store.doc(PAR3_TALLY_PATH).delete()]);
    await store.doc('scores/late').set(score('p3', 'eagles', 33, 1));
    await store.doc('par3Scores/late').set(par3Score('p3', 11, 25, 1));
    expect(await applyScore(store, 'late')).toBe('built');
    expect(await applyPar3Score(store, 'late')).toBe('built');
    await expectEqualToScratch(store);
    // The ledgers of the build let the next application change nothing.
    expect(await applyScore(store, 'late')).toBe('unchanged');
    expect(await applyPar3Score(store, 'late')).toBe('unchanged');
  }, 60_000);

  it('reads the same number of documents per score write at N and 10N scores', async () => {
    await arrange();
    const add = async (from: number, to: number) => {
      const writer = store.bulkWriter();
      for (let i = from; i < to; i += 1) {
        void writer.set(store.doc(`scores/n${i}`), score(members[i % 11]!, TEAMS[i % 4]!, i % 40, i % 3, `t${i % 20}`));
        void writer.set(store.doc(`par3Scores/n${i}`), par3Score(members[i % 11]!, i % 15, 24 + (i % 9), i % 2, `e${i % 20}`));
      }
      await writer.close();
      // Rebuilt from scratch, as a deployment over the season would (the build reads every score, once).
      await Promise.all([store.doc(LEAGUE_TALLY_PATH).delete(), store.doc(PAR3_TALLY_PATH).delete()]);
      await applyScore(store, `n${from}`);
      await applyPar3Score(store, `n${from}`);
    };
    /** Reads of one new score, one edit that moves it to another team, and one delete, per leaderboard. */
    const readsPerWrite = async (tag: string) => {
      const figures: number[] = [];
      const measure = async (apply: (meter: ReadMeter) => Promise<unknown>) => {
        const meter = { reads: 0 };
        await apply(meter);
        figures.push(meter.reads);
      };
      await store.doc(`scores/x${tag}`).set(score('p2', 'eagles', 30, 2));
      await measure((m) => applyScore(store, `x${tag}`, m));
      await store.doc(`scores/x${tag}`).update({ teamId: 'hawks', points: 31 });
      await measure((m) => applyScore(store, `x${tag}`, m));
      await store.doc(`scores/x${tag}`).delete();
      await measure((m) => applyScore(store, `x${tag}`, m));
      await store.doc(`par3Scores/x${tag}`).set(par3Score('p2', 9, 26, 1));
      await measure((m) => applyPar3Score(store, `x${tag}`, m));
      await store.doc(`par3Scores/x${tag}`).delete();
      await measure((m) => applyPar3Score(store, `x${tag}`, m));
      await store.doc('members/p2').update({ fullName: `Player 2 ${tag}` });
      await measure((m) => refreshCard(store, 'p2', m));
      await store.doc('teams/owls').update({ name: `Owls ${tag}` });
      await measure((m) => refreshTeam(store, 'owls', m));
      return figures;
    };

    await add(0, 30);
    const atN = await readsPerWrite('a');
    await add(30, 300);
    const at10N = await readsPerWrite('b');
    expect(atN).toEqual(at10N);
    // tally, score, ledger and the team(s) of the change (two when it moves); Par 3 without teams;
    // a card: each tally with the card; a team: the tally with the team.
    expect(atN).toEqual([4, 5, 4, 3, 3, 4, 2]);
    expect((await fromScratch(store)).standings.scoreCount).toBe(300);
    await expectEqualToScratch(store);
  }, 120_000);
});
