/**
 * standings/current (with every team's totalPoints) and par3Standings/current,
 * kept score by score (docs/decisions/0006-derived-data-by-triggers.md).
 *
 * Each leaderboard has a tally document, for the functions only (no rule
 * matches `_standings`): the scores summed per member and per team
 * (src/lib/standings.ts), every member card's name, avatar and team and
 * (league) every team as the leaderboard shows them. Beside it, ledger
 * documents hold, per score id, the values last added to the tally (16
 * buckets by id, so none grows large and a build writes few documents).
 *
 * A score's trigger applies the score *as it is now*: it reads the tally, the
 * score and its ledger entry at one instant, takes away what was applied, adds
 * what is stored now, records that in the ledger, ranks the tally and writes
 * the leaderboard and the totals of the teams that changed. Applying twice, or
 * out of order, changes nothing more (the score is read fresh, never taken from
 * the event). A card's or a team's trigger does the same for its entry. The
 * reads are the same at any season size: the tally, the score, its ledger
 * bucket and the (at most two) teams whose total changes.
 *
 * The tally is the one place these writes meet. Each write is committed only
 * if the tally is still as it was read (an update-time precondition); if
 * another write came first, it reads again and retries at once. No locks are
 * held: transactions on one hot document queue behind each other's lock
 * timeouts on the emulator, a second or more each in a burst of scores.
 *
 * When the tally is absent (a new season, or a deployment over an existing
 * one) the first trigger builds it from every score, card and team instead.
 */
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { CURRENT } from '@/lib/schemas/collections';
import {
  emptyLeagueTally,
  emptyPar3Tally,
  rankPar3Standings,
  rankStandings,
  tallyPar3Score,
  tallyScore,
  type CardInput,
  type LeagueTally,
  type Par3ScoreInput,
  type Par3Tally,
  type ScoreInput,
  type TeamInput,
} from '@/lib/standings';
import { parsedDocs, typedCollection, typedDoc } from '../shared/converter';

export const STANDINGS_PATH = `standings/${CURRENT}`;
export const PAR3_STANDINGS_PATH = `par3Standings/${CURRENT}`;
/** The tally documents (functions only). */
export const LEAGUE_TALLY_PATH = '_standings/league';
export const PAR3_TALLY_PATH = '_standings/par3';
const BUCKETS = 16;
/** Tries of one write before giving up (each retry follows another write to the tally, so this is never reached in practice). */
const ATTEMPTS = 200;

/** Counts the documents a computation reads (tests and the bench measure reads per write with it). */
export interface ReadMeter {
  reads: number;
}

type CardEntry = Omit<CardInput, 'id'>;
type TeamEntry = Omit<TeamInput, 'id'>;

/** The stored league tally document. */
interface LeagueBoard {
  tally: LeagueTally;
  /** Every member card (what the standings show of it). */
  cards: Record<string, CardEntry>;
  /** Every team (guest teams too). */
  teams: Record<string, TeamEntry>;
  /** Whether the leaderboard has been written (it is first written with the season's first score). */
  published?: boolean;
}

interface Par3Board {
  tally: Par3Tally;
  cards: Record<string, CardEntry>;
  published?: boolean;
}

/** Whether to write the leaderboard: once there are scores, and from then on (a season with none has no leaderboard yet). */
function publish(board: LeagueBoard | Par3Board): boolean {
  if (board.tally.scoreCount > 0) board.published = true;
  return board.published === true;
}

export type Outcome = 'built' | 'applied' | 'unchanged';

/** The ledger bucket of a score id (FNV-1a). */
function bucketOf(id: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return String((hash >>> 0) % BUCKETS);
}

const ledgerRef = (store: Firestore, tallyPath: string, bucket: string) => store.doc(`${tallyPath}/applied/${bucket}`);

