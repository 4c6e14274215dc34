import { useMemo } from 'react';
import type { Row } from '@/lib/data/refs';
import { joinLive, useLive, useLiveDocs, type Live } from '@/lib/data/use-live';
import type { PlayKind } from '../../model';
import {
  cardRef,
  courseRef,
  tournamentRegistrationRef,
  myGroups,
  par3EventRef,
  par3RegistrationRef,
  teeTimePlayers,
  teeTimeRef,
  tournamentRef,
} from '../api/queries';

/** A tournament or a Par 3 night, as the day-of-play screens need it. */
export interface PlayEvent {
  kind: PlayKind;
  id: string;
  name: string;
  date: Date;
  location: string;
  /** The tournament's tee-off ("07:30"), before its groups are published. */
  teeOffTime: string;
  courseId: string | null;
  teeName: string | null;
  /** A percentage; null: the default (the core's). */
  allowance: number | null;
  /** Tournaments: members see their group once published. A Par 3 tee time is a group from the start. */
  groupsPublished: boolean;
}

export function tournamentEvent(t: Row<'tournaments'>): PlayEvent {
  return {
    kind: 'tournament',
    id: t.id,
    name: t.name,
    date: t.date,
    location: t.location,
    teeOffTime: t.teeOffTime,
    courseId: t.courseId,
    teeName: t.teeName || null,
    allowance: t.handicapAllowance,
    groupsPublished: t.groupsPublished,
  };
}

export function par3Event(e: Row<'par3Events'>): PlayEvent {
  return {
    kind: 'par3',
    id: e.id,
    name: e.name,
    date: e.date,
    location: e.location,
    teeOffTime: '',
    courseId: e.courseId,
    teeName: null,
    allowance: null,
    groupsPublished: true,
  };
}

/** The event of a card screen, followed live. */
export function usePlayEvent(kind: PlayKind, id: string): Live<PlayEvent | null> {
  const tournament = useLive(kind === 'tournament' ? tournamentRef(id) : null);
  const par3 = useLive(kind === 'par3' ? par3EventRef(id) : null);
  const live = kind === 'tournament' ? tournament : par3;
  const data = useMemo(() => {
    if (kind === 'tournament') return tournament.data ? tournamentEvent(tournament.data) : tournament.data;
    return par3.data ? par3Event(par3.data) : par3.data;
  }, [kind, tournament.data, par3.data]);
  return { ...live, data };
}

/** The member's group: its tee time, starting hole, players (the member first among them in list order) and marker. */
export interface PlayGroup {
  /** The tournament's group id, or the Par 3 tee time's. */
  id: string;
  teeTime: string;
  startHole: number;
  memberIds: string[];
  markerId: string | null;
  /** Each player's name by id. */
  names: Record<string, string>;
}

const ready = <T>(data: T): Live<T> => ({ data, loading: false, error: undefined, retry: () => {} });

/** A tournament's published group holding the member, with the players' names (null: not published, or not in one). */
function useTournamentGroup(event: PlayEvent | null, uid: string): Live<PlayGroup | null> {
  const on = event?.kind === 'tournament' && event.groupsPublished;
  const groups = useLive(on ? myGroups(event.id, uid) : null);
  const group = groups.data?.[0];
  const members = useLiveDocs(on && group ? group.memberIds.map((id) => tournamentRegistrationRef(event.id, id)) : null);
  const joined = joinLive(groups, group ? members : ready([]), (rows, cards): PlayGroup | null => {
    const g = rows[0];
    if (!g) return null;
    const names: Record<string, string> = {};
    g.memberIds.forEach((id, i) => (names[id] = cards[i]?.fullName || 'A member'));
    return { id: g.id, teeTime: g.teeTime, startHole: g.startHole, memberIds: g.memberIds, markerId: g.markerId, names };
  });
  return on ? joined : ready(null);
}

/** A Par 3 night's group: the players of the member's tee time; its marker as the card has it (functions keep it). */
function usePar3Group(event: PlayEvent | null, uid: string): Live<PlayGroup | null> {
  const on = event?.kind === 'par3';
  const registration = useLive(on ? par3RegistrationRef(event.id, uid) : null);
  const teeTimeId = registration.data?.teeTimeId;
  const teeTime = useLive(on && teeTimeId ? teeTimeRef(event.id, teeTimeId) : null);
  const players = useLive(on && teeTimeId ? teeTimePlayers(event.id, teeTimeId) : null);
  const myCard = useLive(on && event.courseId ? cardRef('par3', event.id, uid) : null);
  if (!on) return ready(null);
  if (registration.error !== undefined || registration.loading) return { ...registration, data: undefined };
  if (!registration.data) return ready(null);
  const card = event.courseId ? myCard : ready(null);
  return joinLive(
    joinLive(teeTime, players, (t, p) => ({ t, p })),
    card,
    ({ t, p }, c): PlayGroup | null => {
      if (!t) return null;
      const sorted = [...p].sort((a, b) => a.registeredAt.getTime() - b.registeredAt.getTime());
      const names: Record<string, string> = {};
      for (const r of sorted) names[r.memberId] = r.fullName || 'A member';
      const memberIds = sorted.map((r) => r.memberId);
      return { id: t.id, teeTime: t.teeTime, startHole: 1, memberIds, markerId: c?.markerId ?? t.markerId ?? null, names };
    },
  );
}

/** The member's group for the event (null: none yet), whichever its kind. */
export function usePlayGroup(event: PlayEvent | null, uid: string): Live<PlayGroup | null> {
  const tournament = useTournamentGroup(event, uid);
  const par3 = usePar3Group(event, uid);
  return event?.kind === 'par3' ? par3 : tournament;
}

/** The event's course (null: none set). */
export function useCourse(courseId: string | null): Live<Row<'courses'> | null> {
  const live = useLive(courseId ? courseRef(courseId) : null);
  return courseId ? live : ready(null);
}

/** The group's cards, in the group's order (null where a player has no card). */
export function useGroupCards(event: PlayEvent | null, group: PlayGroup | null | undefined) {
  // useLiveDocs follows the paths: a new array of the same refs does not restart it.
  return useLiveDocs(event?.courseId && group ? group.memberIds.map((id) => cardRef(event.kind, event.id, id)) : null);
}
