/**
 * The groups of a tournament (issue 28), as pure functions: the first draw from
 * the registrations, and the admin's edits before saving (move a player, change
 * the marker, add or remove a group). No SDK and no React: the groups panel
 * uses them and tests/unit/group-draw.test.ts holds them to their rules.
 * What a saved group must be is groupDoc's (src/lib/schemas/scoring.ts).
 */
import { MAX_GROUP_SIZE } from '@/lib/schemas/scoring';

/** A group as the panel edits it: `id` is its document's id (a new group gets one when drawn or added). */
export interface DraftGroup {
  id: string;
  teeTime: string;
  startHole: number;
  memberIds: string[];
  /** '' while the group is empty. */
  markerId: string;
}

export interface DrawOptions {
  /** The first tee time, "HH:mm". */
  start: string;
  /** Minutes between tee times (e.g. 8). */
  interval: number;
  /** Every group starts here (1 unless a shotgun start is wanted). */
  startHole?: number;
  /** A new group's id (the panel passes Firestore's; tests a counter). */
  newId: () => string;
}

/**
 * How many players each group of a field of `players` holds: as few groups as
 * the size allows, and sizes that differ by at most one, larger groups first
 * (10 -> 4, 3, 3, never 4, 4, 2; 5 -> 3, 2; 0 -> none).
 */
export function groupSizes(players: number, max: number = MAX_GROUP_SIZE): number[] {
  if (players <= 0) return [];
  const count = Math.ceil(players / max);
  const base = Math.floor(players / count);
  const larger = players - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < larger ? 1 : 0));
}

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "HH:mm" plus `minutes`, within the day (null when the time is not "HH:mm" or runs past 23:59). */
export function addMinutes(time: string, minutes: number): string | null {
  const match = HHMM.exec(time);
  if (!match) return null;
  const total = Number(match[1]) * 60 + Number(match[2]) + minutes;
  if (total < 0 || total >= 24 * 60) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/**
 * The first draw: the players in the order given (the panel gives the
 * registrations in the order they came in), cut into balanced groups of up to
 * four (groupSizes), tee times from `start` every `interval` minutes, every
 * group on the same starting hole, the first player of each group its marker.
 * Throws when the last tee time would run past 23:59.
 */
export function drawGroups(memberIds: readonly string[], { start, interval, startHole = 1, newId }: DrawOptions): DraftGroup[] {
  const unique = [...new Set(memberIds)];
  const groups: DraftGroup[] = [];
  let next = 0;
  groupSizes(unique.length).forEach((size, i) => {
    const teeTime = addMinutes(start, i * interval);
    if (teeTime === null) throw new Error(`The tee time of group ${i + 1} would be past 23:59: start earlier or use a shorter interval`);
    const players = unique.slice(next, next + size);
    next += size;
    groups.push({ id: newId(), teeTime, startHole, memberIds: players, markerId: players[0] ?? '' });
  });
  return groups;
}

/** The marker after `memberIds` changed: kept while still in the group, else the first player ('' when empty). */
function keepMarker(markerId: string, memberIds: readonly string[]): string {
  return memberIds.includes(markerId) ? markerId : (memberIds[0] ?? '');
}

/**
 * Moves a player into the group `toId` (at its end). A full group takes no one
 * (the groups are returned unchanged); a group left without its marker gets
 * its first remaining player as marker.
 */
export function movePlayer(groups: readonly DraftGroup[], memberId: string, toId: string): DraftGroup[] {
  const target = groups.find((g) => g.id === toId);
  if (!target || target.memberIds.includes(memberId) || target.memberIds.length >= MAX_GROUP_SIZE) return [...groups];
  return groups.map((g) => {
    if (g.id === toId) {
      const memberIds = [...g.memberIds, memberId];
      return { ...g, memberIds, markerId: keepMarker(g.markerId, memberIds) };
    }
    if (!g.memberIds.includes(memberId)) return g;
    const memberIds = g.memberIds.filter((id) => id !== memberId);
    return { ...g, memberIds, markerId: keepMarker(g.markerId, memberIds) };
  });
}

/** Takes a player out of every group (they stay unplaced until moved into one). */
export function unplacePlayer(groups: readonly DraftGroup[], memberId: string): DraftGroup[] {
  return groups.map((g) => {
    if (!g.memberIds.includes(memberId)) return g;
    const memberIds = g.memberIds.filter((id) => id !== memberId);
    return { ...g, memberIds, markerId: keepMarker(g.markerId, memberIds) };
  });
}

/** A new, empty group, `interval` minutes after the last one (or at `start` when there is none). */
export function addGroup(groups: readonly DraftGroup[], { start, interval, startHole = 1, newId }: DrawOptions): DraftGroup[] {
  const last = groups.at(-1);
  const teeTime = (last ? addMinutes(last.teeTime, interval) : start) ?? last?.teeTime ?? start;
  return [...groups, { id: newId(), teeTime, startHole: last?.startHole ?? startHole, memberIds: [], markerId: '' }];
}

/** Removes a group; its players are left unplaced. */
export function removeGroup(groups: readonly DraftGroup[], id: string): DraftGroup[] {
  return groups.filter((g) => g.id !== id);
}

/** Changes one group's tee time, starting hole or marker (a marker must be one of the group: anything else is ignored). */
export function changeGroup(
  groups: readonly DraftGroup[],
  id: string,
  change: Partial<Pick<DraftGroup, 'teeTime' | 'startHole' | 'markerId'>>,
): DraftGroup[] {
  return groups.map((g) => {
    if (g.id !== id) return g;
    const next = { ...g, ...change };
    if (!next.memberIds.includes(next.markerId)) next.markerId = g.markerId;
    return next;
  });
}

/** The registered players in no group, in the order given. */
export function unplaced(groups: readonly DraftGroup[], registered: readonly string[]): string[] {
  const placed = new Set(groups.flatMap((g) => g.memberIds));
  return registered.filter((id) => !placed.has(id));
}

/**
 * Groups as stored, read against today's registrations: players no longer
 * registered are dropped (and their group's marker moved on), so the panel
 * never offers to save someone who withdrew. `dropped` names them.
 */
export function reconcile(groups: readonly DraftGroup[], registered: readonly string[]): { groups: DraftGroup[]; dropped: string[] } {
  const still = new Set(registered);
  const dropped: string[] = [];
  const next = groups.map((g) => {
    const memberIds = g.memberIds.filter((id) => {
      if (still.has(id)) return true;
      dropped.push(id);
      return false;
    });
    return memberIds.length === g.memberIds.length ? g : { ...g, memberIds, markerId: keepMarker(g.markerId, memberIds) };
  });
  return { groups: next, dropped };
}

/** Groups in tee-time order (then starting hole), as the panel lists them. */
export function byTeeTime(a: Pick<DraftGroup, 'teeTime' | 'startHole'>, b: Pick<DraftGroup, 'teeTime' | 'startHole'>): number {
  return (a.teeTime < b.teeTime ? -1 : a.teeTime > b.teeTime ? 1 : 0) || a.startHole - b.startHole;
}
