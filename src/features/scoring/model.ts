/**
 * What the day-of-play screens say and in which order they walk a card. The
 * scoring itself (strokes received, points, totals, who may write) is the
 * core's (src/lib/scoring.ts); nothing here restates it.
 */
import { cardValues, type CardTotals, type Hole, type Tee } from '@/lib/scoring';
import type { EventKind } from '@/lib/data/scoring';
import type { CardStatus } from '@/lib/schemas/scoring';

/** A tournament or a Par 3 night: the two kinds of event a card belongs to. */
export type PlayKind = EventKind;

/**
 * Hole numbers in the order the group plays them: from its starting hole round
 * to the one before it (a start on the 10th plays 10-18, then 1-9).
 */
export function playOrder(startHole: number, holeCount: number): number[] {
  const start = startHole >= 1 && startHole <= holeCount ? startHole : 1;
  return Array.from({ length: holeCount }, (_, i) => ((start - 1 + i) % holeCount) + 1);
}

/** "Par", "Birdie", "Bogey"... of a score against the hole's par (the buttons' second line). */
export function scoreName(strokes: number, par: number): string {
  const diff = strokes - par;
  if (strokes === 1) return 'Ace';
  if (diff <= -3) return 'Albatross';
  if (diff === -2) return 'Eagle';
  if (diff === -1) return 'Birdie';
  if (diff === 0) return 'Par';
  if (diff === 1) return 'Bogey';
  if (diff === 2) return 'Double';
  return `+${diff}`;
}

/** How a card's status reads on the phone. */
export const STATUS_LABEL: Record<CardStatus, string> = {
  open: 'Being marked',
  submitted: 'Submitted: waiting for the player to attest',
  attested: 'Attested: waiting for the committee',
  verified: 'Verified by the committee',
};

/** The status as a short badge. */
export const STATUS_BADGE: Record<CardStatus, string> = {
  open: 'Open',
  submitted: 'Submitted',
  attested: 'Attested',
  verified: 'Verified',
};

/** "1 stroke", "2 strokes", "gives 1 back" (a plus handicap), "no strokes". */
export function receivedText(received: number): string {
  if (received === 0) return 'No strokes';
  if (received < 0) return `Gives ${-received} back`;
  return `${received} ${received === 1 ? 'stroke' : 'strokes'}`;
}

/** "3 entries waiting to sync" / "1 entry waiting to sync". */
export function waitingEntriesText(count: number): string {
  return `${count} ${count === 1 ? 'entry' : 'entries'} waiting to sync`;
}

export const ALL_SYNCED = 'All entries synced';

/**
 * A card's playing handicap: the one functions keep on it, or, before they
 * have written it (a card read offline), the core's from its handicap index.
 */
export function playingHandicapOf(
  card: { playingHandicap?: number | null; handicapIndex?: number | null },
  holes: readonly Hole[],
  tee: Tee | null,
  allowance: number | null,
): number {
  return card.playingHandicap ?? cardValues(card.handicapIndex, holes, tee, allowance, undefined).playingHandicap;
}

/** "14 pts · thru 7 · 31 strokes · 1 pick-up" */
export function runningText(t: CardTotals): string {
  const parts = [`${t.points} pts`, `thru ${t.thru}`, `${t.gross} strokes`];
  if (t.pickups > 0) parts.push(`${t.pickups} ${t.pickups === 1 ? 'pick-up' : 'pick-ups'}`);
  return parts.join(' · ');
}
