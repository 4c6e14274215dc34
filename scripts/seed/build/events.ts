import { par3RegistrationFor, tournamentRegistrationFor } from '../../../tests/support/builders';
import { DEMO_MEMBER } from '../accounts';
import { addMinutes, atDubaiTime, daysBefore, dubaiDay, nextWeekdayAt, previousWeekdayAt, SATURDAY, WEDNESDAY } from '../dates';
import type { Random } from '../random';
import {
  PAR3_INTERVAL_MINUTES,
  PAR3_PAST_EVENTS,
  PAR3_START,
  PAR3_UPCOMING_EVENTS,
  PAR3_UPCOMING_PLAN,
  PAR3_VENUES,
  TOURNAMENTS,
  type TournamentRow,
} from '../tables/events';
import { SPONSORS } from '../tables/sponsors';
import type {
  Doc,
  Par3EventSource,
  Par3RegistrationDoc,
  Par3ScoreDoc,
  ProfileDoc,
  ScoreDoc,
  SeedSource,
  SubDoc,
  TeamMemberDoc,
  TeamSource,
  TeeTimeSource,
  TournamentRegistrationDoc,
  TournamentSource,
  WaitingSource,
} from '../types';
import type { People } from './people';

/** The events part of the seed: tournaments and Par 3 nights with their registrations, waiting places and scores. */
export type Events = Pick<
  SeedSource,
  | 'tournaments'
  | 'tournamentRegistrations'
  | 'tournamentWaitlist'
  | 'scores'
  | 'par3Events'
  | 'teeTimes'
  | 'par3Registrations'
  | 'par3Scores'
>;

/** Share of team members who play a completed tournament. */
const TURNOUT = 0.88;
const TEE_TIME_CAPACITY = 4;

/** Who a registration or score is about, with what registrations denormalise. */
interface Player {
  uid: string;
  fullName: string;
  handicap: number | null;
  teamId: string | null;
  teamName: string;
}

function players(people: People): Map<string, Player> {
  const teamOf = new Map(people.teamMembers.map((m: Doc<TeamMemberDoc>) => [m.id, m.data.teamId]));
  const teamName = new Map(people.teams.map((t: Doc<TeamSource>) => [t.id, t.data.name]));
  return new Map(
    people.profiles.map(({ id, data }: Doc<ProfileDoc>) => {
      const teamId = teamOf.get(id) ?? null;
      return [
        id,
        { uid: id, fullName: data.fullName, handicap: data.handicap, teamId, teamName: teamId ? (teamName.get(teamId) ?? '') : '' },
      ];
    }),
  );
}

