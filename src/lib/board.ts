/**
 * The live board (issue 29), written once: what a card shows the public while
 * the round is on, how the field is ranked, the team board's rule, and the
 * clubhouse screen's pages. No SDK: the functions that keep the board digest
 * (functions/src/digests/board.ts), the pages and the tests all import this.
 * Decisions: docs/decisions/0022-live-leaderboards.md.
 */
import type { CardStatus, StrokesMap } from './schemas/scoring';
import { MAX_HIDDEN_HOLES } from './schemas/values';
import { countbackKey, pace, rankField, scoreCard, type CountbackMode, type Hole, type Ranked } from './scoring';

export { MAX_HIDDEN_HOLES };

/**
 * The hole numbers a card keeps off the public board: the last `hidden` of
 * `holeCount`, while the card is not verified (a verified card shows them all).
 */
export function hiddenHoleNumbers(holeCount: number, hidden: number | null | undefined, status: CardStatus): number[] {
  const n = Math.max(0, Math.min(MAX_HIDDEN_HOLES, Math.floor(hidden ?? 0), holeCount));
  if (n === 0 || status === 'verified') return [];
  return Array.from({ length: n }, (_, i) => holeCount - n + 1 + i);
}

/** How a format ranks: Stableford points (higher wins) or net strokes (lower wins), with its countback. */
export const rankingOf = (format: string | null | undefined): CountbackMode =>
  format === 'stroke_play' || format === 'medal' ? 'net' : 'points';

/** A card as the board digest lists it (what anyone may see; functions compute it with `publicRow`). */
export interface BoardRow {
  fullName: string;
  teamId: string | null;
  teamName: string;
  status: CardStatus;
  /** The group's tee time ("HH:mm") and starting hole once the groups are published ('' and null before). */
  teeTime: string;
  startHole: number | null;
  holeCount: number;
  /** The visible holes' entries (hidden holes left out). */
  strokes: StrokesMap;
  /** How many holes this row keeps hidden (0 when none). */
  hiddenHoles: number;
  playingHandicap: number | null;
  /** Totals over the visible holes. */
  gross: number;
  net: number;
  /** Net − par of the holes with a number (net to par). */
  toPar: number;
  points: number;
  birdies: number;
  /** Visible holes with an entry (a number or a pick-up). */
  thru: number;
  /** Countback by the format's measure (higher wins), over the visible holes. */
  countback: number[];
}

export interface CardSource {
  strokes?: StrokesMap | null;
  status?: CardStatus | null;
  playingHandicap?: number | null;
  gross?: number | null;
  net?: number | null;
  points?: number | null;
  birdies?: number | null;
  thru?: number | null;
}

/**
 * A card's public row: its strokes without the hidden holes and the totals over
 * the holes left (with the course), or the card's own totals (without one).
 */
export function publicRow(
  card: CardSource,
  who: { fullName: string; teamId: string | null; teamName: string },
  group: { teeTime: string; startHole: number | null },
  event: { holes: readonly Hole[] | null; hiddenHoles: number | null | undefined; format: string | null | undefined },
): BoardRow {
  const status = card.status ?? 'open';
  const strokes = { ...(card.strokes ?? {}) } as Record<string, number | null>;
  const ph = card.playingHandicap ?? null;
  const base = { ...who, ...group, status, playingHandicap: ph };
  if (!event.holes || event.holes.length === 0) {
    return {
      ...base,
      holeCount: 0,
      strokes: strokes as StrokesMap,
      hiddenHoles: 0,
      gross: card.gross ?? 0,
      net: card.net ?? 0,
      toPar: 0,
      points: card.points ?? 0,
      birdies: card.birdies ?? 0,
      thru: card.thru ?? 0,
      countback: [],
    };
  }
  const hidden = hiddenHoleNumbers(event.holes.length, event.hiddenHoles, status);
  for (const number of hidden) delete strokes[String(number)];
  const totals = scoreCard(event.holes, ph ?? 0, strokes as StrokesMap);
  return {
    ...base,
    holeCount: event.holes.length,
    strokes: strokes as StrokesMap,
    hiddenHoles: hidden.length,
    gross: totals.gross,
    net: totals.net,
    toPar: totals.net - totals.parPlayed,
    points: totals.points,
    birdies: totals.birdies,
    thru: totals.thru,
    countback: countbackKey(totals, ph ?? 0, rankingOf(event.format)),
  };
}

