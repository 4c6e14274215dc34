import { roundState, type BoardRow } from '@/lib/board';
import { societyDay } from '@/lib/dates';
import { digestRows } from '@/lib/schemas/values';
import type { Hole } from '@/lib/scoring';

export type BoardEntry = BoardRow & { id: string };

/** A board digest's live rows (none until the functions have listed a card). */
export function boardEntries(board: { cards?: Record<string, BoardRow> } | null | undefined): BoardEntry[] {
  return board?.cards ? digestRows(board.cards) : [];
}

export const boardHoles = (board: { holes?: Hole[] } | null | undefined): Hole[] => board?.holes ?? [];

/** Whether the event is played today (the society's calendar day). */
export const isToday = (date: Date, now: Date = new Date()): boolean => societyDay(date) === societyDay(now);

/**
 * What the event's board shows: nothing (no cards, or not today and not started),
 * the live board while the round is on, the results once every card is verified.
 */
export function boardPhase(rows: readonly BoardRow[], date: Date, now: Date = new Date()): 'none' | 'live' | 'final' {
  if (rows.length === 0) return 'none';
  const { started, final } = roundState(rows);
  if (final) return 'final';
  return started || isToday(date, now) ? 'live' : 'none';
}

/** The pace definition written on the page (decision 0022). */
export const PACE_DEFINITION =
  'Pace compares each player with 2 Stableford points a hole (net par): points minus 2 × holes played. 0 is level with net par, +3 is three points ahead of it, so a player 3 holes in and one 15 holes in compare fairly.';

export const NET_DEFINITION = 'Net to par: net strokes against the par of the holes played, so players on different holes compare fairly.';

export const hiddenNote = (count: number, holeCount: number): string =>
  count === 1
    ? `Hole ${holeCount} is hidden until the cards are verified.`
    : `Holes ${holeCount - count + 1}-${holeCount} are hidden until the cards are verified.`;
