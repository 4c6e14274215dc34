/**
 * Promises the demo season makes to the app and the tests, checked before
 * anything is written (pure; a unit test can call it with any size and day).
 * Returns the broken promises; an empty list means the season is consistent.
 */
import { collections, type CollectionName } from '../../src/lib/schemas/collections';
import { firstIssue } from '../../src/lib/schemas/validation';
import { courseProblems, HOLE_KEYS } from '../../src/lib/schemas/scoring';
import { DEMO_ADMIN, DEMO_MEMBER } from './accounts';
import { sameDubaiDay } from './dates';
import type { ExpectedCounters } from './derived';
import type { Doc, SeedSource } from './types';

/** Documents that do not match their collection's schema (derived counters at their starting 0). */
function shapeProblems(source: SeedSource): string[] {
  const problems: string[] = [];
  const check = (name: CollectionName, docs: readonly Doc<object>[], derived: object = {}) => {
    for (const { id, data } of docs) {
      const result = collections[name].doc.safeParse({ ...data, ...derived });
      if (!result.success) problems.push(`${name}/${id} does not match its schema: ${firstIssue(result.error)}`);
    }
  };
  check('profiles', source.profiles);
  check('teams', source.teams, { totalPoints: 0, memberCount: 0 });
  check('teamMembers', source.teamMembers);
  check('tournaments', source.tournaments, { registeredCount: 0, waitlistCount: 0 });
  check('tournamentRegistrations', source.tournamentRegistrations);
  check('tournamentWaitlist', source.tournamentWaitlist, { joinedAt: new Date(0) });
  check('scores', source.scores);
  check('par3Events', source.par3Events, { registeredCount: 0, waitlistCount: 0 });
  check('teeTimes', source.teeTimes, { currentParticipants: 0 });
  check('par3Registrations', source.par3Registrations);
  check('par3Scores', source.par3Scores);
  check('courses', source.courses);
  check('tournamentGroups', source.tournamentGroups);
  check('news', source.news);
  check('sponsors', source.sponsors);
  check('heroSlides', source.heroSlides);
  check('pageContent', source.pageContent);
  return problems;
}

