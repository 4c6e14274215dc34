/**
 * The scoring core (issue 28): the World Handicap System's formulas and the
 * card's rules, written once. No SDK: the phone's running totals, the
 * functions that keep each card's derived fields, the leaderboards and the
 * tests all import this file. Sources and test vectors: the shared design's
 * scoring.md; the society's choices: docs/decisions/0019-the-day-of-play.md.
 */
import type { CardStatus, HoleDoc, StrokesMap, TeeDoc } from './schemas/scoring';
import { DEFAULT_ALLOWANCE, HOLE_KEYS } from './schemas/values';

export type Hole = Pick<HoleDoc, 'par' | 'strokeIndex'>;
export type Tee = Pick<TeeDoc, 'courseRating' | 'slopeRating'>;
/** A card's entries: hole number ("1".."18") -> strokes, or null for a pick-up. An absent hole has no entry yet. */
export type Strokes = StrokesMap;

/** WHS rounding (Appendix C): .5 rounds up, and toward zero for plus handicaps. `Math.round` does exactly this. */
export const whsRound = (x: number): number => Math.round(x);

/** The par of a list of holes. */
export const parOf = (holes: readonly Hole[]): number => holes.reduce((sum, h) => sum + h.par, 0);

/**
 * Course handicap (Rules of Handicapping 6.1), unrounded.
 * - 18 holes: HI × Slope / 113 + (CR − Par).
 * - 9 holes with 9-hole ratings: (HI / 2) × Slope / 113 + (CR − Par).
 * - Unrated (no tee, as a Par 3 course often has): the society's rule (decision 0019):
 *   HI × holes / 18, so a 9-hole course gives half the index and an 18-hole one the index itself.
 * A plus handicap is a negative index.
 */
export function courseHandicap(handicapIndex: number, holes: readonly Hole[], tee: Tee | null | undefined): number {
  const share = holes.length / 18;
  if (!tee) return handicapIndex * share;
  return handicapIndex * share * (tee.slopeRating / 113) + (tee.courseRating - parOf(holes));
}

/** Playing handicap (Appendix C): the unrounded course handicap × the allowance (a percentage), rounded once. */
export function playingHandicap(courseHcp: number, allowancePercent: number = DEFAULT_ALLOWANCE): number {
  // Rounded to 10 decimals first so that 20.5 × 0.95 (19.474999...) is the 19.475 it is on paper.
  return whsRound(Number((courseHcp * (allowancePercent / 100)).toFixed(10)));
}

/**
 * Strokes received on each hole, in hole order, for a playing handicap spread
 * by stroke index over the holes played (all of them unless `played` names
 * hole numbers): q = floor(PH / N) on every hole, one more on the m = PH − N·q
 * holes of lowest rank. A plus handicap gives strokes back from the highest
 * index (negative values). Holes not played receive 0.
 */
export function strokesReceived(ph: number, holes: readonly Hole[], played?: readonly number[]): number[] {
  const numbers = played ?? holes.map((_, i) => i + 1);
  const n = numbers.length;
  const result = holes.map(() => 0);
  if (n === 0) return result;
  const byIndex = [...numbers].sort((a, b) => (holes[a - 1]?.strokeIndex ?? 0) - (holes[b - 1]?.strokeIndex ?? 0));
  const q = Math.floor(ph / n);
  const m = ph - n * q;
  byIndex.forEach((number, i) => {
    result[number - 1] = q + (i + 1 <= m ? 1 : 0);
  });
  return result;
}

/** Stableford points on one hole (Rules of Golf 21.1): max(0, 2 + par − net); a pick-up (null) or no entry scores 0. */
export function holePoints(par: number, received: number, gross: number | null | undefined): number {
  if (gross === null || gross === undefined) return 0;
  return Math.max(0, 2 + par - (gross - received));
}

/** Decision 0019: a birdie is a hole at one under par or better (an eagle also counts). */
export const isBirdie = (par: number, gross: number | null | undefined): boolean => typeof gross === 'number' && gross <= par - 1;

export interface HoleResult {
  number: number;
  par: number;
  strokeIndex: number;
  received: number;
  /** Strokes; null for a pick-up; undefined when nothing was entered. */
  gross: number | null | undefined;
  net: number | null;
  points: number;
}

