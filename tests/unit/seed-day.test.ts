/**
 * The demo season's day of play (issue 28, decision 0023), built for a fixed
 * day: its courses can be scored, today's tournament has published groups of
 * its registered members, each with its marker, the demo member marks one,
 * and its round is part-way.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../scripts/seed/accounts';
import { buildSource } from '../../scripts/seed/build/index';
import { sameDubaiDay } from '../../scripts/seed/dates';
import { expectedCounters } from '../../scripts/seed/derived';
import { dayOfPlayProblems, seasonProblems } from '../../scripts/seed/invariants';
import { expectedCards } from '../../scripts/seed/settle';
import { cardValues } from '../../src/lib/scoring';
import { courseDoc, courseProblems, MAX_GROUP_SIZE } from '../../src/lib/schemas/scoring';

// A Friday afternoon in Dubai (15:30), after today's tee-off.
const DAY = new Date('2026-11-27T11:30:00Z');
const source = buildSource(1, DAY);
const today = source.tournaments.filter((t) => t.data.status === 'upcoming' && sameDubaiDay(t.data.date, DAY));
const [tournament] = today;
const groups = source.tournamentGroups.filter((g) => g.parentId === tournament?.id);
const registered = new Set(source.tournamentRegistrations.filter((r) => r.parentId === tournament?.id).map((r) => r.id));

describe('the demo season on its day of play', () => {
  it('is consistent (the seed checks the same before writing)', () => {
    expect(seasonProblems(source, expectedCounters(source), DAY)).toEqual([]);
  });

  it('has courses that all pass courseProblems: 18 holes of par 70-72 with 2-3 rated tees, and an unrated par 3 nine', () => {
    expect(source.courses.length).toBeGreaterThanOrEqual(13);
    for (const c of source.courses) {
      expect(courseProblems(c.data.holes), c.id).toEqual([]);
      expect(courseDoc.safeParse(c.data).success, c.id).toBe(true);
      const par = c.data.holes.reduce((sum, h) => sum + h.par, 0);
      if (c.data.holes.length === 18) {
        expect(par, c.id).toBeGreaterThanOrEqual(70);
        expect(par, c.id).toBeLessThanOrEqual(72);
        expect(c.data.tees.length, c.id).toBeGreaterThanOrEqual(2);
        expect(c.data.tees.length, c.id).toBeLessThanOrEqual(3);
        for (const tee of c.data.tees) {
          expect(tee.slopeRating).toBeGreaterThanOrEqual(55);
          expect(tee.slopeRating).toBeLessThanOrEqual(155);
        }
        const odd = (from: number) => c.data.holes.slice(from, from + 9).every((h) => h.strokeIndex % 2 === 1);
        expect(odd(0) || odd(9), `${c.id}: odd stroke indexes on one nine`).toBe(true);
      } else {
        expect(c.data.holes.every((h) => h.par === 3)).toBe(true);
        expect(c.data.tees).toEqual([]);
      }
    }
  });

  it('plays every upcoming event on the course at its venue, from a tee the course lists; played events keep their typed scores and no course', () => {
    const courses = new Map(source.courses.map((c) => [c.id, c.data]));
    for (const t of source.tournaments) {
      if (t.data.status === 'completed') {
        expect(t.data.courseId ?? null, t.id).toBeNull();
        continue;
      }
      const course = courses.get(t.data.courseId ?? '');
      expect(course?.name, t.id).toBeDefined();
      expect(course?.tees.map((tee) => tee.name)).toContain(t.data.teeName);
    }
    for (const e of source.par3Events) {
      if (e.data.status === 'completed') expect(e.data.courseId ?? null).toBeNull();
      else expect(courses.get(e.data.courseId ?? '')?.holes).toHaveLength(9);
    }
    expect(source.scores.length).toBeGreaterThan(100);
  });

  it('has one tournament today, teeing off early in the morning (Dubai), with 16-24 registered', () => {
    expect(today).toHaveLength(1);
    expect(tournament?.data.date.toISOString()).toBe('2026-11-27T03:00:00.000Z');
    expect(registered.size).toBeGreaterThanOrEqual(16);
    expect(registered.size).toBeLessThanOrEqual(24);
    expect(tournament?.data.groupsPublished).toBe(true);
  });

  it("groups today's field in fours: only registered members, each once, each marker in its group, the demo member marking one", () => {
    const grouped = groups.flatMap((g) => g.data.memberIds);
    expect(new Set(grouped)).toEqual(registered);
    expect(grouped).toHaveLength(registered.size);
    for (const g of groups) {
      expect(g.data.memberIds.length).toBeLessThanOrEqual(MAX_GROUP_SIZE);
      expect(g.data.memberIds).toContain(g.data.markerId);
      expect(g.data.teeTime).toMatch(/^0[6-9]:[0-5]\d$/);
    }
    expect(groups.filter((g) => g.data.markerId === DEMO_MEMBER.uid)).toHaveLength(1);
  });

  it('is part-way through the round: some groups through several holes, one not started, one finished and submitted', () => {
    const entered = (memberId: string) =>
      Object.keys(source.cardEntries.find((c) => c.parentId === tournament?.id && c.id === memberId)?.data.strokes ?? {}).length;
    const thru = groups.map((g) => Math.max(...g.data.memberIds.map(entered)));
    expect(thru.filter((n) => n > 0 && n < 18).length).toBeGreaterThanOrEqual(2);
    expect(thru).toContain(0);
    expect(thru).toContain(18);
    const demoGroup = groups.find((g) => g.data.markerId === DEMO_MEMBER.uid);
    expect(entered(DEMO_MEMBER.uid)).toBeGreaterThan(3);
    for (const m of demoGroup?.data.memberIds ?? []) expect(entered(m)).toBe(entered(DEMO_MEMBER.uid));
    const submitted = source.cardEntries.filter((c) => c.data.status === 'submitted');
    expect(submitted.length).toBeGreaterThan(0);
    for (const c of submitted) expect(entered(c.id)).toBe(18);
    // A pick-up is entered as null, never as a number.
    expect(source.cardEntries.some((c) => Object.values(c.data.strokes).includes(null))).toBe(true);
  });

  it("expects each card's values the core gives (what settle waits for)", () => {
    const cards = expectedCards(source);
    const demo = cards.find((c) => c.eventId === tournament?.id && c.memberId === DEMO_MEMBER.uid);
    const course = source.courses.find((c) => c.id === tournament?.data.courseId)?.data;
    const tee = course?.tees.find((t) => t.name === tournament?.data.teeName);
    const handicap = source.tournamentRegistrations.find((r) => r.parentId === tournament?.id && r.id === DEMO_MEMBER.uid)?.data.handicap;
    const values = cardValues(handicap, course?.holes ?? [], tee, tournament?.data.handicapAllowance, demo?.strokes);
    expect(demo?.points).toBe(values.totals.points);
    expect(demo?.points).toBeGreaterThan(0);
    expect(demo?.markerId).toBe(DEMO_MEMBER.uid);
    // One card per registration on an event with a course.
    const onCourse = new Set(source.tournaments.filter((t) => t.data.courseId).map((t) => t.id));
    expect(cards.filter((c) => c.kind === 'tournament')).toHaveLength(
      source.tournamentRegistrations.filter((r) => onCourse.has(r.parentId)).length,
    );
  });

  it('keeps the day of play as at size 1 in a bench season (size 10), which stays consistent', () => {
    const bench = buildSource(10, DAY);
    expect(seasonProblems(bench, expectedCounters(bench), DAY)).toEqual([]);
    // The same groups, tee times and progress (drawn from the bench season's larger membership).
    const shape = (s: typeof source) => ({
      groups: s.tournamentGroups.map((g) => [g.parentId, g.id, g.data.teeTime, g.data.memberIds.length]),
      entered: s.cardEntries.map((c) => [c.parentId, Object.keys(c.data.strokes).length, c.data.status]),
    });
    expect(shape(bench)).toEqual(shape(source));
    expect(expectedCards(bench).length).toBeLessThan(expectedCards(source).length);
  });

  it('says what is wrong when a group lists someone not registered or a marker outside it', () => {
    const [first, ...rest] = source.tournamentGroups;
    if (!first) throw new Error('no group');
    const broken = {
      ...source,
      tournamentGroups: [
        { ...first, data: { ...first.data, memberIds: [...first.data.memberIds.filter((m) => m !== first.data.markerId), 'nobody'] } },
        ...rest,
      ],
    };
    const problems = dayOfPlayProblems(broken, DAY);
    expect(problems).toContain(`group ${first.parentId}/${first.id} lists nobody, not registered`);
    expect(problems).toContain(`the marker of group ${first.parentId}/${first.id} is not in it`);
  });
});
