/**
 * standings/current and par3Standings/current, recomputed from ALL scores on
 * every change (plus team totals). Bulk writes (the seed writes ~180 scores at
 * once) would otherwise mean one full recompute per score: each document keeps
 * `sourceTime`, the read time of the scores query it was computed from, so a
 * trigger whose write is older than that skips; so does one whose write is older
 * than a computation already claimed (in flight). A computation only replaces
 * the stored one when its read is newer.
 */
import { FieldValue, Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { CURRENT } from '@/lib/schemas/collections';
import type { Par3StandingsData, StandingsData } from '@/lib/schemas/standings';
import { computePar3Standings, computeStandings, teamTotals, type CardInput } from '@/lib/standings';
import { parsedDocs, typedCollection } from '../shared/converter';

export const STANDINGS_PATH = `standings/${CURRENT}`;
export const PAR3_STANDINGS_PATH = `par3Standings/${CURRENT}`;
/** Claims of computations in flight (functions only: no rules match, so clients cannot read them). */
const JOBS = '_jobs';
/** A claim older than this is taken as a crashed computation and ignored. */
const CLAIM_FRESH_MS = 60_000;

/** True when the stored computation read the database after `writeTime` (so it includes that write). */
function alreadyIncluded(sourceTime: unknown, writeTime: Timestamp | undefined): boolean {
  if (!writeTime || !(sourceTime instanceof Timestamp)) return false;
  return writeTime.valueOf() < sourceTime.valueOf();
}

function freshClaimAfter(claimedAt: unknown, writeTime: Timestamp | undefined): boolean {
  return (
    writeTime !== undefined &&
    claimedAt instanceof Timestamp &&
    claimedAt.valueOf() > writeTime.valueOf() &&
    Date.now() - claimedAt.toMillis() < CLAIM_FRESH_MS
  );
}

/**
 * True when this write needs no computation of its own: the stored result, or
 * a computation claimed after the write (its query runs after its claim), covers
 * it. Otherwise claims the next computation for the caller and returns false.
 * Trade-off: if a claimer crashes, the writes it covered show at the next write.
 */
async function covered(store: Firestore, path: string, writeTime: Timestamp | undefined): Promise<boolean> {
  const job = store.doc(`${JOBS}/${path.split('/')[0] ?? path}`);
  const [stored, claim] = await Promise.all([store.doc(path).get(), job.get()]);
  if (alreadyIncluded(stored.get('sourceTime'), writeTime)) return true;
  if (freshClaimAfter(claim.get('claimedAt'), writeTime)) return true;
  return store.runTransaction(async (tx) => {
    if (freshClaimAfter((await tx.get(job)).get('claimedAt'), writeTime)) return true;
    tx.set(job, { claimedAt: FieldValue.serverTimestamp() });
    return false;
  });
}

async function readCards(store: Firestore): Promise<CardInput[]> {
  return parsedDocs(await typedCollection(store, 'members').get()).map(({ id, data }) => ({ id, ...data }));
}

/**
 * Recomputes standings/current and every team's totalPoints. Returns false when
 * skipped (the stored document already includes the write at `writeTime`).
 */
export async function recomputeStandings(store: Firestore, writeTime?: Timestamp): Promise<boolean> {
  const ref = store.doc(STANDINGS_PATH);
  if (await covered(store, STANDINGS_PATH, writeTime)) return false;

  const scoresSnap = await typedCollection(store, 'scores').get();
  const [teamsSnap, cards] = await Promise.all([typedCollection(store, 'teams').get(), readCards(store)]);
  const scores = parsedDocs(scoresSnap).map(({ data }) => data);
  const teams = parsedDocs(teamsSnap);
  const data = computeStandings(
    scores,
    teams.map(({ id, data }) => ({ id, ...data })),
    cards,
  );
  // Every team carries its total, guest teams (not ranked) included.
  const totals = teamTotals(scores);

  return writeIfNewer(store, ref, data, scoresSnap.readTime, (tx) => {
    for (const team of teams) {
      const total = totals.get(team.id) ?? 0;
      if (team.data.totalPoints !== total) tx.update(team.ref, { totalPoints: total });
    }
  });
}

/**
 * Stores a recomputed document unless one read from later scores is already
 * there (concurrent recomputes finish in any order); `alsoWrite` joins the
 * same transaction. False when the stored one was newer. `sourceTime` is kept
 * as the Timestamp itself (microseconds, which a Date would round away): the
 * document still parses with its schema, whose converter reads it as a Date.
 */
function writeIfNewer(
  store: Firestore,
  ref: DocumentReference,
  data: StandingsData | Par3StandingsData,
  sourceTime: Timestamp,
  alsoWrite?: (tx: Transaction) => void,
): Promise<boolean> {
  return store.runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).get('sourceTime');
    if (stored instanceof Timestamp && stored.valueOf() >= sourceTime.valueOf()) return false;
    tx.set(ref, { ...data, sourceTime, updatedAt: FieldValue.serverTimestamp() });
    alsoWrite?.(tx);
    return true;
  });
}

/** Recomputes par3Standings/current; false when skipped (see recomputeStandings). */
export async function recomputePar3Standings(store: Firestore, writeTime?: Timestamp): Promise<boolean> {
  const ref = store.doc(PAR3_STANDINGS_PATH);
  if (await covered(store, PAR3_STANDINGS_PATH, writeTime)) return false;

  const scoresSnap = await typedCollection(store, 'par3Scores').get();
  const cards = await readCards(store);
  const scores = parsedDocs(scoresSnap).map(({ data }) => data);
  return writeIfNewer(store, ref, computePar3Standings(scores, cards), scoresSnap.readTime);
}