export interface Standing<T> extends Ranked<T> {
  /** "T3" or "3". */
  label: string;
  pace: number;
}

/** The round is complete (countback applies) once every card has every hole; it is final once every card is verified. */
export function roundState(rows: readonly Pick<BoardRow, 'thru' | 'holeCount' | 'status'>[]): {
  started: boolean;
  complete: boolean;
  final: boolean;
} {
  const started = rows.some((r) => r.thru > 0 || r.status !== 'open');
  const complete = rows.length > 0 && rows.every((r) => r.holeCount > 0 && r.thru >= r.holeCount);
  const final = rows.length > 0 && rows.every((r) => r.status === 'verified');
  return { started, complete, final };
}

/**
 * The field in order (decision 0019's ties): by points, or by net to par for
 * stroke play and medal; tied rows share "T3" while the round is on, countback
 * separates them once every card is complete. Cards without an entry come last.
 */
export function rankBoard<T extends Pick<BoardRow, 'thru' | 'holeCount' | 'status' | 'points' | 'toPar' | 'countback'>>(
  rows: readonly T[],
  format: string | null | undefined,
): Standing<T>[] {
  const mode = rankingOf(format);
  const started = rows.filter((r) => r.thru > 0);
  const waiting = rows.filter((r) => r.thru === 0);
  const { complete } = roundState(rows);
  const score = (r: T) => (mode === 'net' ? -r.toPar : r.points);
  const ranked = rankField(started, score, { complete, key: (r) => r.countback }).map((r): Standing<T> => ({
    ...r,
    label: `${r.tied ? 'T' : ''}${r.position}`,
    pace: pace(r.row.points, r.row.thru),
  }));
  const rest = waiting.map((row): Standing<T> => ({ row, position: 0, tied: false, byCountback: false, label: '-', pace: 0 }));
  return [...ranked, ...rest];
}

/** Team events: each team's score is the sum of its best TEAM_COUNTING players' points today (decision 0022). */
export const TEAM_COUNTING = 2;

export interface TeamStanding {
  teamId: string;
  teamName: string;
  points: number;
  /** The points that count, best first. */
  counting: number[];
  players: number;
  position: number;
  tied: boolean;
  label: string;
}

export function teamBoard(rows: readonly Pick<BoardRow, 'teamId' | 'teamName' | 'points' | 'thru'>[]): TeamStanding[] {
  const teams = new Map<string, { teamName: string; points: number[] }>();
  for (const r of rows) {
    if (!r.teamId) continue;
    const team = teams.get(r.teamId) ?? { teamName: r.teamName, points: [] };
    team.points.push(r.points);
    teams.set(r.teamId, team);
  }
  const list = [...teams].map(([teamId, t]) => {
    const counting = [...t.points].sort((a, b) => b - a).slice(0, TEAM_COUNTING);
    return { teamId, teamName: t.teamName, counting, players: t.points.length, points: counting.reduce((s, p) => s + p, 0) };
  });
  return rankField(list, (t) => t.points, { complete: false }).map((r) => ({
    ...r.row,
    position: r.position,
    tied: r.tied,
    label: `${r.tied ? 'T' : ''}${r.position}`,
  }));
}

/** "Thru": holes played, "F" once every hole has an entry, or the tee time before the start. */
export function thruLabel(row: Pick<BoardRow, 'thru' | 'holeCount' | 'teeTime'>): string {
  if (row.thru === 0) return row.teeTime || '-';
  if (row.holeCount > 0 && row.thru >= row.holeCount) return 'F';
  return String(row.thru);
}

/** Net to par as golfers write it: "E", "+3", "-2". */
export const formatToPar = (toPar: number): string => (toPar === 0 ? 'E' : toPar > 0 ? `+${toPar}` : String(toPar));

/** Pace as shown: "+2", "0", "-3". */
export const formatPace = (value: number): string => (value > 0 ? `+${value}` : String(value));

/**
 * The clubhouse screen's pages: the field in pages of `perPage` rows (at least
 * one page, even for an empty field).
 */
export function pagesOf<T>(rows: readonly T[], perPage: number): T[][] {
  const size = Math.max(1, Math.floor(perPage));
  const pages: T[][] = [];
  for (let i = 0; i < rows.length; i += size) pages.push(rows.slice(i, i + size));
  return pages.length > 0 ? pages : [[]];
}
