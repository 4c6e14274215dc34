/**
 * The day of play in the demo season (issue 28, decision 0023): the courses,
 * each event's course fields, and today's tournament part-way through its
 * round: published groups (the demo member marks one) and what the markers
 * have entered so far. Played events keep their typed scores and no course
 * (a course on them would give them empty cards in place of those scores).
 */
import { DEFAULT_ALLOWANCE, MAX_GROUP_SIZE, type StrokesMap } from '../../../src/lib/schemas/scoring';
import { DEMO_MEMBER } from '../accounts';
import { sameDubaiDay } from '../dates';
import type { Random } from '../random';
import { COURSES, type CourseRow } from '../tables/courses';
import type { CardEntries, CourseDoc, Doc, GroupDoc, SeedSource, SubDoc, TournamentSource } from '../types';

/** Minutes between two groups' tee times. */
export const GROUP_INTERVAL_MINUTES = 10;
/**
 * Holes each group has entered, in tee-time order: the first group has
 * finished (and its marker submitted its cards), the demo member's group (the
 * third) is on its 8th hole, the last has not started.
 */
export const HOLES_ENTERED = [18, 13, 7, 4, 0] as const;
/** The demo member's group, counted from the first tee time. */
export const DEMO_GROUP = 2;

/** A course's holes from its table row: pars, and stroke indexes by difficulty (odd on one nine). */
export function courseOf(row: CourseRow): CourseDoc {
  const holes = [...row.pars].map((par) => ({ par: Number(par), strokeIndex: 0 }));
  const nines = holes.length / 9;
  for (let nine = 0; nine < nines; nine++) {
    [...(row.order[nine] ?? '')].forEach((digit, rank) => {
      const hole = holes[nine * 9 + Number(digit) - 1];
      if (!hole) return;
      const odd = (nine === 0) === (row.oddNine === 'front');
      hole.strokeIndex = nines === 1 ? rank + 1 : odd ? 2 * rank + 1 : 2 * rank + 2;
    });
  }
  return {
    name: row.name,
    holes,
    tees: row.tees.map(([name, courseRating, slopeRating]) => ({ name, courseRating, slopeRating })),
  };
}

/** The tee an event is played from: White where there is one, the forward tee of the rest otherwise; a medal from the middle tee. */
function teeFor(course: CourseDoc, format: string): string {
  const names = course.tees.map((t) => t.name);
  if (format === 'medal' && names.length >= 3) return names[1] ?? '';
  return names.includes('White') ? 'White' : (names.at(-1) ?? '');
}

/** "07:00" plus minutes. */
function clock(hhmm: string, plus: number): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const total = h * 60 + m + plus;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** One player's strokes on a hole: around par plus their share of the handicap, now and then a better or worse one. */
function strokesOn(rng: Random, par: number, handicap: number | null): number {
  const perHole = Math.max(0, handicap ?? 28) / 18;
  const over = Math.floor(perHole) + (rng.chance(perHole - Math.floor(perHole)) ? 1 : 0) + rng.pick([-1, 0, 0, 0, 0, 1]);
  return Math.max(2, par + over);
}

export type DayOfPlay = Pick<SeedSource, 'courses' | 'tournamentGroups' | 'cardEntries'>;

type EventsPart = Pick<SeedSource, 'tournaments' | 'tournamentRegistrations' | 'par3Events' | 'teeTimes' | 'par3Registrations'>;

/**
 * The events with their course fields (upcoming ones only), the courses, and
 * today's groups and entries. `today` is the seed's day.
 */