export function seasonProblems(source: SeedSource, counters: ExpectedCounters, today: Date): string[] {
  const problems: string[] = shapeProblems(source);
  const fail = (message: string) => problems.push(message);
  const now = today.getTime();

  const uids = new Set(source.accounts.map((a) => a.uid));
  const emails = new Set(source.accounts.map((a) => a.email));
  if (uids.size !== source.accounts.length) fail('account uids are not unique');
  if (emails.size !== source.accounts.length) fail('account emails are not unique');
  for (const demo of [DEMO_ADMIN, DEMO_MEMBER]) {
    const account = source.accounts.find((a) => a.uid === demo.uid);
    if (account?.email !== demo.email || account.password !== demo.password) fail(`${demo.email} is not seeded as documented`);
  }
  if (!source.accounts.find((a) => a.uid === DEMO_ADMIN.uid)?.admin) fail('the demo admin has no admin claim');
  if (!source.teamMembers.some((m) => m.id === DEMO_MEMBER.uid)) fail('the demo member is in no team');
  if (new Set(source.profiles.map((p) => p.data.nationality)).size < 18) fail('fewer than 18 nationalities');

  const registered = (map: Map<string, number>, id: string) => map.get(id) ?? 0;
  for (const t of source.tournaments) {
    // An event today is on (upcoming) all day, before and after its tee-off.
    const upcoming = t.data.date.getTime() > now || sameDubaiDay(t.data.date, today);
    if (upcoming !== (t.data.status === 'upcoming')) fail(`tournament ${t.id} status ${t.data.status} does not match its date`);
    if (registered(counters.tournaments, t.id) > t.data.maxParticipants) fail(`tournament ${t.id} is overbooked`);
  }
  const nearlyFull = (t: SeedSource['tournaments'][number]) =>
    t.data.status === 'upcoming' && registered(counters.tournaments, t.id) === t.data.maxParticipants - 1;
  if (!source.tournaments.some(nearlyFull)) {
    fail('no upcoming tournament is one place from full');
  }

  // Waiting lists: only on a full upcoming tournament, nobody both entered and waiting, and one list to show.
  const entered = new Set(source.tournamentRegistrations.map((r) => `${r.parentId}/${r.id}`));
  for (const w of source.tournamentWaitlist) {
    const t = source.tournaments.find((x) => x.id === w.parentId);
    if (!t || t.data.status !== 'upcoming' || registered(counters.tournaments, t.id) !== t.data.maxParticipants) {
      fail(`waiting place ${w.parentId}/${w.id} is not on a full upcoming tournament`);
    }
    if (entered.has(`${w.parentId}/${w.id}`)) fail(`member ${w.id} is both registered for and waiting on ${w.parentId}`);
  }
  if (new Set(source.tournamentWaitlist.map((w) => `${w.parentId}/${w.id}`)).size !== source.tournamentWaitlist.length) {
    fail('a member waits twice on one tournament');
  }
  if (![...counters.tournamentWaitlists.values()].some((n) => n >= 2)) fail('no full tournament has a waiting list of two or more');

  const upcomingPar3 = source.par3Events.filter((e) => e.data.status === 'upcoming');
  if (upcomingPar3.length < 4) fail('fewer than 4 upcoming Par 3 events');
  for (const e of source.par3Events) {
    if (e.data.date.getTime() > now !== (e.data.status === 'upcoming')) fail(`Par 3 event ${e.id} status does not match its date`);
    if (registered(counters.par3Events, e.id) > e.data.maxParticipants) fail(`Par 3 event ${e.id} is overbooked`);
  }
  const onTeeTime = (tt: SeedSource['teeTimes'][number]) => registered(counters.teeTimes, `${tt.parentId}/${tt.id}`);
  for (const tt of source.teeTimes) {
    if (onTeeTime(tt) > tt.data.maxParticipants) fail(`tee time ${tt.parentId}/${tt.id} is overbooked`);
  }
  const upcomingIds = new Set(upcomingPar3.map((e) => e.id));
  if (!source.teeTimes.some((tt) => upcomingIds.has(tt.parentId) && onTeeTime(tt) === tt.data.maxParticipants)) {
    fail('no upcoming tee time is full');
  }
  const teeTimeIds = new Set(source.teeTimes.map((tt) => `${tt.parentId}/${tt.id}`));
  for (const r of source.par3Registrations) {
    if (!teeTimeIds.has(`${r.parentId}/${r.data.teeTimeId}`)) fail(`registration ${r.parentId}/${r.id} names a missing tee time`);
  }

  problems.push(...dayOfPlayProblems(source, today));

  if (source.news.length < 8 || source.news.filter((n) => !n.data.published).length < 2) fail('too few articles or drafts');
  if (!source.sponsors.some((s) => !s.data.active)) fail('no inactive sponsor');
  const description = source.pageContent.find((p) => p.id === 'site_settings')?.data.sections.site_description ?? '';
  if (description.length === 0 || description.length > 160) fail('site_description must have 1 to 160 characters');
  return problems;
}

/**
 * The day of play (issue 28): courses that can be scored, events on one with
 * a tee it lists (today's tournament and the next Par 3 night at least), played
 * events on none (their scores were typed),
 * and a tournament today whose published groups hold only its registered
 * members, each with its marker, the demo member marking one, part-way through
 * its round (holes from the first, only on the course's holes; a submitted card complete).
 */
