/**
 * After the seed's writes, the functions derive the rest: member cards, team
 * member counts and totals, the standings documents. This waits until they
 * have caught up with everything written, then checks the counters the
 * registration callables kept against the registrations the season holds.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { ExpectedCounters } from './derived';
import type { SeedSource } from './types';

const TIMEOUT_MS = 180_000;
/** The emulators answer reads in a millisecond or two: poll often, so no phase waits longer than it must. */
const POLL_MS = 100;

/** Polls `check` (which returns what is still missing, or null) until it passes. */
export async function waitUntil(what: string, check: () => Promise<string | null>): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS;
  let missing: string | null = 'not checked yet';
  while (Date.now() < deadline) {
    missing = await check();
    if (missing === null) return;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  throw new Error(`The functions did not derive ${what} within ${TIMEOUT_MS / 1000} s: ${missing}. See the Functions emulator log.`);
}

/** Every profile has its public card. */
export function cardsReady(db: Firestore, source: SeedSource): Promise<void> {
  return waitUntil('the member cards', async () => {
    const cards = (await db.collection('members').count().get()).data().count;
    return cards === source.profiles.length ? null : `${cards} of ${source.profiles.length} cards`;
  });
}

/** teams/{teamId}.memberCount has reached `count` (the functions count members as they join). */
export function memberCounted(db: Firestore, teamId: string, count: number): Promise<void> {
  return waitUntil(`the member count of team ${teamId}`, async () => {
    const counted: unknown = (await db.doc(`teams/${teamId}`).get()).get('memberCount');
    return counted === count ? null : `teams/${teamId} counts ${String(counted)} of ${count} members`;
  });
}

/** Every card shows its member's team, and every captain's card says so. */
export function teamCardsReady(db: Firestore, source: SeedSource): Promise<void> {
  const profiles = new Set(source.profiles.map((p) => p.id));
  const inTeam = new Map(source.teamMembers.filter((m) => profiles.has(m.id)).map((m) => [m.id, m.data.teamId]));
  const captains = source.teams.filter((t) => t.data.captainId && inTeam.get(t.data.captainId) === t.id).length;
  return waitUntil('the team on member cards', async () => {
    const [withTeam, asCaptain] = await Promise.all([
      db.collection('members').where('teamId', '!=', null).count().get(),
      db.collection('members').where('isCaptain', '==', true).count().get(),
    ]);
    const teamed = withTeam.data().count;
    const led = asCaptain.data().count;
    if (teamed !== inTeam.size) return `${teamed} of ${inTeam.size} cards show a team`;
    return led === captains ? null : `${led} of ${captains} captains marked`;
  });
}

/** Team member counts, standings and the Par 3 leaderboard reflect every write. */
export async function derivedReady(db: Firestore, source: SeedSource): Promise<void> {
  await waitUntil('the team member counts', async () => {
    const teams = await db.collection('teams').get();
    const wrong = teams.docs.filter(
      (t) => t.get('memberCount') !== source.teamMembers.filter((m) => m.data.teamId === t.id).length,
    );
    return wrong.length === 0 ? null : `${wrong.map((t) => t.id).join(', ')} not counted`;
  });
  const scored = async (path: string, expected: number) => {
    const counted: unknown = (await db.doc(path).get()).get('scoreCount');
    return counted === expected ? null : `${path} has ${String(counted)} of ${expected} scores`;
  };
  await waitUntil('the standings', () => scored('standings/current', source.scores.length));
  await waitUntil('the Par 3 leaderboard', () => scored('par3Standings/current', source.par3Scores.length));
}

/** Every counter equals the registrations the callables created. */
export async function countersProblems(db: Firestore, expected: ExpectedCounters): Promise<string[]> {
  const problems: string[] = [];
  const compare = (path: string, actual: unknown, wanted: number) => {
    if (actual !== wanted) problems.push(`${path}: counter ${String(actual)}, registrations ${wanted}`);
  };
  const [tournaments, events, teeTimes] = await Promise.all([
    db.collection('tournaments').get(),
    db.collection('par3Events').get(),
    db.collectionGroup('teeTimes').get(),
  ]);
  for (const t of tournaments.docs) compare(t.ref.path, t.get('registeredCount'), expected.tournaments.get(t.id) ?? 0);
  for (const e of events.docs) compare(e.ref.path, e.get('registeredCount'), expected.par3Events.get(e.id) ?? 0);
  for (const tt of teeTimes.docs) {
    const eventId = tt.ref.parent.parent?.id ?? '';
    compare(tt.ref.path, tt.get('currentParticipants'), expected.teeTimes.get(`${eventId}/${tt.id}`) ?? 0);
  }
  return problems;
}