export function withDayOfPlay<S extends EventsPart>(rng: Random, today: Date, size: number, source: S): S & DayOfPlay {
  const courses = COURSES.map((row) => ({ id: row.id, data: courseOf(row) }));
  const byVenue = new Map(COURSES.map((row, i) => [row.venue, courses[i] as Doc<CourseDoc>]));
  const upcomingPar3 = source.par3Events.filter((e) => e.data.status === 'upcoming');
  const nextNightId = [...upcomingPar3].sort((a, b) => a.data.date.getTime() - b.data.date.getTime())[0]?.id;
  // The demo season plays every upcoming event on its course. A bench season (size > 1) keeps the day
  // of play as at size 1: only today's tournament and the next Par 3 night, so its cards stay as many.
  const courseAt = (venue: string, upcoming: boolean, dayOfPlay: boolean) =>
    upcoming && (size === 1 || dayOfPlay) ? (byVenue.get(venue) ?? null) : null;

  const tournaments = source.tournaments.map((t): Doc<TournamentSource> => {
    const course = courseAt(t.data.location, t.data.status === 'upcoming', sameDubaiDay(t.data.date, today));
    return {
      ...t,
      data: {
        ...t.data,
        courseId: course?.id ?? null,
        teeName: course ? teeFor(course.data, t.data.format) : '',
        // Team events play off 85% (WHS Appendix C, four-ball Stableford), the rest the default 95%.
        handicapAllowance: t.data.format === 'team_event' ? 85 : DEFAULT_ALLOWANCE,
        // Today's groups are drawn and published (the seed publishes them once they are written).
        groupsPublished: course !== null && sameDubaiDay(t.data.date, today),
        hiddenHoles: 0,
      },
    };
  });
  const par3Events = source.par3Events.map((e) => ({
    ...e,
    data: { ...e.data, courseId: courseAt(e.data.location, e.data.status === 'upcoming', e.id === nextNightId)?.id ?? null },
  }));

  // The next Par 3 night: each tee time's marker is its lowest handicap (the first registered marks when none is chosen).
  const teeTimes = source.teeTimes.map((tt) => {
    if (tt.parentId !== nextNightId) return tt;
    const on = source.par3Registrations.filter((r) => r.parentId === tt.parentId && r.data.teeTimeId === tt.id);
    const marker = [...on].sort((a, b) => (a.data.handicap ?? 54) - (b.data.handicap ?? 54) || a.id.localeCompare(b.id))[0];
    return marker ? { ...tt, data: { ...tt.data, markerId: marker.id } } : tt;
  });

  const groups: SubDoc<GroupDoc>[] = [];
  const cardEntries: SubDoc<CardEntries>[] = [];
  const todays = tournaments.filter((t) => t.data.status === 'upcoming' && t.data.courseId && sameDubaiDay(t.data.date, today));
  for (const t of todays) {
    const course = courses.find((c) => c.id === t.data.courseId);
    if (!course) continue;
    const r = rng.fork(t.id);
    const field = source.tournamentRegistrations.filter((x) => x.parentId === t.id);
    const others = field.filter((x) => x.id !== DEMO_MEMBER.uid);
    const players = r.sample(others, others.length);
    const count = Math.ceil(field.length / MAX_GROUP_SIZE);
    const demo = field.find((x) => x.id === DEMO_MEMBER.uid);
    // Groups as even as they can be (4s, then 3s), the demo member in the third.
    const sizes = Array.from({ length: count }, (_, g) => Math.floor((field.length + count - 1 - g) / count));
    const members: string[][] = sizes.map(() => []);
    let next = 0;
    sizes.forEach((n, g) => {
      const list = members[g] as string[];
      if (demo && g === Math.min(DEMO_GROUP, count - 1)) list.push(demo.id);
      while (list.length < n) list.push((players[next++] as (typeof players)[number]).id);
    });
    members.forEach((memberIds, g) => {
      const groupId = `group-${g + 1}`;
      const markerId = memberIds.includes(DEMO_MEMBER.uid) ? DEMO_MEMBER.uid : r.pick(memberIds);
      groups.push({
        parentId: t.id,
        id: groupId,
        data: { teeTime: clock(t.data.teeOffTime, g * GROUP_INTERVAL_MINUTES), startHole: 1, memberIds, markerId },
      });
      const holes = HOLES_ENTERED[g] ?? 0;
      if (holes === 0) return;
      // The second group's highest handicap picks up on one hole (no return: 0 points).
      const pickUp = g === 1 ? [...memberIds].sort((a, b) => handicapOf(field, b) - handicapOf(field, a))[0] : undefined;
      for (const memberId of memberIds) {
        const strokes: StrokesMap = {};
        course.data.holes.slice(0, holes).forEach((hole, i) => {
          const key = String(i + 1) as keyof StrokesMap;
          strokes[key] = memberId === pickUp && i === 4 ? null : strokesOn(r, hole.par, handicapOf(field, memberId));
        });
        const complete = holes === course.data.holes.length;
        cardEntries.push({ parentId: t.id, id: memberId, data: { strokes, status: complete ? 'submitted' : 'open' } });
      }
    });
  }

  return { ...source, tournaments, par3Events, teeTimes, courses, tournamentGroups: groups, cardEntries };
}

function handicapOf(field: readonly { id: string; data: { handicap: number | null } }[], memberId: string): number {
  return field.find((x) => x.id === memberId)?.data.handicap ?? 28;
}
