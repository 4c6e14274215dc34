/**
 * The standings figures of `npm run bench` (issue 31), against the emulators
 * already running with a seeded season (`npm start`, or the bench's own serve):
 *
 *   npx tsx --tsconfig tsconfig.node.json scripts/bench-standings.ts
 *
 * 1. Reads per score write: with the Functions emulator's background triggers
 *    off, a new score, an edit that moves it to another team, its delete, and
 *    a new Par 3 score and its delete are each applied by the standings core
 *    (functions/src/standings/core.ts) with a read counter. Triggers back on.
 * 2. A burst: 40 scores written at once (forty verified cards), timed until
 *    standings/current counts them and equals a full recompute from every
 *    score (computeStandings); then they are deleted and settle again.
 *
 * Prints one JSON line (the last line of its output) for scripts/bench.ts.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { applyPar3Score, applyScore, STANDINGS_PATH, type ReadMeter } from '../functions/src/standings/core';
import { computeStandings } from '../src/lib/standings';
import { HOSTS, useEmulatorEnv } from './lib/emulators';
import { PROJECT_ID } from './lib/run';

export interface StandingsFigures {
  scores: number;
  par3Scores: number;
  /** Reads of: a new score, an edit moving it to another team, its delete, a new Par 3 score, its delete. */
  readsPerWrite: number[];
  /** Seconds from writing 40 scores at once to standings/current equal to a full recompute. */
  burstSeconds: number;
}

const BURST = 40;

async function triggers(enabled: boolean): Promise<void> {
  const path = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://${HOSTS.hub}/functions/${path}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`The emulator hub refused ${path}: ${response.status}`);
}

async function readsPerWrite(db: Firestore, memberId: string, teams: [string, string]): Promise<number[]> {
  const figures: number[] = [];
  const measure = async (apply: (meter: ReadMeter) => Promise<unknown>) => {
    const meter = { reads: 0 };
    await apply(meter);
    figures.push(meter.reads);
  };
  const score = db.doc('scores/bench-reads');
  const par3 = db.doc('par3Scores/bench-reads');
  await triggers(false);
  try {
    await score.set({ tournamentId: 'bench', memberId, teamId: teams[0], grossScore: 80, netScore: 70, points: 30, birdies: 1 });
    await measure((m) => applyScore(db, score.id, m));
    await score.update({ teamId: teams[1], points: 31 });
    await measure((m) => applyScore(db, score.id, m));
    await score.delete();
    await measure((m) => applyScore(db, score.id, m));
    await par3.set({ eventId: 'bench', memberId, points: 9, grossScore: 27, birdies: 1 });
    await measure((m) => applyPar3Score(db, par3.id, m));
    await par3.delete();
    await measure((m) => applyPar3Score(db, par3.id, m));
  } finally {
    await triggers(true);
  }
  return figures;
}

/** True when standings/current equals a full recompute from every score, team and card stored now. */
async function settled(db: Firestore): Promise<boolean> {
  const [scores, teams, cards, stored] = await Promise.all([
    db.collection('scores').get(),
    db.collection('teams').get(),
    db.collection('members').get(),
    db.doc(STANDINGS_PATH).get(),
  ]);
  const all = (snap: FirebaseFirestore.QuerySnapshot) => snap.docs.map((d) => ({ id: d.id, ...d.data() })) as never[];
  const expected = computeStandings(all(scores), all(teams), all(cards));
  const data: Record<string, unknown> = { ...stored.data() };
  delete data.sourceTime;
  delete data.updatedAt;
  return JSON.stringify(canonical(data)) === JSON.stringify(canonical(expected));
}

/** A value with its object keys sorted (stored maps come back in another order). */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function standingsFigures(db: Firestore): Promise<StandingsFigures> {
  const [scores, par3Scores, cards] = await Promise.all([
    db.collection('scores').count().get(),
    db.collection('par3Scores').count().get(),
    db.collection('members').get(),
  ]);
  const players = cards.docs.filter((d) => typeof d.get('teamId') === 'string');
  const teamIds = [...new Set(players.map((d) => d.get('teamId') as string))];
  if (players.length === 0 || teamIds.length < 2) throw new Error('The season has no members on two teams: seed it first.');
  const reads = await readsPerWrite(db, players[0]!.id, [teamIds[0]!, teamIds[1]!]);

  await until('settled standings before the burst', () => settled(db));
  await new Promise((r) => setTimeout(r, 2000)); // the measurement's own writes (triggers were off) are settled
  const burst = Array.from({ length: BURST }, (_, i) => db.doc(`scores/bench-burst-${i}`));
  const started = Date.now();
  await Promise.all(
    burst.map((ref, i) => {
      const player = players[i % players.length]!;
      return ref.set({
        tournamentId: 'bench',
        memberId: player.id,
        teamId: player.get('teamId') as string,
        grossScore: 80,
        netScore: 70,
        points: 20 + (i % 17),
        birdies: i % 3,
      });
    }),
  );
  // Cheap first (one document), then the full comparison.
  const counted = (n: number) => async () => (await db.doc(STANDINGS_PATH).get()).get('scoreCount') === n;
  await until('the burst to be counted', counted(scores.data().count + BURST));
  await until('the burst to settle', () => settled(db));
  const burstSeconds = (Date.now() - started) / 1000;
  await Promise.all(burst.map((ref) => ref.delete()));
  await until('the burst to be deleted', counted(scores.data().count));
  await until('the standings after the burst was deleted', () => settled(db));
  return { scores: scores.data().count, par3Scores: par3Scores.data().count, readsPerWrite: reads, burstSeconds };
}

if (process.argv[1]?.endsWith('bench-standings.ts')) {
  useEmulatorEnv();
  const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'bench-standings'));
  standingsFigures(db)
    .then((figures) => {
      console.log(
        `  standings: reads per score write ${figures.readsPerWrite.join('/')} (new/edit/delete, Par 3 new/delete) at ` +
          `${figures.scores} scores; a burst of ${BURST} scores settled in ${figures.burstSeconds.toFixed(1)} s`,
      );
      console.log(JSON.stringify(figures));
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(`The standings bench failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