/** A snapshot's parsed data; undefined when absent or when it does not match its schema (logged, left out as a query would). */
function parsedOrAbsent<T>(snap: DocumentSnapshot<T> | undefined): T | undefined {
  if (!snap?.exists) return undefined;
  try {
    return snap.data();
  } catch (error) {
    logger.error(`Skipping ${snap.ref.path}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** Documents read at one instant (one batch get), counted. */
async function readAll(store: Firestore, meter: ReadMeter | undefined, ...refs: DocumentReference[]): Promise<DocumentSnapshot[]> {
  if (refs.length === 0) return [];
  const snaps = await store.getAll(...refs);
  if (meter) meter.reads += snaps.length;
  return snaps;
}

async function readQuery<T>(query: Query<T>, meter: ReadMeter | undefined) {
  const snap = await query.get();
  if (meter) meter.reads += snap.size;
  return snap;
}

/** Equal plain values (stored maps come back with their keys in another order). */
const canonical = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([k, v]) => [k, canonical(v)]),
      )
    : value;
const sameJson = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

function cardEntry(snap: DocumentSnapshot | undefined): CardEntry | undefined {
  const card = parsedOrAbsent(snap as DocumentSnapshot<CardInput> | undefined);
  return card && { fullName: card.fullName, avatarUrl: card.avatarUrl, teamId: card.teamId };
}

function teamEntry(snap: DocumentSnapshot | undefined): TeamEntry | undefined {
  const team = parsedOrAbsent(snap as DocumentSnapshot<TeamInput> | undefined);
  return team && { name: team.name, color: team.color, logoUrl: team.logoUrl, isGuest: team.isGuest, memberCount: team.memberCount };
}

const leagueInput = (s: ScoreInput): ScoreInput => ({ memberId: s.memberId, teamId: s.teamId, points: s.points, birdies: s.birdies });
const par3Input = (s: Par3ScoreInput): Par3ScoreInput => ({
  memberId: s.memberId,
  points: s.points,
  birdies: s.birdies,
  grossScore: s.grossScore,
});

/** The cards of the members in a tally, as the ranking takes them. */
const cardsOf = (members: Record<string, unknown>, cards: Record<string, CardEntry>): CardInput[] =>
  Object.keys(members).flatMap((id) => (cards[id] ? [{ id, ...cards[id] }] : []));

/**
 * What one attempt decided: nothing to write, or a batch whose writes hold
 * only if the tally is still as read (`tally` is the snapshot it was read at).
 */
type Attempt = { outcome: Outcome; batch?: WriteBatch };

/** Codes of a batch whose precondition failed (another write came first): read again and retry. */
const RETRY = new Set([5, 6, 9, 10]); // NOT_FOUND, ALREADY_EXISTS, FAILED_PRECONDITION, ABORTED

async function optimistic(attempt: () => Promise<Attempt>): Promise<Outcome> {
  for (let tries = 1; ; tries += 1) {
    const { outcome, batch } = await attempt();
    if (!batch) return outcome;
    try {
      await batch.commit();
      return outcome;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'number' || !RETRY.has(code) || tries >= ATTEMPTS) throw error;
      // Another write to the tally came first; a little jitter keeps a few retriers from meeting again.
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(200, 5 * tries)));
    }
  }
}

/** The tally's own write: replaces it when it is still as read, or creates it when absent. */
function writeTally(batch: WriteBatch, snap: DocumentSnapshot, board: LeagueBoard | Par3Board): void {
  const data = { ...board, updatedAt: FieldValue.serverTimestamp() };
  if (snap.exists && snap.updateTime) batch.update(snap.ref, data, { lastUpdateTime: snap.updateTime });
  else batch.create(snap.ref, data);
}

/** The ranked league document and the totals of `teamSnaps` that differ from the tally, with the tally. */
function writeLeague(store: Firestore, tallySnap: DocumentSnapshot, board: LeagueBoard, teamSnaps: DocumentSnapshot[]): WriteBatch {
  const batch = store.batch();
  if (publish(board)) {
    const teams = Object.entries(board.teams).map(([id, t]) => ({ id, ...t }));
    const data = rankStandings(board.tally, teams, cardsOf(board.tally.members, board.cards));
    batch.set(store.doc(STANDINGS_PATH), { ...data, sourceTime: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  }
  writeTally(batch, tallySnap, board);
  for (const snap of teamSnaps) {
    if (!snap.exists || !snap.updateTime) continue;
    const total = board.tally.teamPoints[snap.id] ?? 0;
    // The team as read: a team deleted meanwhile fails the batch (read again).
    if (snap.get('totalPoints') !== total) batch.update(snap.ref, { totalPoints: total }, { lastUpdateTime: snap.updateTime });
  }
  return batch;
}

function writePar3(store: Firestore, tallySnap: DocumentSnapshot, board: Par3Board): WriteBatch {
  const batch = store.batch();
  if (publish(board)) {
    const data = rankPar3Standings(board.tally, cardsOf(board.tally.members, board.cards));
    batch.set(store.doc(PAR3_STANDINGS_PATH), {
      ...data,
      sourceTime: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  writeTally(batch, tallySnap, board);
  return batch;
}

/** Writes every ledger bucket from scratch (a build). */
function writeLedgers<T>(batch: WriteBatch, store: Firestore, tallyPath: string, applied: { id: string; value: T }[]): void {
  const buckets = new Map<string, Record<string, T>>();
  for (let b = 0; b < BUCKETS; b += 1) buckets.set(String(b), {});
  for (const { id, value } of applied) buckets.get(bucketOf(id))![id] = value;
  for (const [bucket, scores] of buckets) batch.set(ledgerRef(store, tallyPath, bucket), { scores });
}

async function everyCard(store: Firestore, meter?: ReadMeter): Promise<Record<string, CardEntry>> {
  const cards: Record<string, CardEntry> = {};
  for (const doc of (await readQuery(typedCollection(store, 'members'), meter)).docs) {
    const card = cardEntry(doc);
    if (card) cards[doc.id] = card;
  }
  return cards;
}

/** The league tally (with ledgers, standings and team totals) from every score, card and team; created only if still absent. */
async function buildLeague(store: Firestore, tallySnap: DocumentSnapshot, meter?: ReadMeter): Promise<Attempt> {
  const [scoresSnap, teamsSnap, cards] = await Promise.all([
    readQuery(typedCollection(store, 'scores'), meter),
    readQuery(typedCollection(store, 'teams'), meter),
    everyCard(store, meter),
  ]);
  const scores = parsedDocs(scoresSnap).map(({ id, data }) => ({ id, value: leagueInput(data) }));
  const tally = emptyLeagueTally();
  for (const { value } of scores) tallyScore(tally, value, 1);
  const teams: Record<string, TeamEntry> = {};
  for (const doc of teamsSnap.docs) {
    const team = teamEntry(doc);
    if (team) teams[doc.id] = team;
  }
  const batch = writeLeague(store, tallySnap, { tally, cards, teams }, teamsSnap.docs);
  writeLedgers(batch, store, LEAGUE_TALLY_PATH, scores);
  return { outcome: 'built', batch };
}

async function buildPar3(store: Firestore, tallySnap: DocumentSnapshot, meter?: ReadMeter): Promise<Attempt> {
  const [scoresSnap, cards] = await Promise.all([readQuery(typedCollection(store, 'par3Scores'), meter), everyCard(store, meter)]);
  const scores = parsedDocs(scoresSnap).map(({ id, data }) => ({ id, value: par3Input(data) }));
  const tally = emptyPar3Tally();
  for (const { value } of scores) tallyPar3Score(tally, value, 1);
  const batch = writePar3(store, tallySnap, { tally, cards });
  writeLedgers(batch, store, PAR3_TALLY_PATH, scores);
  return { outcome: 'built', batch };
}

/** The ledger's write of what is now applied for one score. */
function recordApplied(batch: WriteBatch, ledger: DocumentReference, scoreId: string, now: unknown): void {
  batch.set(ledger, { scores: { [scoreId]: now ?? FieldValue.delete() } }, { merge: true });
}

/**
 * Brings standings/current and the team totals up to date with scores/{scoreId}
 * as it is stored now (see the module comment). Idempotent and order-free.
 */
export function applyScore(store: Firestore, scoreId: string, meter?: ReadMeter): Promise<Outcome> {
  const ledger = ledgerRef(store, LEAGUE_TALLY_PATH, bucketOf(scoreId));
  return optimistic(async () => {
    const [tallySnap, scoreSnap, ledgerSnap] = await readAll(
      store,
      meter,
      store.doc(LEAGUE_TALLY_PATH),
      typedDoc(store, 'scores', scoreId),
      ledger,
    );
    if (!tallySnap?.exists) return buildLeague(store, tallySnap!, meter);
    const stored = parsedOrAbsent(scoreSnap as DocumentSnapshot<ScoreInput>);
    const now = stored && leagueInput(stored);
    const before = ledgerSnap?.get('scores')?.[scoreId] as ScoreInput | undefined;
    if (sameJson(before, now)) return { outcome: 'unchanged' };

    const board = tallySnap.data() as LeagueBoard;
    const teamIds = [...new Set([before?.teamId, now?.teamId])].filter((id): id is string => typeof id === 'string' && id !== '');
    const teamSnaps = await readAll(store, meter, ...teamIds.map((id) => typedDoc(store, 'teams', id)));
    if (before) tallyScore(board.tally, before, -1);
    if (now) tallyScore(board.tally, now, 1);
    const batch = writeLeague(store, tallySnap, board, teamSnaps);
    recordApplied(batch, ledger, scoreId, now);
    return { outcome: 'applied', batch };
  });
}

/** Brings par3Standings/current up to date with par3Scores/{scoreId} as stored now (see applyScore). */
export function applyPar3Score(store: Firestore, scoreId: string, meter?: ReadMeter): Promise<Outcome> {
  const ledger = ledgerRef(store, PAR3_TALLY_PATH, bucketOf(scoreId));
  return optimistic(async () => {
    const [tallySnap, scoreSnap, ledgerSnap] = await readAll(
      store,
      meter,
      store.doc(PAR3_TALLY_PATH),
      typedDoc(store, 'par3Scores', scoreId),
      ledger,
    );
    if (!tallySnap?.exists) return buildPar3(store, tallySnap!, meter);
    const stored = parsedOrAbsent(scoreSnap as DocumentSnapshot<Par3ScoreInput>);
    const now = stored && par3Input(stored);
    const before = ledgerSnap?.get('scores')?.[scoreId] as Par3ScoreInput | undefined;
    if (sameJson(before, now)) return { outcome: 'unchanged' };

    const board = tallySnap.data() as Par3Board;
    if (before) tallyPar3Score(board.tally, before, -1);
    if (now) tallyPar3Score(board.tally, now, 1);
    const batch = writePar3(store, tallySnap, board);
    recordApplied(batch, ledger, scoreId, now);
    return { outcome: 'applied', batch };
  });
}

/**
 * A team as stored now in the league tally (name, colour, logo, guest flag,
 * member count: what the standings show), and its totalPoints as the tally
 * has them (an edit that changed them is put right).
 */
export function refreshTeam(store: Firestore, teamId: string, meter?: ReadMeter): Promise<Outcome> {
  return optimistic(async () => {
    const [tallySnap, teamSnap] = await readAll(store, meter, store.doc(LEAGUE_TALLY_PATH), typedDoc(store, 'teams', teamId));
    if (!tallySnap?.exists) return buildLeague(store, tallySnap!, meter);
    const board = tallySnap.data() as LeagueBoard;
    const team = teamEntry(teamSnap);
    if (sameJson(board.teams[teamId], team)) {
      const total = board.tally.teamPoints[teamId] ?? 0;
      if (!team || !teamSnap?.updateTime || teamSnap.get('totalPoints') === total) return { outcome: 'unchanged' };
      // Only the total is off: put it right, still only if the tally is as read.
      const batch = store.batch();
      batch.update(tallySnap.ref, { updatedAt: FieldValue.serverTimestamp() }, { lastUpdateTime: tallySnap.updateTime! });
      batch.update(teamSnap.ref, { totalPoints: total }, { lastUpdateTime: teamSnap.updateTime });
      return { outcome: 'applied', batch };
    }
    if (team) board.teams[teamId] = team;
    else delete board.teams[teamId];
    return { outcome: 'applied', batch: writeLeague(store, tallySnap, board, teamSnap ? [teamSnap] : []) };
  });
}

/** A member card as stored now in both tallies (the leaderboards show its name, avatar and team). */
export async function refreshCard(store: Firestore, uid: string, meter?: ReadMeter): Promise<{ league: Outcome; par3: Outcome }> {
  const refresh = (tallyPath: string, build: typeof buildLeague, write: (tallySnap: DocumentSnapshot, board: never) => WriteBatch) =>
    optimistic(async () => {
      const [tallySnap, cardSnap] = await readAll(store, meter, store.doc(tallyPath), typedDoc(store, 'members', uid));
      if (!tallySnap?.exists) return build(store, tallySnap!, meter);
      const board = tallySnap.data() as LeagueBoard | Par3Board;
      const card = cardEntry(cardSnap);
      if (sameJson(board.cards[uid], card)) return { outcome: 'unchanged' };
      if (card) board.cards[uid] = card;
      else delete board.cards[uid];
      if (board.tally.members[uid]) return { outcome: 'applied', batch: write(tallySnap, board as never) };
      // Not on the leaderboard: only the tally keeps the card.
      const batch = store.batch();
      writeTally(batch, tallySnap, board);
      return { outcome: 'applied', batch };
    });
  const [league, par3] = await Promise.all([
    refresh(LEAGUE_TALLY_PATH, buildLeague, (snap, board: LeagueBoard) => writeLeague(store, snap, board, [])),
    refresh(PAR3_TALLY_PATH, buildPar3, (snap, board: Par3Board) => writePar3(store, snap, board)),
  ]);
  return { league, par3 };
}