export interface CardTotals {
  holes: HoleResult[];
  /** Strokes over the holes with a number (pick-ups count none). */
  gross: number;
  /** The sum of those holes' nets: gross − playing handicap once every hole has a number. */
  net: number;
  points: number;
  birdies: number;
  /** Holes with an entry (a number or a pick-up). */
  thru: number;
  pickups: number;
  /** Par of the holes with a number: net − this is net to par. */
  parPlayed: number;
}

/** Every value of a card, from its strokes, the course's holes and the playing handicap. */
export function scoreCard(holes: readonly Hole[], ph: number, strokes: Strokes | undefined): CardTotals {
  const received = strokesReceived(ph, holes);
  const results = holes.map((hole, i): HoleResult => {
    const number = i + 1;
    const key = String(number) as keyof Strokes;
    const gross = strokes && key in strokes ? strokes[key] : undefined;
    const r = received[i] ?? 0;
    return {
      number,
      par: hole.par,
      strokeIndex: hole.strokeIndex,
      received: r,
      gross,
      net: typeof gross === 'number' ? gross - r : null,
      points: holePoints(hole.par, r, gross),
    };
  });
  const scored = results.filter((h) => typeof h.gross === 'number');
  return {
    holes: results,
    gross: scored.reduce((s, h) => s + (h.gross ?? 0), 0),
    net: scored.reduce((s, h) => s + (h.net ?? 0), 0),
    points: results.reduce((s, h) => s + h.points, 0),
    birdies: scored.filter((h) => isBirdie(h.par, h.gross)).length,
    thru: results.filter((h) => h.gross !== undefined).length,
    pickups: results.filter((h) => h.gross === null).length,
    parPlayed: parOf(scored),
  };
}

/** Everything a card's functions keep, from a member's index, the course, its tee and the allowance. */
export function cardValues(
  handicapIndex: number | null | undefined,
  holes: readonly Hole[],
  tee: Tee | null | undefined,
  allowancePercent: number | null | undefined,
  strokes: Strokes | undefined,
) {
  const ch = courseHandicap(handicapIndex ?? 0, holes, tee);
  const ph = playingHandicap(ch, allowancePercent ?? DEFAULT_ALLOWANCE);
  const totals = scoreCard(holes, ph, strokes);
  return { courseHandicap: ch, playingHandicap: ph, totals };
}

/** The hole numbers a card of `holeCount` holes has, as map keys. */
export const holeKeys = (holeCount: number): string[] => HOLE_KEYS.slice(0, holeCount);

/** A card is complete when every hole has an entry: a number or a pick-up. */
export function isCardComplete(strokes: Strokes | undefined, holeCount: number): boolean {
  return holeKeys(holeCount).every((k) => strokes !== undefined && k in strokes && strokes[k as keyof Strokes] !== undefined);
}

/** Holes where the marker's card and the player's own record both have an entry and differ, in hole order. */
export function disagreements(strokes: Strokes | undefined, playerStrokes: Strokes | undefined): number[] {
  if (!strokes || !playerStrokes) return [];
  return HOLE_KEYS.filter((k) => {
    const key = k as keyof Strokes;
    return key in strokes && key in playerStrokes && strokes[key] !== playerStrokes[key];
  }).map(Number);
}

// ---- Who may do what with a card (firestore.rules states the same, held to this by tests) ----

export type CardRole = 'marker' | 'player' | 'admin';

/** The roles a signed-in user has on a card: its player (the card's id), its marker, an admin. */
export function cardRoles(
  uid: string | null | undefined,
  card: { memberId: string; markerId?: string | null },
  isAdmin: boolean,
): CardRole[] {
  const roles: CardRole[] = [];
  if (uid && uid === card.markerId) roles.push('marker');
  if (uid && uid === card.memberId) roles.push('player');
  if (isAdmin) roles.push('admin');
  return roles;
}

/** Strokes may be entered by the marker, the player or an admin, only while the card is open. */
export const canEnterStrokes = (status: CardStatus, roles: readonly CardRole[]): boolean => status === 'open' && roles.length > 0;