/** "07:30" plus minutes, as "HH:MM" (wrapping at midnight). */
function clock(hhmm: string, plusMinutes: number): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const total = (((h * 60 + m + plusMinutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function agenda(row: TournamentRow): string {
  return [
    `${clock(row.teeOffTime, -60)} Registration desk opens, range balls and coffee`,
    `${clock(row.teeOffTime, -30)} Arrival and players\u2019 briefing (please arrive 30 minutes before tee off)`,
    `${row.teeOffTime} ${row.dayOffset === 0 ? 'First group off the 1st tee, then every ten minutes' : row.format === 'team_event' ? 'Shotgun start, teams of four' : 'Shotgun start'}`,
    `${clock(row.teeOffTime, 300)} ${row.afterPlay}`,
  ].join('\n');
}

/** An 18-hole round for a handicap: gross, net, Stableford points, birdies. */
function tournamentRound(rng: Random, handicap: number | null): Omit<ScoreDoc, 'tournamentId' | 'memberId' | 'teamId'> {
  const strokes = Math.round(handicap ?? 28);
  const form = rng.int(-3, 3) + rng.int(-3, 3) + rng.int(-2, 4);
  const grossScore = Math.max(66, 72 + strokes + form);
  const netScore = grossScore - strokes;
  const points = Math.min(45, Math.max(14, Math.round(36 - (netScore - 72) * 0.9 + rng.int(-1, 1))));
  const birdieChance = 0.006 + Math.max(0, 28 - (handicap ?? 28)) * 0.0035;
  let birdies = 0;
  for (let hole = 0; hole < 18; hole++) if (rng.chance(birdieChance)) birdies++;
  return { grossScore, netScore, points, birdies };
}

/** A nine-hole par 3 round (par 27) for a handicap. */
function par3Round(rng: Random, handicap: number | null): Omit<Par3ScoreDoc, 'eventId' | 'memberId'> {
  const strokes = Math.round((handicap ?? 28) / 4);
  const grossScore = Math.max(22, 27 + strokes + rng.int(-2, 3) + rng.int(-1, 2));
  const points = Math.min(27, Math.max(6, 18 + strokes - (grossScore - 27) + rng.int(-1, 1)));
  const birdieChance = 0.02 + Math.max(0, 30 - (handicap ?? 30)) * 0.004;
  let birdies = 0;
  for (let hole = 0; hole < 9; hole++) if (rng.chance(birdieChance)) birdies++;
  return { grossScore, points, birdies };
}

/** Picks `count` entrants from `pool`, the demo member first when `withDemo`. */
function entrants(rng: Random, pool: readonly Player[], count: number, withDemo: boolean): Player[] {
  const others = pool.filter((p) => p.uid !== DEMO_MEMBER.uid);
  const demo = pool.find((p) => p.uid === DEMO_MEMBER.uid);
  const chosen = withDemo && demo ? [demo] : [];
  return [...chosen, ...rng.sample(others, count - chosen.length)];
}

/** The most places a tournament may have (tournamentDoc's limit): a bench season (size 10) stops there. */
const MAX_PLACES = 200;
/** The day of play (dayOffset 0, today) keeps its field at every size. */
const scaled = (row: TournamentRow, size: number) => (row.dayOffset === 0 ? 1 : size);
const placesAt = (row: TournamentRow, size: number) => Math.min(row.maxParticipants * scaled(row, size), MAX_PLACES);

/** Entries of an upcoming tournament at a size; a nearly full one stays one place from full. */
function entries(row: TournamentRow, size: number): number {
  size = scaled(row, size);
  const max = placesAt(row, size);
  return row.registrations === row.maxParticipants - 1 ? max - 1 : Math.min(row.registrations * size, max);
}

function buildTournaments(rng: Random, today: Date, size: number, people: People, roster: Map<string, Player>) {
  const tournaments: Doc<TournamentSource>[] = [];
  const registrations: SubDoc<TournamentRegistrationDoc>[] = [];
  const waitlist: SubDoc<WaitingSource>[] = [];
  const scores: Doc<ScoreDoc>[] = [];
  const teamPlayers = people.teamMembers.map((m) => roster.get(m.id)).filter((p): p is Player => !!p);
  const active = new Set(people.profiles.filter((p) => p.data.membershipStatus === 'active').map((p) => p.id));
  const activePlayers = [...roster.values()].filter((p) => active.has(p.uid));

  TOURNAMENTS.forEach((row, index) => {
    const t = rng.fork(`tournament-${row.id}`);
    const date =
      row.dayOffset < 0
        ? previousWeekdayAt(today, SATURDAY, row.teeOffTime, -row.dayOffset)
        : row.dayOffset === 0
          ? atDubaiTime(dubaiDay(today), row.teeOffTime)
          : nextWeekdayAt(today, SATURDAY, row.teeOffTime, row.dayOffset);
    // Today's tournament is on (upcoming, as the app lists an event until its day is over) even after its tee-off.
    const completed = row.dayOffset < 0;
    const sponsor = SPONSORS.find((s) => s.id === row.sponsorId);
    tournaments.push({
      id: row.id,
      data: {
        name: row.name,
        description: row.description,
        agenda: agenda(row),
        date,
        teeOffTime: row.teeOffTime,
        location: row.location,
        format: row.format,
        maxParticipants: placesAt(row, size),
        isLeagueEvent: row.league ?? true,
        imageUrl: row.imageUrl,
        registrationFee: row.registrationFee,
        status: completed ? 'completed' : 'upcoming',
        sponsorId: sponsor?.id ?? null,
        sponsorName: sponsor?.data.name ?? '',
        sponsorLogoUrl: sponsor?.data.logoUrl ?? '',
      },
    });

    // Completed: most team members played (the demo member missed the second round).
    // Upcoming: the planned number of entries, drawn from active members.
    const field = completed
      ? teamPlayers.filter((p) => (p.uid === DEMO_MEMBER.uid ? index !== 1 : t.chance(TURNOUT))).slice(0, placesAt(row, size))
      : entrants(t, activePlayers, entries(row, size), row.demoMemberRegistered);
    for (const player of field) {
      registrations.push({
        parentId: row.id,
        id: player.uid,
        // As registerForTournament writes it (the tests' builder, parsed by the strict schema).
        data: tournamentRegistrationFor(player, {
          registeredAt: addMinutes(daysBefore(completed ? date : today, t.int(1, 21)), -t.int(0, 600)),
          handicap: player.handicap,
          teamId: player.teamId,
          teamName: player.teamName,
        }),
      });
      if (completed) {
        scores.push({
          id: `${row.id}_${player.uid}`,
          data: { tournamentId: row.id, memberId: player.uid, teamId: player.teamId, ...tournamentRound(t, player.handicap) },
        });
      }
    }
    // A full upcoming tournament's waiting list: active members not entered, in the order they join.
    if (!completed && row.waiting) {
      const entered = new Set(field.map((p) => p.uid));
      const candidates = activePlayers.filter((p) => !entered.has(p.uid) && p.uid !== DEMO_MEMBER.uid);
      for (const player of t.sample(candidates, Math.min(row.waiting, candidates.length))) {
        waitlist.push({
          parentId: row.id,
          id: player.uid,
          data: { memberId: player.uid, handicap: player.handicap, fullName: player.fullName },
        });
      }
    }
  });
  return { tournaments, tournamentRegistrations: registrations, tournamentWaitlist: waitlist, scores };
}

/** Spreads entrants over tee times: the first filled when `fillFirst`, the rest in turn. */
function teeTimeOf(count: number, teeTimes: number, fillFirst: boolean): number[] {
  const slots: number[] = [];
  const load = new Array<number>(teeTimes).fill(0);
  for (let i = 0; i < count; i++) {
    let slot: number;
    if (fillFirst && (load[0] ?? 0) < TEE_TIME_CAPACITY) slot = 0;
    else {
      const candidates = load.map((n, s) => [s, n] as const).filter(([s, n]) => n < TEE_TIME_CAPACITY && !(fillFirst && s === 0));
      const least = candidates.reduce((best, c) => (c[1] < best[1] ? c : best), candidates[0] ?? [0, 0]);
      slot = least[0];
    }
    load[slot] = (load[slot] ?? 0) + 1;
    slots.push(slot);
  }
  return slots;
}

function buildPar3(rng: Random, today: Date, size: number, people: People, roster: Map<string, Player>) {
  const par3Events: Doc<Par3EventSource>[] = [];
  const teeTimes: SubDoc<TeeTimeSource>[] = [];
  const registrations: SubDoc<Par3RegistrationDoc>[] = [];
  const scores: Doc<Par3ScoreDoc>[] = [];
  const active = new Set(people.profiles.filter((p) => p.data.membershipStatus === 'active').map((p) => p.id));
  const pool = [...roster.values()].filter((p) => active.has(p.uid));

  const pastCount = PAR3_PAST_EVENTS * size;
  const lastPast = previousWeekdayAt(today, WEDNESDAY, PAR3_START);
  const firstUpcoming = nextWeekdayAt(today, WEDNESDAY, PAR3_START);
  const dates = [
    ...Array.from({ length: pastCount }, (_, i) => daysBefore(lastPast, 7 * (pastCount - 1 - i))),
    ...Array.from({ length: PAR3_UPCOMING_EVENTS }, (_, i) => daysBefore(firstUpcoming, -7 * i)),
  ];

  dates.forEach((date, index) => {
    const week = index + 1;
    const id = `par3-week-${String(week).padStart(2, '0')}`;
    const e = rng.fork(id);
    const completed = index < pastCount;
    const plan = completed ? null : PAR3_UPCOMING_PLAN[index - pastCount];
    const field = completed ? entrants(e, pool, e.int(10, 16), e.chance(0.7)) : entrants(e, pool, plan?.[1] ?? 0, index - pastCount === 1);
    const teeTimeCount = completed ? Math.max(3, Math.ceil(field.length / TEE_TIME_CAPACITY)) : (plan?.[0] ?? 3);
    const venue = PAR3_VENUES[index % PAR3_VENUES.length] ?? '';
    par3Events.push({
      id,
      data: {
        name: `Par 3 League \u2013 Week ${week}`,
        description: `Nine floodlit par 3 holes at ${venue.split(',')[0]}, individual Stableford with half handicap. Results count towards the Par 3 League leaderboard; dinner on the terrace afterwards.`,
        date,
        location: venue,
        maxParticipants: teeTimeCount * TEE_TIME_CAPACITY,
        status: completed ? 'completed' : 'upcoming',
      },
    });
    for (let slot = 0; slot < teeTimeCount; slot++) {
      teeTimes.push({
        parentId: id,
        id: `tee-${slot + 1}`,
        data: { teeTime: clock(PAR3_START, slot * PAR3_INTERVAL_MINUTES), maxParticipants: TEE_TIME_CAPACITY },
      });
    }
    const slots = teeTimeOf(field.length, teeTimeCount, !completed && index === pastCount);
    field.forEach((player, i) => {
      const slot = slots[i] ?? 0;
      registrations.push({
        parentId: id,
        id: player.uid,
        data: par3RegistrationFor(
          player,
          { id: `tee-${slot + 1}`, teeTime: clock(PAR3_START, slot * PAR3_INTERVAL_MINUTES) },
          { registeredAt: addMinutes(daysBefore(completed ? date : today, e.int(1, 6)), -e.int(0, 600)), handicap: player.handicap },
        ),
      });
      if (completed) {
        scores.push({ id: `${id}_${player.uid}`, data: { eventId: id, memberId: player.uid, ...par3Round(e, player.handicap) } });
      }
    });
  });
  return { par3Events, teeTimes, par3Registrations: registrations, par3Scores: scores };
}

/**
 * Thirteen tournaments (five played, with scores; one today) and the weekly Par 3 League
 * (6 x size played nights with scores, five to come), dated around `today`.
 */
export function buildEvents(rng: Random, today: Date, size: number, people: People): Events {
  const roster = players(people);
  return {
    ...buildTournaments(rng.fork('tournaments'), today, size, people, roster),
    ...buildPar3(rng.fork('par3'), today, size, people, roster),
  };
}
