/**
 * Promises the demo season makes to the app and the tests, checked before
 * anything is written (pure; a unit test can call it with any size and day).
 * Returns the broken promises; an empty list means the season is consistent.
 */
import { collections, type CollectionName } from '../../src/lib/schemas/collections';
import { firstIssue } from '../../src/lib/schemas/validation';
import { DEMO_ADMIN, DEMO_MEMBER } from './accounts';
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
    const upcoming = t.data.date.getTime() > now;
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

  if (source.news.length < 8 || source.news.filter((n) => !n.data.published).length < 2) fail('too few articles or drafts');
  if (!source.sponsors.some((s) => !s.data.active)) fail('no inactive sponsor');
  const description = source.pageContent.find((p) => p.id === 'site_settings')?.data.sections.site_description ?? '';
  if (description.length === 0 || description.length > 160) fail('site_description must have 1 to 160 characters');
  return problems;
}