/** A card's status moves: the marker submits a complete card, the player attests or returns it, an admin verifies or reopens. */
export const STATUS_MOVES: readonly { from: CardStatus; to: CardStatus; by: CardRole }[] = [
  { from: 'open', to: 'submitted', by: 'marker' },
  { from: 'submitted', to: 'attested', by: 'player' },
  { from: 'submitted', to: 'open', by: 'player' },
  { from: 'submitted', to: 'open', by: 'marker' },
  { from: 'attested', to: 'verified', by: 'admin' },
  { from: 'submitted', to: 'verified', by: 'admin' },
  { from: 'attested', to: 'open', by: 'admin' },
  { from: 'submitted', to: 'open', by: 'admin' },
  { from: 'verified', to: 'open', by: 'admin' },
];

export function canMoveStatus(from: CardStatus, to: CardStatus, roles: readonly CardRole[]): boolean {
  return STATUS_MOVES.some((m) => m.from === from && m.to === to && roles.includes(m.by));
}

// ---- Ties: countback (R&A Committee Procedures 5A(6)) ----

export type CountbackMode = 'points' | 'net';

/**
 * The countback segments of a card, by card number (not the order played):
 * 18 holes: the last 9, 6, 3, then the 18th; 9 holes: the last 6, 3, then the 9th.
 * Points: the segments' summed points (higher wins). Net: each segment's gross
 * minus that share of the playing handicap (1/2, 1/3, 1/6, 1/18; on 9 holes
 * 6/9, 3/9, 1/9), fractions kept (lower wins); returned negated so that higher
 * always wins.
 */
export function countbackKey(totals: CardTotals, ph: number, mode: CountbackMode): number[] {
  const n = totals.holes.length;
  const segments = n >= 18 ? [9, 6, 3, 1] : [6, 3, 1];
  return segments.map((len) => {
    const last = totals.holes.slice(n - len);
    if (mode === 'points') return last.reduce((s, h) => s + h.points, 0);
    const gross = last.reduce((s, h) => s + (h.gross ?? 0), 0);
    return -(gross - (ph * len) / n);
  });
}

export interface Ranked<T> {
  row: T;
  /** 1-based position; rows tied after every test share it. */
  position: number;
  /** True when the row shares its position with another. */
  tied: boolean;
  /** True when countback separated this row from one with the same score. */
  byCountback: boolean;
}

/**
 * Positions of a field (decision 0019: how ties are shown). Rows are ordered
 * by their score (higher first; pass net negated for stroke play). While the
 * round is on, equal scores share a position and show as tied ("T3"). Once
 * the round is complete, countback (`key`, higher wins) separates them; rows
 * that countback cannot separate stay tied.
 */
export function rankField<T>(
  rows: readonly T[],
  score: (row: T) => number,
  options: { complete: boolean; key?: (row: T) => number[] },
): Ranked<T>[] {
  const cmpKeys = (a: T, b: T): number => {
    if (!options.complete || !options.key) return 0;
    const ka = options.key(a);
    const kb = options.key(b);
    for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
      const d = (kb[i] ?? 0) - (ka[i] ?? 0);
      if (Math.abs(d) > 1e-9) return d;
    }
    return 0;
  };
  const sorted = [...rows].sort((a, b) => score(b) - score(a) || cmpKeys(a, b));
  const out: Ranked<T>[] = [];
  sorted.forEach((row, i) => {
    const prev = sorted[i - 1];
    const sameScore = prev !== undefined && score(prev) === score(row);
    const sameAll = sameScore && prev !== undefined && cmpKeys(prev, row) === 0;
    const position = sameAll ? (out[i - 1]?.position ?? i + 1) : i + 1;
    out.push({ row, position, tied: false, byCountback: false });
  });
  out.forEach((r, i) => {
    r.tied = out.some((o, j) => j !== i && o.position === r.position);
    r.byCountback = !r.tied && out.some((o, j) => j !== i && score(o.row) === score(r.row));
  });
  return out;
}

/** A position as shown: "T3" when tied, "3" otherwise. */
export const positionLabel = (r: Pick<Ranked<unknown>, 'position' | 'tied'>): string => `${r.tied ? 'T' : ''}${r.position}`;

/** Pace (issue 29): points against 2 a hole (net par), so players on different holes compare fairly. */
export const pace = (points: number, thru: number): number => points - 2 * thru;