export function dayOfPlayProblems(source: SeedSource, today: Date): string[] {
  const problems: string[] = [];
  const fail = (message: string) => problems.push(message);
  const courses = new Map(source.courses.map((c) => [c.id, c.data]));
  for (const c of source.courses) {
    for (const p of courseProblems(c.data.holes)) fail(`course ${c.id}: ${p}`);
    if (c.data.holes.length === 18) {
      const par = c.data.holes.reduce((sum, h) => sum + h.par, 0);
      if (par < 70 || par > 72) fail(`course ${c.id} has a par of ${par}`);
      const odd = (from: number) => c.data.holes.slice(from, from + 9).every((h) => h.strokeIndex % 2 === 1);
      if (!odd(0) && !odd(9)) fail(`course ${c.id} has odd stroke indexes on neither nine`);
      if (c.data.tees.length < 2) fail(`course ${c.id} has fewer than 2 tees`);
    }
  }
  if (!source.courses.some((c) => c.data.holes.length === 9 && c.data.tees.length === 0)) fail('no unrated nine-hole course');
  const events = [
    ...source.tournaments.map((t) => ({
      kind: 'tournament',
      id: t.id,
      status: t.data.status,
      courseId: t.data.courseId,
      teeName: t.data.teeName,
    })),
    ...source.par3Events.map((e) => ({
      kind: 'Par 3 night',
      id: e.id,
      status: e.data.status,
      courseId: e.data.courseId,
      teeName: undefined,
    })),
  ];
  for (const e of events) {
    if (e.status === 'completed') {
      if (e.courseId) fail(`played ${e.kind} ${e.id} names a course (its cards would replace its typed scores)`);
      continue;
    }
    if (!e.courseId) continue;
    const course = courses.get(e.courseId);
    if (!course) fail(`${e.kind} ${e.id} names course ${e.courseId}, not one of the season's`);
    else if (e.teeName !== undefined && course.tees.length > 0 && !course.tees.some((t) => t.name === e.teeName)) {
      fail(`${e.kind} ${e.id} plays from tee "${e.teeName}", which its course does not list`);
    }
  }

  const nextNight = source.par3Events
    .filter((e) => e.data.status === 'upcoming')
    .sort((a, b) => a.data.date.getTime() - b.data.date.getTime())[0];
  if (!nextNight?.data.courseId) fail('the next Par 3 night names no course');
  const todays = source.tournaments.filter((t) => t.data.status === 'upcoming' && sameDubaiDay(t.data.date, today));
  if (todays.length === 0) fail('no tournament today');
  for (const t of todays) if (!t.data.courseId) fail(`today's tournament ${t.id} names no course`);
  const registered = new Set(source.tournamentRegistrations.map((r) => `${r.parentId}/${r.id}`));
  for (const t of todays) {
    const groups = source.tournamentGroups.filter((g) => g.parentId === t.id);
    if (!t.data.groupsPublished) fail(`today's tournament ${t.id} has not published its groups`);
    const grouped = groups.flatMap((g) => g.data.memberIds);
    if (new Set(grouped).size !== grouped.length) fail(`a member of ${t.id} is in two groups`);
    const field = source.tournamentRegistrations.filter((r) => r.parentId === t.id).length;
    if (grouped.length !== field) fail(`${t.id}: groups hold ${grouped.length} of ${field} registered members`);
    if (!groups.some((g) => g.data.markerId === DEMO_MEMBER.uid)) fail(`the demo member marks no group of ${t.id}`);
    const holes = courses.get(t.data.courseId ?? '')?.holes.length ?? 0;
    const entered = source.cardEntries.filter((c) => c.parentId === t.id);
    if (!entered.some((c) => Object.keys(c.data.strokes).length > 0)) fail(`no card of ${t.id} has strokes`);
    if (!groups.some((g) => g.data.memberIds.every((m) => !entered.some((c) => c.id === m)))) fail(`every group of ${t.id} has started`);
    for (const c of entered) {
      const keys = Object.keys(c.data.strokes);
      if (keys.some((k, i) => k !== HOLE_KEYS[i] || i >= holes)) fail(`card ${t.id}/${c.id} names holes out of order or off the course`);
      if (c.data.status === 'submitted' && keys.length !== holes) fail(`card ${t.id}/${c.id} is submitted incomplete`);
    }
  }
  for (const g of source.tournamentGroups) {
    for (const m of g.data.memberIds)
      if (!registered.has(`${g.parentId}/${m}`)) fail(`group ${g.parentId}/${g.id} lists ${m}, not registered`);
    if (!g.data.memberIds.includes(g.data.markerId)) fail(`the marker of group ${g.parentId}/${g.id} is not in it`);
  }
  for (const c of source.cardEntries) {
    if (!registered.has(`${c.parentId}/${c.id}`)) fail(`card entries for ${c.parentId}/${c.id}, not registered`);
  }
  return problems;
}
