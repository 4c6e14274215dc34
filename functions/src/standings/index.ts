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
import { logger } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import {
  computePar3Standings,
  computeStandings,
  teamTotals,
  type CardInput,
  type Par3ScoreInput,
  type ScoreInput,
  type TeamInput,
} from '@/lib/standings';
import { db } from '../firebase';

export const STANDINGS_PATH = 'standings/current';
export const PAR3_STANDINGS_PATH = 'par3Standings/current';
/** Claims of computations in flight (functions only: no rules match, so clients cannot read them). */
const JOBS = '_jobs';
/** A claim older than this is taken as a crashed computation and ignored. */
const CLAIM_FRESH_MS = 60_000;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const numOr = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const idOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

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
  const snap = await store.collection('members').get();
  return snap.docs.map((d) => ({
    id: d.id,
    fullName: str(d.get('fullName')),
    avatarUrl: str(d.get('avatarUrl')),
    teamId: idOrNull(d.get('teamId')),
  }));
}

/**
 * Recomputes standings/current and every team's totalPoints. Returns false when
 * skipped (the stored document already includes the write at `writeTime`).
 */
export async function recomputeStandings(store: Firestore, writeTime?: Timestamp): Promise<boolean> {
  const ref = store.doc(STANDINGS_PATH);
  if (await covered(store, STANDINGS_PATH, writeTime)) return false;

  const scoresSnap = await store.collection('scores').get();
  const [teamsSnap, cards] = await Promise.all([store.collection('teams').get(), readCards(store)]);
  const scores: ScoreInput[] = scoresSnap.docs.map((d) => ({
    memberId: str(d.get('memberId')),
    teamId: idOrNull(d.get('teamId')),
    points: numOr(d.get('points'), 0),
    birdies: numOr(d.get('birdies'), 0),
  }));
  const teams: TeamInput[] = teamsSnap.docs.map((d) => ({
    id: d.id,
    name: str(d.get('name')),
    color: str(d.get('color')),
    logoUrl: str(d.get('logoUrl')),
    isGuest: d.get('isGuest') === true,
    memberCount: numOr(d.get('memberCount'), 0),
  }));
  const data = computeStandings(scores, teams, cards);
  // Every team carries its total, guest teams (not ranked) included.
  const totals = teamTotals(scores);

  return writeIfNewer(store, ref, data, scoresSnap.readTime, (tx) => {
    for (const team of teamsSnap.docs) {
      const total = totals.get(team.id) ?? 0;
      if (team.get('totalPoints') !== total) tx.update(team.ref, { totalPoints: total });
    }
  });
}

/**
 * Stores a recomputed document unless one read from later scores is already
 * there (concurrent recomputes finish in any order); `alsoWrite` joins the
 * same transaction. False when the stored one was newer.
 */
function writeIfNewer(
  store: Firestore,
  ref: DocumentReference,
  data: object,
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

  const scoresSnap = await store.collection('par3Scores').get();
  const cards = await readCards(store);
  const scores: Par3ScoreInput[] = scoresSnap.docs.map((d) => ({
    memberId: str(d.get('memberId')),
    points: numOr(d.get('points'), 0),
    grossScore: typeof d.get('grossScore') === 'number' ? (d.get('grossScore') as number) : null,
    birdies: numOr(d.get('birdies'), 0),
  }));
  return writeIfNewer(store, ref, computePar3Standings(scores, cards), scoresSnap.readTime);
}

/**
 * An upper bound of the triggering write's commit time: the written document's
 * updateTime, or for a delete the event time plus a second (the emulator rounds
 * event times down to whole seconds; an upper bound only ever skips less).
 */
const timeOf = (event: { time: string; data?: { after: { updateTime?: Timestamp } } }): Timestamp | undefined => {
  const updated = event.data?.after.updateTime;
  if (updated) return updated;
  const at = Date.parse(event.time);
  return Number.isFinite(at) ? Timestamp.fromMillis(at + 1000) : undefined;
};

export const onScoreWritten = onDocumentWritten('scores/{scoreId}', async (event) => {
  await recomputeStandings(db, timeOf(event));
});

export const onPar3ScoreWritten = onDocumentWritten('par3Scores/{scoreId}', async (event) => {
  await recomputePar3Standings(db, timeOf(event));
});

const changed = (before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined, keys: string[]) =>
  keys.some((k) => before?.[k] !== after?.[k]);

/** A team's name, colour, logo, guest flag or member count shows in the standings: recompute (teams are few). */
export const onTeamWrittenStandings = onDocumentWritten('teams/{teamId}', async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!changed(before, after, ['name', 'color', 'logoUrl', 'isGuest', 'memberCount'])) return;
  const standings = await db.doc(STANDINGS_PATH).get();
  if (!standings.exists) return; // no scores yet: nothing to show
  await recomputeStandings(db, timeOf(event));
});

/**
 * A card's name, avatar or team shows in the leaderboards: recompute only when
 * that member is on one (cards of members without scores change all the time).
 */
export const onCardWrittenStandings = onDocumentWritten('members/{uid}', async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!changed(before, after, ['fullName', 'avatarUrl', 'teamId'])) return;
  const uid = event.params.uid;
  const [standings, par3] = await Promise.all([db.doc(STANDINGS_PATH).get(), db.doc(PAR3_STANDINGS_PATH).get()]);
  const listed = (rows: unknown) => Array.isArray(rows) && rows.some((r) => (r as { memberId?: unknown }).memberId === uid);
  const jobs: Promise<boolean>[] = [];
  if (listed(standings.get('individuals'))) jobs.push(recomputeStandings(db, timeOf(event)));
  if (listed(par3.get('entries'))) jobs.push(recomputePar3Standings(db, timeOf(event)));
  if (jobs.length > 0) logger.debug(`Card ${uid} changed: recomputing ${jobs.length} leaderboard(s)`);
  await Promise.all(jobs);
});
